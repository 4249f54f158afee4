import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '../../../../shared/actions/settlement';
import { formatMoney } from '../../../../shared/format/money';
import { displayDateTime } from '../../../components/dateDisplay';
import { orderFailureText } from '../../../components/orderFailure';
import { TableEmpty } from '../../../components/TableEmpty';
import { useDestinationText } from '../../tills/components/useDestinationText';
import { ListTable } from '../../../components/stackedColumns';

const STATUS_COLOR = { P: 'processing', S: 'green', F: 'red' } as const;

/** Settlements with their status and charges, paged on the server. */
export function SettlementTable({
  rows,
  total,
  page,
  loading,
  failed,
  filtered,
  onRetry,
  onPage,
}: {
  rows: Settlement[];
  total: number;
  page: { pageNum: number; pageSize: number };
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
  onPage: (pageNum: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const destinationText = useDestinationText();
  const columns: ColumnsType<Settlement> = [
    { key: 'time', title: t('settlement.col.time'), dataIndex: 'createdAt', render: (v: string) => displayDateTime(v) },
    {
      key: 'till',
      title: t('settlement.col.till'),
      render: (_: unknown, s) => (
        <span>
          <span style={{ fontFamily: 'monospace' }}>{s.tillNo}</span> {s.tillName}
        </span>
      ),
    },
    { key: 'store', title: t('settlement.col.store'), dataIndex: 'storeName', responsive: ['lg'] },
    { key: 'method', title: t('settlement.col.method'), dataIndex: 'method', render: (m: Settlement['method']) => t(`tills.method.${m}`), responsive: ['md'] },
    {
      key: 'destination',
      title: t('settlement.col.destination'),
      render: (_: unknown, s) => destinationText(s.channel, s.destination),
      responsive: ['lg'],
    },
    { key: 'amount', title: t('settlement.col.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v) },
    { key: 'fee', title: t('settlement.col.fee'), align: 'right', render: (_: unknown, s) => formatMoney(s.fee + s.exciseDuty + s.vat), responsive: ['md'] },
    { key: 'net', title: t('settlement.col.net'), dataIndex: 'netAmount', align: 'right', render: (v: number) => <strong>{formatMoney(v)}</strong> },
    {
      key: 'status',
      title: t('settlement.col.status'),
      // Kept in view at the right while the rest of a wide row scrolls.
      fixed: 'right',
      dataIndex: 'status',
      render: (st: Settlement['status'], s) => (
        <span>
          <Tag color={STATUS_COLOR[st]}>{t(`settlement.status.${st}`)}</Tag>
          {st === 'F' && (s.resultCode || s.resultDesc) && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {s.resultCode ? orderFailureText({ direction: 'out', resultCode: s.resultCode, resultDesc: s.resultDesc }) : s.resultDesc}
            </Typography.Text>
          )}
        </span>
      ),
    },
  ];
  return (
    <ListTable<Settlement> stack={{ aside: 'net' }}
      rowKey="settlementId"
      size="middle"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: <TableEmpty failed={failed} onRetry={onRetry} description={filtered ? t('settlement.page.noneFiltered') : t('settlement.page.none')} /> }}
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total, hideOnSinglePage: true, onChange: onPage }}
    />
  );
}
