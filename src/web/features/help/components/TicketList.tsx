import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketSummary } from '../../../../shared/actions/help';
import { TICKET_STATUSES, type TicketStatus } from '../../../../shared/dict/help';
import { serverPaging, usePageInRange } from '../../../components/serverPaging';
import { displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { useTickets } from '../api';
import { TicketStatusTag } from './TicketStatusTag';
import { useFixedActions } from '../../../components/useFixedActions';
import { ListTable } from '../../../components/stackedColumns';

export interface TicketListState {
  pageNum: number;
  pageSize: number;
  status?: TicketStatus;
}

/** TicketHistory: the business's raised tickets, server-paged, filtered by status. */
export function TicketList({
  state,
  go,
  onOpen,
  onRaise,
}: {
  state: TicketListState;
  go: (next: TicketListState) => void;
  onOpen: (ticketNo: string) => void;
  onRaise: () => void;
}) {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const list = useTickets(state);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(state, list.data?.total, (p) => go({ ...state, ...p }));
  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <Select<TicketStatus>
          allowClear
          aria-label={t('help.tickets.filter')}
          placeholder={t('help.tickets.allStatuses')}
          style={{ width: 200 }}
          value={state.status}
          options={TICKET_STATUSES.map((v) => ({ value: v, label: t(`help.status.${v}`) }))}
          onChange={(status) => go({ ...state, status, pageNum: 1 })}
        />
        <Button type="primary" onClick={onRaise}>
          {t('help.tickets.raise')}
        </Button>
      </Flex>
      <ListTable<TicketSummary>
        rowKey="ticketNo"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t(state.status ? 'help.tickets.emptyFiltered' : 'help.tickets.empty')} />
          ),
        }}
        columns={[
          { key: 'no', title: t('help.tickets.ticketNo'), dataIndex: 'ticketNo' },
          { key: 'title', title: t('help.tickets.title'), dataIndex: 'title' },
          { key: 'issue', title: t('help.tickets.issueType'), render: (_, r) => t(`help.issueType.${r.issueType}`) },
          { key: 'status', title: t('help.tickets.status'), render: (_, r) => <TicketStatusTag status={r.status} /> },
          { key: 'request', title: t('help.tickets.requestTime'), render: (_, r) => displayDateTime(r.requestTime) },
          { key: 'respond', title: t('help.tickets.respondTime'), render: (_, r) => (r.respondTime ? displayDateTime(r.respondTime) : t('help.tickets.notYet')) },
          {
            key: 'actions',
            title: '',
            fixed: fixedActions,
            render: (_, r) => (
              <Button type="link" onClick={() => onOpen(r.ticketNo)} aria-label={`${t('help.tickets.view')} ${r.ticketNo}`}>
                {t('help.tickets.view')}
              </Button>
            ),
          },
        ]}
        {...serverPaging(state, list.data?.total ?? 0, (p) => go({ ...state, ...p }), { showTotal: (count) => t('help.tickets.total', { count }) })}
      />
    </>
  );
}
