import { Flex, Select, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Approval } from '../../../../shared/actions/approvals';
import { APPROVAL_STATUSES, } from '../../../../shared/dict/approvals';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/protocol/paging';
import { PageCard } from '../../../components/PageCard';
import { TableEmpty } from '../../../components/TableEmpty';
import { displayDateTime } from '../../../components/dateDisplay';
import { readPage, toSearch } from '../../../components/urlParams';
import { useApprovals } from '../api';
import { ApprovalStatusTag } from '../components/ApprovalStatusTag';
import { useMandateTypeText } from '../components/useMandateTypeText';
import { ListTable } from '../../../components/stackedColumns';

type Status = keyof typeof APPROVAL_STATUSES;

/**
 * /setting/transactionApproval: the held transactions, paged on the server. Tab 'Waiting for me'
 * (`?tab=todo`, the default) or all requests filtered by status and type; all state in the URL.
 */
export default function ApprovalListPage() {
  const { t } = useTranslation();
  const types = useMandateTypeText();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const tab = params.get('tab') === 'all' ? 'all' : 'todo';
  const status = (params.get('status') ?? undefined) as Status | undefined;
  const txTyp = params.get('txTyp') ?? undefined;
  const list = useApprovals(tab === 'todo' ? { ...page, todo: 'Y' } : { ...page, status, txTyp });
  const set = (next: Record<string, string | number | undefined>) => setParams(toSearch({ tab, status, txTyp, size: page.pageSize, ...next }));

  return (
    <PageCard title={t('approvals.approval.title')}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(toSearch({ tab: k === 'all' ? 'all' : undefined }))}
        items={[
          { key: 'todo', label: t('approvals.approval.tabTodo') },
          { key: 'all', label: t('approvals.approval.tabAll') },
        ]}
      />
      {tab === 'all' && (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            aria-label={t('approvals.approval.status')}
            placeholder={t('approvals.approval.status')}
            value={status}
            onChange={(v?: string) => set({ status: v, page: 1 })}
            style={{ width: 240 }}
            options={Object.keys(APPROVAL_STATUSES).map((s) => ({ value: s, label: t(`approvals.approval.status_.${s}`) }))}
          />
          <Select
            allowClear
            aria-label={t('approvals.approval.txTyp')}
            placeholder={t('approvals.approval.txTyp')}
            value={txTyp}
            onChange={(v?: string) => set({ txTyp: v, page: 1 })}
            style={{ width: 200 }}
            options={types.txTypeOptions}
          />
        </Flex>
      )}
      <ListTable<Approval> stack={{ aside: 'amount', actions: 'view' }}
        rowKey="approvalNo"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{
          emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={tab === 'todo' ? t('approvals.approval.emptyTodo') : t('approvals.approval.empty')} />,
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (p, s) => set({ page: p, size: s }),
        }}
        // Only rows need the width: an empty table that scrolled would be a scroll area no key can reach.
        scroll={list.data?.list.length ? { x: 1100 } : undefined}
        columns={[
          { key: 'createdAt', title: t('approvals.approval.createdAt'), render: (_v, a) => displayDateTime(a.createdAt) },
          { key: 'type', title: t('approvals.approval.txTyp'), render: (_v, a) => [types.txType(a.txTyp), types.subType(a.txTyp, a.subTyp)].filter(Boolean).join(' · ') },
          { key: 'summary', title: t('approvals.approval.summary'), render: (_v, a) => a.summary },
          { key: 'amount', title: t('approvals.approval.amount'), align: 'right', render: (_v, a) => formatMoney(a.amount) },
          { key: 'initiator', title: t('approvals.approval.initiator'), render: (_v, a) => truncateName(a.initiatorName) },
          {
            key: 'progress',
            title: t('approvals.approval.progress'),
            render: (_v, a) => (
              <>
                {t('approvals.approval.progressOf', { approved: a.approved, required: a.required })}
                {a.canApprove === 'Y' && (
                  <Tag color="orange" style={{ marginInlineStart: 8 }}>
                    {t('approvals.approval.yourTurn')}
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'next', title: t('approvals.approval.next'), render: (_v, a) => a.nextApprovers.map((n) => truncateName(n)).join(', ') || '—' },
          { key: 'status', title: t('approvals.approval.status'), render: (_v, a) => <ApprovalStatusTag status={a.status} /> },
          {
            key: 'view',
            title: '',
            render: (_v, a) => <Link to={`/setting/transactionApproval/detail?approvalNo=${encodeURIComponent(a.approvalNo)}`}>{t('approvals.approval.view')}</Link>,
          },
        ]}
      />
    </PageCard>
  );
}
