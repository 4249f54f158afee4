import { orderTypeKey, orderTypeLabel } from '../../../../shared/dict/transactions';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransRecord } from '../../../../shared/actions/transactions';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { displayPhone } from '../../../../shared/rules/identity';
import { displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { OrderStatusTag } from '../../wallet/components/OrderStatusTag';

export function detailPath(ordNo: string): string {
  return `/finance/components/transRecordDetail?ordNo=${encodeURIComponent(ordNo)}`;
}

export function counterpartyText(r: { counterparty: string | null; rcvMblNo: string | null }, none: string): string {
  const phone = r.rcvMblNo && /^254\d{9}$/.test(r.rcvMblNo) ? displayPhone(r.rcvMblNo) : r.rcvMblNo;
  return r.counterparty && r.counterparty !== r.rcvMblNo ? truncateName(r.counterparty) : (phone ?? none);
}

export interface TransTableProps {
  rows: TransRecord[];
  total: number;
  page: { pageNum: number; pageSize: number };
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** The records: when, what, with whom, how much (+ in, − out), channel, status; the order number opens the detail. */
export function TransTable({ rows, total, page, loading, failed, filtered, onRetry, onPage }: TransTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<TransRecord> = [
    { key: 'time', title: t('transactions.columns.time'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v), width: 170 },
    { key: 'type', title: t('transactions.columns.type'), dataIndex: 'ordTyp', render: (v: string) => t(orderTypeKey(v), { defaultValue: orderTypeLabel(v) }) },
    { key: 'counterparty', title: t('transactions.columns.counterparty'), render: (_: unknown, r) => counterpartyText(r, t('common.none')) },
    {
      key: 'channel',
      title: t('transactions.columns.channel'),
      dataIndex: 'rcvCnl',
      responsive: ['lg'],
      render: (v: string | null) => (v ? t(`transactions.channel.${v}`, { defaultValue: v }) : t('common.none')),
    },
    {
      key: 'amount',
      title: t('transactions.columns.amount'),
      align: 'right',
      render: (_: unknown, r) => (
        <Typography.Text type={r.dcFlg === 'c' && r.status === 'S' ? 'success' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {r.dcFlg === 'c' ? '+ ' : '− '}
          {formatMoney(r.totalAmount)}
        </Typography.Text>
      ),
    },
    { key: 'status', title: t('transactions.columns.status'), dataIndex: 'status', render: (s: TransRecord['status']) => <OrderStatusTag status={s} /> },
    {
      key: 'ordNo',
      title: t('transactions.columns.ordNo'),
      dataIndex: 'ordNo',
      render: (v: string) => (
        <Link to={detailPath(v)} aria-label={t('transactions.openDetail', { ordNo: v })}>
          {v}
        </Link>
      ),
    },
  ];
  return (
    <Table<TransRecord>
      rowKey="ordNo"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 900 }}
      locale={{ emptyText: <TableEmpty failed={failed} onRetry={onRetry} description={filtered ? t('transactions.emptyFiltered') : t('transactions.empty')} /> }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total,
        showSizeChanger: true,
        showTotal: (n) => t('transactions.total', { count: n }),
        onChange: onPage,
      }}
    />
  );
}
