import { type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../../shared/actions/audit';
import { AUDIT_EVENTS } from '../../../../../shared/dict/audit';
import { truncateName } from '../../../../../shared/format/name';
import { serverPaging } from '../../../../components/serverPaging';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { AuditChanges } from './AuditChanges';
import { ListTable } from '../../../../components/stackedColumns';

export interface AuditTableProps {
  entries: AuditEntry[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** The audit trail, paged on the server. Presentational: props in, events out. */
export function AuditTable(props: AuditTableProps) {
  const { t, i18n } = useTranslation();
  const none = t('common.none');
  const columns = useMemo<TableColumnsType<AuditEntry>>(
    () => [
      {
        key: 'createdAt',
        title: t('audit.columns.time'),
        dataIndex: 'createdAt',
        width: 190,
        render: (at: string) => displayDateTime(at),
      },
      {
        key: 'event',
        title: t('audit.columns.event'),
        dataIndex: 'event',
        render: (event: string) =>
          Object.hasOwn(AUDIT_EVENTS, event) && i18n.exists(`audit.event.${event}`)
            ? t(`audit.event.${event}`)
            : event,
      },
      {
        key: 'operator',
        title: t('audit.columns.operator'),
        dataIndex: 'operatorName',
        render: (name: string) => <span title={name}>{truncateName(name)}</span>,
      },
      {
        key: 'store',
        title: t('audit.columns.store'),
        dataIndex: 'storeName',
        render: (name: string | null) => name ?? none,
      },
      {
        key: 'detail',
        title: t('audit.columns.detail'),
        dataIndex: 'detail',
        render: (detail: string) => (
          <Typography.Text style={{ maxWidth: 260 }} ellipsis={{ tooltip: detail }}>
            {detail || none}
          </Typography.Text>
        ),
      },
      {
        key: 'ip',
        title: t('audit.columns.ip'),
        dataIndex: 'ipAddress',
        render: (ip: string | null) => ip ?? none,
        // Also in the row's detail, so narrower screens keep the result in view.
        responsive: ['xxl'],
      },
      {
        key: 'device',
        title: t('auditTrail.device'),
        dataIndex: 'deviceName',
        render: (name: string | null) => name ?? none,
        responsive: ['xxl'],
      },
      {
        key: 'result',
        title: t('audit.columns.result'),
        dataIndex: 'result',
        render: (result: AuditEntry['result']) => (
          <Tag color={result === 'S' ? 'green' : 'red'}>{t(`audit.result.${result}`)}</Tag>
        ),
      },
    ],
    [t, i18n, none],
  );

  return (
    <ListTable<AuditEntry>
      rowKey="auditId"
      size="middle"
      columns={columns}
      dataSource={props.entries}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} /> }}
      locale={{
        emptyText: (
          <TableEmpty failed={props.failed} onRetry={props.onRetry} description={t('audit.empty')} />
        ),
      }}
      {...serverPaging(props, props.total, (p) => props.onPage(p.pageNum, p.pageSize), { showTotal: (count) => t('audit.total', { count }), keepPageOnSizeChange: true })}
    />
  );
}
