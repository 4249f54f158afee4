import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { stakeholder } from '../../../../../shared/actions/business';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { displayPhone } from '../../../../../shared/rules/identity';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useBlockStakeholder, useDeleteStakeholder, useResendInvite, useStakeholders } from '../../api';
import { AddStakeholderDialog } from './AddStakeholderDialog';
import { ShortName } from '../../../../components/ShortName';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

type Stakeholder = z.infer<typeof stakeholder>;

/** The owner (designation 0 or 3) can be neither blocked nor deleted (MMCP3207). */
export function isOwnerRow(s: Pick<Stakeholder, 'designation'>): boolean {
  return s.designation === '0' || s.designation === '3';
}

const KYC_COLOR = { '00': 'red', '01': 'orange', '02': 'green' } as const;

/** /setting/stakeholderManagement: the business's owners, directors and partners (function 31). */
export default function StakeholderManagementPage() {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const [params, setParams] = useSearchParams();
  const query = readPage(params);
  const adding = params.get('dialog') === 'add';
  const list = useStakeholders(query);
  usePageInRange(query, list.data?.total, (p) => go({ page: p.pageNum, size: p.pageSize }));
  // Joined stakeholders whose identity check failed have their own page (/fail).
  const failed = useStakeholders({ pageNum: 1, pageSize: 1, status: 'F' });
  const block = useBlockStakeholder();
  const remove = useDeleteStakeholder();
  const resend = useResendInvite();
  const row = useRowAction();

  const go = (next: { page: number; size: number; dialog?: string }) =>
    setParams(toSearch({ page: next.page, size: next.size, dialog: next.dialog }));
  const name = (s: Stakeholder) => `${s.firstName} ${s.lastName}`;

  const onBlock = (s: Stakeholder) => {
    const blocking = s.blockStatus === '1';
    return row.run(
      s.stakeholderId,
      () => block.mutateAsync({ stakeholderId: s.stakeholderId, blockStatus: blocking ? '0' : '1' }),
      t(blocking ? 'business.stakeholders.blocked' : 'business.stakeholders.unblocked', { name: name(s) }),
      {
        title: t(blocking ? 'business.stakeholders.confirmBlock' : 'business.stakeholders.confirmUnblock', { name: name(s) }),
        content: blocking ? t('business.stakeholders.blockNote') : undefined,
        danger: blocking,
      },
    );
  };

  const onDelete = (s: Stakeholder) =>
    row.run(s.stakeholderId, () => remove.mutateAsync(s.stakeholderId), t('business.stakeholders.deleted', { name: name(s) }), {
      title: t('business.stakeholders.confirmDelete', { name: name(s) }),
      danger: true,
    });

  return (
    <PageCard
      title={t('business.stakeholders.title')}
      extra={
        <Button type="primary" onClick={() => go({ page: query.pageNum, size: query.pageSize, dialog: 'add' })}>
          {t('business.stakeholders.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('business.stakeholders.ownerNote')}</Typography.Paragraph>
      {(failed.data?.total ?? 0) > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={<Link to="/setting/stakeholderManagement/fail">{t('business.stakeholders.failLink', { count: failed.data?.total ?? 0 })}</Link>}
        />
      )}
      <ListTable<Stakeholder>
        rowKey="stakeholderId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('business.stakeholders.empty')} />
          ),
        }}
        columns={[
          { key: 'name', title: t('business.stakeholders.name'), render: (_, s) => <ShortName name={name(s)} /> },
          {
            key: 'contact',
            title: t('business.stakeholders.contact'),
            render: (_, s) => (s.mblNo ? displayPhone(s.mblNo) : (s.email ?? t('common.none'))),
          },
          {
            key: 'designation',
            title: t('business.stakeholders.designation'),
            render: (_, s) => (
              <Space size={4}>
                <Tag>{s.roleLetter}</Tag>
                {t(`business.designation.${s.designation}`)}
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('business.stakeholders.status'),
            render: (_, s) => (
              <Tag color={s.status === 'J' ? 'green' : s.status === 'F' ? 'red' : 'blue'}>
                {t(`business.stakeholders.statusName.${s.status}`)}
              </Tag>
            ),
          },
          {
            key: 'kyc',
            title: t('business.stakeholders.kyc'),
            render: (_, s) => <Tag color={KYC_COLOR[s.kycSts]}>{t(`business.kycSts.${s.kycSts}`)}</Tag>,
          },
          {
            key: 'block',
            title: t('business.stakeholders.blockStatus'),
            // Wide enough for its heading and tags whole.
            width: 150,
            render: (_, s) => (
              <Tag color={s.blockStatus === '0' ? 'red' : 'default'}>
                {t(`business.stakeholders.blockName.${s.blockStatus}`)}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('business.stakeholders.actions'),
            fixed: fixedActions,
            // Neither the owner (MMCP3207) nor oneself (MMCP3218) can be blocked or deleted here.
            render: (_, s) =>
              isOwnerRow(s) || s.self ? null : (
                <Space size={0}>
                  {s.status === 'I' && (
                    <Button
                      type="link"
                      disabled={row.busy(s.stakeholderId)}
                      onClick={() => void row.run(s.stakeholderId, () => resend.mutateAsync(s.stakeholderId), t('business.stakeholders.resent', { name: name(s) }))}
                    >
                      {t('business.stakeholders.resend')}
                    </Button>
                  )}
                  <Button type="link" disabled={row.busy(s.stakeholderId)} onClick={() => void onBlock(s)}>
                    {t(s.blockStatus === '1' ? 'business.stakeholders.block' : 'business.stakeholders.unblock')}
                  </Button>
                  <Button type="link" danger disabled={row.busy(s.stakeholderId)} onClick={() => void onDelete(s)}>
                    {t('business.stakeholders.delete')}
                  </Button>
                </Space>
              ),
          },
        ]}
        {...serverPaging(query, list.data?.total ?? 0, (p) => go({ page: p.pageNum, size: p.pageSize }), { showTotal: (count) => t('business.stakeholders.total', { count }) })}
      />
      <AddStakeholderDialog open={adding} onClose={() => go({ page: query.pageNum, size: query.pageSize })} />
    </PageCard>
  );
}
