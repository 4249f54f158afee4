import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { WalletTrans } from '../../../../shared/actions/wallet';
import { formatMoney } from '../../../../shared/format/money';
import { displayPhone } from '../../../../shared/rules/identity';
import { displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { Link } from 'react-router';
import { useFunctions } from '../../../app/guards/permissions';
import { detailPath } from '../../transactions/links';
import { OrderStatusTag } from './OrderStatusTag';
import { usePhone } from '../../../components/usePhone';

export interface MoneyActivityProps {
  rows: WalletTrans[];
  total: number;
  page: { pageNum: number; pageSize: number };
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (page: { pageNum: number; pageSize: number }) => void;
  /** Leave out the type column (a list of one type). */
  hideType?: boolean;
  emptyText: string;
}

/** The business's money orders, newest first: what, with whom, how much (+ in, − out), status. */
export function MoneyActivity({ rows, total, page, loading, failed, onRetry, onPage, hideType, emptyText }: MoneyActivityProps) {
  const { t } = useTranslation();
  // On a phone the status goes under the amount, so what, how much and how it ended fit the width.
  const narrow = usePhone();
  // Each order opens its record in full for someone who may read the transaction records (function 12).
  const canOpen = useFunctions().has('12');
  const opening = (r: WalletTrans, words: string) => (canOpen ? <Link to={detailPath(r.ordNo)}>{words}</Link> : words);
  const columns: ColumnsType<WalletTrans> = [
    { key: 'time', title: t('wallet.activity.time'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v), width: 180, responsive: ['sm'] },
    ...(hideType
      ? []
      : [{ key: 'type', title: t('wallet.activity.type'), render: (_: unknown, r: WalletTrans) => opening(r, t(`wallet.ordTyp.${r.ordTyp}`, { defaultValue: r.ordTyp })) }]),
    {
      key: 'counterparty',
      title: t('wallet.activity.counterparty'),
      // Without the type, who it was is the row's first words on a phone too, with its time under it.
      responsive: hideType ? undefined : ['sm'],
      render: (_: unknown, r: WalletTrans) => {
        const phone = r.rcvMblNo && /^254\d{9}$/.test(r.rcvMblNo) ? displayPhone(r.rcvMblNo) : r.rcvMblNo;
        const who = r.counterparty && r.counterparty !== r.rcvMblNo ? r.counterparty : (phone ?? t('common.none'));
        return narrow && hideType ? (
          <Flex vertical gap={2}>
            <span>{who}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {displayDateTime(r.createdAt)}
            </Typography.Text>
          </Flex>
        ) : (
          who
        );
      },
    },
    {
      key: 'amount',
      title: t('wallet.activity.amount'),
      align: 'right',
      render: (_: unknown, r: WalletTrans) => {
        const amount = (
          <Typography.Text type={r.dcFlg === 'c' && r.status === 'S' ? 'success' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {r.dcFlg === 'c' ? '+ ' : '− '}
            {formatMoney(r.totalAmount)}
          </Typography.Text>
        );
        return narrow ? (
          <Flex vertical align="end" gap={4}>
            {amount}
            <OrderStatusTag status={r.status} />
          </Flex>
        ) : (
          amount
        );
      },
    },
    ...(narrow
      ? []
      : [{ key: 'status', title: t('wallet.activity.status'), dataIndex: 'status', render: (s: WalletTrans['status']) => <OrderStatusTag status={s} /> }]),
    { key: 'ordNo', title: t('wallet.activity.ordNo'), responsive: ['lg'], render: (_: unknown, r: WalletTrans) => opening(r, r.ordNo) },
  ];
  return (
    <Table<WalletTrans>
      rowKey="ordNo"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <TableEmpty failed={failed} onRetry={onRetry} description={emptyText} /> }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: (pageNum, pageSize) => onPage({ pageNum, pageSize }),
      }}
    />
  );
}
