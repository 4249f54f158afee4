import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Flex, Input, Select, Space, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Product } from '../../../../shared/actions/inventory';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/protocol/paging';
import { INVENTORY_STATUSES, type InventoryStatus, MIN_PRODUCTS_TO_START, STATUS_KEYS } from '../../../../shared/rules/inventory';
import { useFunctions } from '../../../app/guards/permissions';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { TableEmpty } from '../../../components/TableEmpty';
import { usePhone } from '../../../components/usePhone';
import { readPage, readText, toSearch } from '../../../components/urlParams';
import { saveLink } from '../../../components/saveLink';
import { ruleText } from '../../../i18n';
import { useBatchDownload, useCategories, useProducts, useProductsChange } from '../api';
import { BulkUploadDialog } from './BulkUploadDialog';
import { ProductActions } from './ProductActions';
import { PriceText, ProductThumb, StatusTag } from './ProductBits';
import { StatusOverview } from './StatusOverview';

/**
 * The products tab of /manage/inventory: counts per status, search, category and status filters
 * (all in the URL), the list paged on the server, row actions and batch publish, unpublish and
 * delete; bulk upload (`?upload=1` opens it) and batch download.
 */
export function ProductsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const keyword = readText(params, 'keyword');
  const categoryId = readText(params, 'category', 40);
  const rawStatus = params.get('status');
  const status = (INVENTORY_STATUSES as readonly string[]).includes(rawStatus ?? '') ? (rawStatus as InventoryStatus) : undefined;
  const filter = { keyword, categoryId, status };
  const list = useProducts({ ...filter, ...page });
  const categories = useCategories();
  const change = useProductsChange();
  const download = useBatchDownload();
  const row = useRowAction();
  const { has } = useFunctions();
  const manage = has('2202');
  const [selected, setSelected] = useState<string[]>([]);
  const uploadOpen = params.get('upload') === '1';
  const phone = usePhone();

  const nameCell = (p: Product) => (
    <Flex gap={10} align="center">
      <ProductThumb product={p} />
      <Flex vertical>
        <Link to={`/manage/inventory/inventoryDetail?productId=${p.productId}`}>{p.name}</Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {p.productNo}
        </Typography.Text>
      </Flex>
    </Flex>
  );
  const stockCell = (p: Product) => (
    <Flex gap={8} justify="flex-end" align="center">
      {p.stock}
      <StatusTag status={p.stockStatus} />
    </Flex>
  );
  const actionsCell = (p: Product) => (manage ? <ProductActions product={p} link /> : null);
  const priceColumn = { key: 'price', title: t('inventory.field.sellingPrice'), align: 'right' as const, render: (_v: unknown, p: Product) => <PriceText product={p} /> };
  const columns: TableProps<Product>['columns'] = [
    { key: 'name', title: t('inventory.field.name'), render: (_v, p) => nameCell(p) },
    { key: 'category', title: t('inventory.field.category'), render: (_v, p) => p.categoryName ?? '—' },
    priceColumn,
    { key: 'stock', title: t('inventory.field.stock'), align: 'right', render: (_v, p) => stockCell(p) },
    { key: 'status', title: t('inventory.field.status'), render: (_v, p) => <StatusTag status={p.status} /> },
    { key: 'actions', title: '', render: (_v, p) => actionsCell(p) },
  ];
  // On a phone a product is one cell (its name, number, stock and state, and the actions) beside its price.
  const phoneColumns: TableProps<Product>['columns'] = [
    {
      key: 'name',
      title: t('inventory.field.name'),
      render: (_v, p) => (
        <Flex vertical gap={4} align="start">
          {nameCell(p)}
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">
              {t('inventory.field.stock')}: {p.stock}
            </Typography.Text>
            <StatusTag status={p.stockStatus} />
            <StatusTag status={p.status} />
          </Flex>
          {actionsCell(p)}
        </Flex>
      ),
    },
    priceColumn,
  ];

  const setFilter = (next: Record<string, string | undefined>) => {
    setSelected([]);
    setParams(toSearch({ tab: 'products', keyword, category: categoryId, status, ...next, page: 1, size: page.pageSize }));
  };
  const setUpload = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('upload', '1');
    else next.delete('upload');
    setParams(next);
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    const out = await download.mutateAsync({ ...filter, format });
    saveLink(out.url, out.fileName);
  };
  const batch = (kind: 'publish' | 'unpublish' | 'delete') =>
    void row.run(
      'batch',
      async () => {
        await change.mutateAsync({ productIds: selected, change: kind });
        setSelected([]);
      },
      t(kind === 'publish' ? 'inventory.published' : kind === 'unpublish' ? 'inventory.unpublished' : 'inventory.deleted'),
      kind === 'delete'
        ? { title: t('inventory.deleteConfirm', { count: selected.length, name: list.data?.list.find((p) => p.productId === selected[0])?.name ?? '' }), danger: true }
        : undefined,
    );

  return (
    <>
      <StatusOverview counts={list.data?.counts} status={status} onStatus={(s) => setFilter({ status: s })} />
      {list.data && list.data.counts.all < MIN_PRODUCTS_TO_START && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={ruleText('MMCP5819')} />
      )}
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            aria-label={t('inventory.search')}
            placeholder={t('inventory.search')}
            defaultValue={keyword}
            onSearch={(v) => setFilter({ keyword: v.trim() || undefined })}
            style={{ width: 280 }}
          />
          <Select
            allowClear
            aria-label={t('inventory.field.category')}
            placeholder={t('inventory.field.category')}
            value={categoryId}
            onChange={(v?: string) => setFilter({ category: v })}
            style={{ width: 180 }}
            options={(categories.data?.list ?? []).map((c) => ({ value: c.categoryId, label: c.name }))}
          />
          <Select
            allowClear
            aria-label={t('inventory.field.status')}
            placeholder={t('inventory.field.status')}
            value={status}
            onChange={(v?: string) => setFilter({ status: v })}
            style={{ width: 160 }}
            options={INVENTORY_STATUSES.map((s) => ({ value: s, label: t(`inventory.status.${STATUS_KEYS[s]}`) }))}
          />
        </Flex>
        <Flex gap={8} wrap>
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('inventory.downloadCsv') },
                { key: 'xlsx', label: t('inventory.downloadXlsx') },
              ],
              onClick: ({ key }) => void exportAs(key as 'csv' | 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending}>
              {t('inventory.download')}
            </Button>
          </Dropdown>
          {manage && (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUpload(true)}>
                {t('inventory.upload.open')}
              </Button>
              <Button type="primary" onClick={() => void navigate('/manage/inventory/addInventory')}>
                {t('inventory.add')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      {manage && selected.length > 0 && (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <Typography.Text>{t('inventory.selected', { count: selected.length })}</Typography.Text>
          <Space>
            <Button size="small" disabled={row.busy('batch')} onClick={() => batch('publish')}>
              {t('inventory.publish')}
            </Button>
            <Button size="small" disabled={row.busy('batch')} onClick={() => batch('unpublish')}>
              {t('inventory.unpublish')}
            </Button>
            <Button size="small" danger disabled={row.busy('batch')} onClick={() => batch('delete')}>
              {t('inventory.delete')}
            </Button>
          </Space>
        </Flex>
      )}
      <Table<Product>
        rowKey="productId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={manage ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
        locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={keyword || categoryId || status ? t('inventory.noMatch') : t('inventory.empty')} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('inventory.total', { count: total }),
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (p, s) => setParams(toSearch({ tab: 'products', keyword, category: categoryId, status, page: p, size: s })),
        }}
        scroll={phone ? undefined : { x: 980 }}
        columns={phone ? phoneColumns : columns}
      />
      {uploadOpen && manage && <BulkUploadDialog onClose={() => setUpload(false)} />}
    </>
  );
}
