import { orderTypeKey, orderTypeLabel } from '../../../../shared/dict/transactions';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAY_SUB } from '../../../../shared/actions/payByCode';
import type { TransRecord } from '../../../../shared/actions/transactions';
import { BILL_ORDER_TYPES } from '../../../../shared/dict/bills';
import { PAYMENT_METHODS } from '../../../../shared/dict/money';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { displayPhone } from '../../../../shared/rules/identity';
import { displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { OrderStatusTag } from '../../wallet/components/OrderStatusTag';
import { usePhone } from '../../../components/usePhone';
import { detailPath } from '../links';

export function counterpartyText(r: { counterparty: string | null; rcvMblNo: string | null }, none: string): string {
  const phone = r.rcvMblNo && /^254\d{9}$/.test(r.rcvMblNo) ? displayPhone(r.rcvMblNo) : r.rcvMblNo;
  return r.counterparty && r.counterparty !== r.rcvMblNo ? truncateName(r.counterparty) : (phone ?? none);
}

/**
 * How an order travelled, in words. The channel code means something else per order type: a
 * bill's is its utility kind, a card top-up's the card's payment type, a pay-by-code order's
 * whether it paid a till, a paybill or a pay code; an M-PESA top-up has none of its own.
 */
export function channelText(t: TFunction, ordTyp: string, code: string | null): string {
  if (ordTyp in BILL_ORDER_TYPES) return code ? t(`bills.kind.${code}`, { defaultValue: code }) : t('common.none');
  if (ordTyp === '02' && code && code in PAYMENT_METHODS) return t(`orders.method.${code}`, { defaultValue: code });
  if (ordTyp === '42' && code === PAY_SUB.till) return t('payByCode.tab.till');
  if (ordTyp === '42' && code === PAY_SUB.bill) return t('payByCode.tab.bill');
  if (ordTyp === '01' && !code) return 'M-PESA';
  return code ? t(`transactions.channel.${code}`, { defaultValue: code }) : t('common.none');
}

/** + money in, − money out; a failed order moved nothing, so its amount has no sign and is muted. */
export function RecordAmount({ record: r }: { record: Pick<TransRecord, 'dcFlg' | 'status' | 'totalAmount'> }) {
  const sign = r.status === 'F' ? '' : r.dcFlg === 'c' ? '+ ' : '− ';
  const type = r.status === 'F' ? 'secondary' : r.dcFlg === 'c' && r.status === 'S' ? 'success' : undefined;
  return (
    <Typography.Text type={type} style={{ whiteSpace: 'nowrap' }}>
      {sign}
      {formatMoney(r.totalAmount)}
    </Typography.Text>
  );
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

/**
 * The records: when, what, with whom, how much (+ in, − out, no sign when failed), channel, status;
 * the order number opens the detail. On a phone each record is two cells, what and how much, so
 * the amount is in view without scrolling: the type (opening the detail), the other side and the
 * time; the amount and the status.
 */
export function TransTable({ rows, total, page, loading, failed, filtered, onRetry, onPage }: TransTableProps) {
  const { t } = useTranslation();
  const narrow = usePhone();
  const typeText = (ordTyp: string) => t(orderTypeKey(ordTyp), { defaultValue: orderTypeLabel(ordTyp) });
  const columns: ColumnsType<TransRecord> = narrow
    ? [
        {
          key: 'record',
          title: t('transactions.columns.type'),
          render: (_: unknown, r) => (
            <Flex vertical gap={2}>
              <Link to={detailPath(r.ordNo)} aria-label={t('transactions.openDetail', { ordNo: r.ordNo })}>
                {typeText(r.ordTyp)}
              </Link>
              <Typography.Text>{counterpartyText(r, t('common.none'))}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {displayDateTime(r.createdAt)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'amount',
          title: t('transactions.columns.amount'),
          align: 'right',
          render: (_: unknown, r) => (
            <Flex vertical align="end" gap={4}>
              <RecordAmount record={r} />
              <OrderStatusTag status={r.status} />
            </Flex>
          ),
        },
      ]
    : [
        { key: 'time', title: t('transactions.columns.time'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v), width: 170 },
        { key: 'type', title: t('transactions.columns.type'), dataIndex: 'ordTyp', render: (v: string) => typeText(v) },
        { key: 'counterparty', title: t('transactions.columns.counterparty'), render: (_: unknown, r) => counterpartyText(r, t('common.none')) },
        {
          key: 'channel',
          title: t('transactions.columns.channel'),
          dataIndex: 'rcvCnl',
          responsive: ['lg'],
          render: (v: string | null, r) => channelText(t, r.ordTyp, v),
        },
        {
          key: 'amount',
          title: t('transactions.columns.amount'),
          align: 'right',
          render: (_: unknown, r) => <RecordAmount record={r} />,
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
      scroll={narrow ? undefined : { x: 900 }}
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
