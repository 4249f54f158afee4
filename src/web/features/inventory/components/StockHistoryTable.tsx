import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockChange } from '../../../../shared/actions/inventory';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/protocol/paging';
import { TableEmpty } from '../../../components/TableEmpty';
import { displayDateTime } from '../../../components/dateDisplay';
import { useStockHistory } from '../api';
import { ListTable } from '../../../components/stackedColumns';

const REASON_COLORS: Record<string, string> = { create: 'blue', adjust: 'purple', upload: 'cyan', sale: 'orange', return: 'green' };

/**
 * Stock changes, newest first, paged on the server: of one product (its detail page) or of the
 * whole business (the inventory's history tab, with the product's name).
 */
export function StockHistoryTable({
  productId,
  page,
  onPage,
}: {
  productId?: string;
  page: { pageNum: number; pageSize: number };
  onPage: (pageNum: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const history = useStockHistory({ productId, ...page });
  return (
    <ListTable<StockChange> stack={{ aside: 'change' }}
      rowKey="id"
      size="middle"
      loading={history.isFetching}
      dataSource={history.data?.list ?? []}
      locale={{ emptyText: <TableEmpty failed={history.isError} onRetry={() => void history.refetch()} description={t('inventory.history.empty')} /> }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: history.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
        onChange: onPage,
      }}
      scroll={{ x: 720 }}
      columns={[
        { key: 'at', title: t('inventory.history.at'), render: (_v, h) => displayDateTime(h.createdAt) },
        ...(productId
          ? []
          : [{ key: 'product', title: t('inventory.field.name'), render: (_v: unknown, h: StockChange) => <Link to={`/manage/inventory/inventoryDetail?productId=${h.productId}`}>{h.productName}</Link> }]),
        { key: 'reason', title: t('inventory.history.reason'), render: (_v, h) => <Tag color={REASON_COLORS[h.reason]}>{t(`inventory.history.reasons.${h.reason}`, { defaultValue: h.reason })}</Tag> },
        {
          key: 'change',
          title: t('inventory.history.change'),
          align: 'right',
          render: (_v, h) => <Typography.Text type={h.change < 0 ? 'danger' : 'success'}>{h.change > 0 ? `+${h.change}` : h.change}</Typography.Text>,
        },
        { key: 'after', title: t('inventory.history.after'), align: 'right', dataIndex: 'stockAfter' },
        { key: 'order', title: t('inventory.history.orderNo'), render: (_v, h) => h.orderNo ?? '—' },
        { key: 'who', title: t('inventory.history.operator'), render: (_v, h) => h.operatorName ?? '—' },
      ]}
    />
  );
}
