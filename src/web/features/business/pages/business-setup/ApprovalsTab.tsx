import { Alert, App, Button, Drawer, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../../../../components/dateDisplay';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { isActionError } from '../../../../api/errors';
import { TableEmpty } from '../../../../components/TableEmpty';
import { type PageQuery, useApprovalDetails, useApprovals, useDecideChange } from '../../api';
import { ChangeDecisionForm } from '../../components/ChangeDecisionForm';
import { ChangeDiff } from '../../components/ChangeDiff';
import { type BusinessChange, isOwnRequest } from '../../components/changeTypes';
import { useDictLabel } from '../../components/useDictLabel';
import { listWords } from '../../../../i18n';
import { ListTable } from '../../../../components/stackedColumns';

const STATUS_COLOR = { P: 'orange', S: 'green', F: 'red', C: 'default' } as const;

export function ChangeStatusTag({ status }: { status: BusinessChange['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`business.change.status.${status}`)}</Tag>;
}

/** The decision panel of one change: its fields, and Approve / Reject with a reason. */
function ApprovalDetails({ changeId, onDone }: { changeId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const details = useApprovalDetails(changeId);
  const decide = useDecideChange();
  const label = useDictLabel(null);
  const change = details.data;
  if (details.isPending) return <Spin />;
  if (!change) {
    return <TableEmpty failed onRetry={() => void details.refetch()} description={t('common.loadFailed')} />;
  }
  const own = isOwnRequest(change);

  const run = async (approve: 'Y' | 'N', reason: string | undefined) => {
    try {
      await decide.mutateAsync({ changeId, approve, reason });
      void message.success(t(approve === 'Y' ? 'business.approvals.approved' : 'business.approvals.rejected'));
      onDone();
    } catch (e) {
      if (isActionError(e)) void message.error(e.message);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <ChangeStatusTag status={change.status} />
        <Typography.Text>
          {t('business.change.appliedBy', { name: change.requestedBy, at: displayDateTime(change.createdAt) })}
        </Typography.Text>
      </Space>
      <ChangeDiff change={change} label={label} />
      {change.status !== 'P' && (
        <Typography.Text>
          {change.status === 'C'
            ? t('business.change.closedAt', { at: displayDateTime(change.decidedAt ?? '') })
            : t('business.change.decidedBy', { name: change.decidedBy ?? t('common.none'), at: displayDateTime(change.decidedAt ?? '') })}
          {change.reason ? ` · ${t('business.change.reason', { reason: change.reason })}` : ''}
        </Typography.Text>
      )}
      {change.status === 'P' && own && (
        <Alert type="info" showIcon title={t('business.approvals.ownRequest')} />
      )}
      {change.status === 'P' && !own && <ChangeDecisionForm busy={decide.isPending} onDecide={run} />}
    </Flex>
  );
}

/** Changes of business information waiting for (or decided by) another stakeholder. */
export function ApprovalsTab({
  query,
  openId,
  onPage,
  onOpen,
}: {
  query: PageQuery;
  openId: string | null;
  onPage: (q: PageQuery) => void;
  onOpen: (changeId: string | null) => void;
}) {
  const { t } = useTranslation();
  const list = useApprovals(query, true);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(query, list.data?.total, onPage);
  const rows = list.data?.list ?? [];
  const fieldsOf = (c: BusinessChange) => listWords(Object.keys(c.changes).map((f) => t(`business.fields.${f}`, { defaultValue: f })));

  return (
    <>
      <ListTable<BusinessChange>
        rowKey="changeId"
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('business.approvals.empty')} />
          ),
        }}
        columns={[
          { key: 'createdAt', title: t('business.approvals.appliedAt'), render: (_, c) => displayDateTime(c.createdAt) },
          { key: 'requestedBy', title: t('business.approvals.requestedBy'), dataIndex: 'requestedBy' },
          { key: 'fields', title: t('business.approvals.fields'), render: (_, c) => fieldsOf(c) },
          { key: 'status', title: t('business.approvals.status'), render: (_, c) => <ChangeStatusTag status={c.status} /> },
          {
            key: 'actions',
            title: t('business.approvals.actions'),
            render: (_, c) => (
              <Button type="link" onClick={() => onOpen(c.changeId)}>
                {t('business.approvals.details')}
              </Button>
            ),
          },
        ]}
        {...serverPaging(query, list.data?.total ?? 0, onPage, { keepPageOnSizeChange: true })}
      />
      <Drawer
        open={openId !== null}
        width={640}
        title={t('business.approvals.detailsTitle')}
        onClose={() => onOpen(null)}
        destroyOnHidden
      >
        {openId && <ApprovalDetails changeId={openId} onDone={() => onOpen(null)} />}
      </Drawer>
    </>
  );
}
