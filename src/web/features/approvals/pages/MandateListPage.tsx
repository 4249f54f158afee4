import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Mandate } from '../../../../shared/actions/approvals';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/protocol/paging';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { PageCard } from '../../../components/PageCard';
import { TableEmpty } from '../../../components/TableEmpty';
import { readPage, toSearch } from '../../../components/urlParams';
import { useDeleteMandate, useMandates } from '../api';
import { bandText } from '../components/labels';
import { useMandateTypeText } from '../components/useMandateTypeText';
import { ListTable } from '../../../components/stackedColumns';

const names = (people: { name: string }[]) => people.map((p) => p.name).join(', ');

/**
 * /account/accountMandate: the business's mandates, paged on the server and filtered by
 * transaction type (in the URL); edit and delete on each row.
 */
export default function MandateListPage() {
  const { t } = useTranslation();
  const types = useMandateTypeText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const txTyp = params.get('txTyp') ?? undefined;
  const list = useMandates({ ...page, txTyp });
  const remove = useDeleteMandate();
  const row = useRowAction();

  return (
    <PageCard
      title={t('approvals.mandate.title')}
      extra={
        <Button type="primary" onClick={() => void navigate('/account/accountMandate/add')}>
          {t('approvals.mandate.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('approvals.mandate.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('approvals.mandate.txTyp')}
          aria-label={t('approvals.mandate.txTyp')}
          value={txTyp}
          onChange={(v?: string) => setParams(toSearch({ txTyp: v, size: page.pageSize }))}
          style={{ width: 220 }}
          options={types.txTypeOptions}
        />
      </Flex>
      <ListTable<Mandate>
        rowKey="mandateNo"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('approvals.mandate.empty')} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (p, s) => setParams(toSearch({ txTyp, page: p, size: s })),
        }}
        scroll={{ x: 1000 }}
        columns={[
          {
            key: 'type',
            title: t('approvals.mandate.txTyp'),
            render: (_v, m) => (
              <>
                {types.txType(m.txTyp)}
                <Typography.Text type="secondary"> · {types.subType(m.txTyp, m.subTyp) ?? t('approvals.mandate.allSubtypes')}</Typography.Text>
              </>
            ),
          },
          { key: 'band', title: t('approvals.mandate.band'), render: (_v, m) => bandText(t, m) },
          {
            key: 'kind',
            title: t('approvals.mandate.mandateTyp'),
            render: (_v, m) => (
              <Tag color={m.mandateTyp === '0' ? 'default' : 'orange'}>
                {t(`approvals.mandate.type.${m.mandateTyp}`)}
                {m.mandateTyp === '2' ? ` · ${t(`approvals.mandate.rule.${m.ruleTyp}`)}` : ''}
              </Tag>
            ),
          },
          { key: 'initiators', title: t('approvals.mandate.initiator'), render: (_v, m) => names(m.initiators) || t('approvals.mandate.anyone') },
          {
            key: 'approvers',
            title: t('approvals.mandate.authorizer'),
            render: (_v, m) => (m.mandateTyp === '1' ? m.approvers.map((p, i) => `${i + 1}. ${p.name}`).join('  ') : names(m.approvers)) || '—',
          },
          { key: 'viewers', title: t('approvals.mandate.viewer'), render: (_v, m) => names(m.viewers) || '—' },
          {
            key: 'actions',
            title: t('approvals.mandate.actions'),
            render: (_v, m) => (
              <Flex gap={4}>
                <Button type="link" onClick={() => void navigate(`/account/accountMandate/add?mandateNo=${encodeURIComponent(m.mandateNo)}`)}>
                  {t('approvals.mandate.edit')}
                </Button>
                <Button
                  type="link"
                  danger
                  disabled={row.busy(m.mandateNo)}
                  onClick={() =>
                    void row.run(m.mandateNo, () => remove.mutateAsync(m.mandateNo), t('approvals.mandate.deleted'), {
                      title: t('approvals.mandate.deleteConfirm', { mandateNo: m.mandateNo }),
                      danger: true,
                    })
                  }
                >
                  {t('approvals.mandate.delete')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </PageCard>
  );
}
