import { Button, Checkbox, Flex, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeskTicket } from '../../../../../shared/actions/help';
import { ISSUE_TYPES, TICKET_STATUSES, type TicketStatus } from '../../../../../shared/dict/help';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useQueue } from '../../api';
import { TicketStatusTag } from '../../components/TicketStatusTag';
import type { DeskState } from './deskQuery';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

/** SupportTicketQueue: every business's tickets, filtered by status, issue type, keyword or agent. */
export function DeskTickets({ state, go }: { state: DeskState; go: (next: DeskState) => void }) {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const queue = useQueue({ pageNum: state.pageNum, pageSize: state.pageSize, status: state.status, issueType: state.issueType, keyword: state.keyword, mine: state.mine });
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(state, queue.data?.total, (p) => go({ ...state, ...p }));
  const filtered = Boolean(state.status || state.issueType || state.keyword || state.mine);
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('help.desk.keyword')}
            placeholder={t('help.desk.keywordPlaceholder')}
            defaultValue={state.keyword}
            style={{ width: 280 }}
            onSearch={(q) => go({ ...state, keyword: q.trim() || undefined, pageNum: 1 })}
          />
          <Select<TicketStatus>
            allowClear
            aria-label={t('help.tickets.filter')}
            placeholder={t('help.tickets.allStatuses')}
            style={{ width: 170 }}
            value={state.status}
            options={TICKET_STATUSES.map((v) => ({ value: v, label: t(`help.status.${v}`) }))}
            onChange={(status) => go({ ...state, status, pageNum: 1 })}
          />
          <Select<string>
            allowClear
            aria-label={t('help.tickets.issueType')}
            placeholder={t('help.desk.allIssues')}
            style={{ width: 240 }}
            value={state.issueType}
            options={ISSUE_TYPES.map((v) => ({ value: v, label: t(`help.issueType.${v}`) }))}
            onChange={(issueType) => go({ ...state, issueType, pageNum: 1 })}
          />
          <Checkbox checked={state.mine === 'Y'} onChange={(e) => go({ ...state, mine: e.target.checked ? 'Y' : undefined, pageNum: 1 })}>
            {t('help.desk.mine')}
          </Checkbox>
        </Space>
      </Flex>
      <ListTable<DeskTicket>
        rowKey="ticketNo"
        size="middle"
        dataSource={queue.data?.list ?? []}
        loading={queue.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={queue.isError} onRetry={() => void queue.refetch()} description={t(filtered ? 'help.desk.empty' : 'help.tickets.empty')} /> }}
        columns={[
          { key: 'no', title: t('help.tickets.ticketNo'), dataIndex: 'ticketNo' },
          { key: 'business', title: t('help.desk.business'), render: (_, r) => `${r.merchantName} (${r.merchantNo})` },
          { key: 'title', title: t('help.tickets.title'), dataIndex: 'title' },
          { key: 'issue', title: t('help.tickets.issueType'), render: (_, r) => t(`help.issueType.${r.issueType}`) },
          { key: 'status', title: t('help.tickets.status'), render: (_, r) => <TicketStatusTag status={r.status} /> },
          { key: 'agent', title: t('help.desk.agent'), render: (_, r) => r.agentName ?? t('help.desk.unassigned') },
          { key: 'request', title: t('help.tickets.requestTime'), render: (_, r) => displayDateTime(r.requestTime) },
          {
            key: 'actions',
            title: '',
            fixed: fixedActions,
            render: (_, r) => (
              <Button type="link" onClick={() => go({ ...state, ticket: r.ticketNo })} aria-label={`${t('help.desk.open')} ${r.ticketNo}`}>
                {t('help.desk.open')}
              </Button>
            ),
          },
        ]}
        {...serverPaging(state, queue.data?.total ?? 0, (p) => go({ ...state, ...p }), { showTotal: (count) => t('help.tickets.total', { count }) })}
      />
    </>
  );
}
