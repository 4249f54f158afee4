import { App, Button, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../shared/format/money';
import { useFunctions } from '../../../app/guards/permissions';
import { PageCard } from '../../../components/PageCard';
import { displayDateTime } from '../../../components/dateDisplay';
import { readPage, toSearch } from '../../../components/urlParams';
import { useProduct } from '../api';
import { ProductActions } from '../components/ProductActions';
import { PriceText, ProductThumb, StatusTag } from '../components/ProductBits';
import { StockHistoryTable } from '../components/StockHistoryTable';

/**
 * /manage/inventory/inventoryDetail?productId=…: the product, its publish and stock status, and
 * its stock history (paged in the URL); edit, publish or unpublish, delete with function 2202.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const productId = params.get('productId');
  const detail = useProduct(productId);
  const { has } = useFunctions();
  const page = readPage(params);
  const p = detail.data?.product;

  useEffect(() => {
    if (params.get('saved') === '1') {
      void message.success(t('inventory.saved'));
      setParams(toSearch({ productId }), { replace: true });
    }
  }, [params, setParams, productId, message, t]);

  if (!productId || detail.isError) {
    return (
      <PageCard title={t('inventory.detailTitle')}>
        <Result status="404" title={t('inventory.notFound')} extra={<Button onClick={() => void navigate('/manage/inventory')}>{t('inventory.backToList')}</Button>} />
      </PageCard>
    );
  }
  if (!p) {
    return (
      <PageCard title={t('inventory.detailTitle')}>
        <Spin />
      </PageCard>
    );
  }
  const manage = has('2202');
  return (
    <PageCard
      title={p.name}
      extra={manage && <ProductActions product={p} onDeleted={() => void navigate('/manage/inventory')} />}
    >
      <Flex gap={24} wrap align="flex-start" style={{ marginBottom: 24 }}>
        <ProductThumb product={p} size={160} />
        <Descriptions column={{ xs: 1, sm: 2 }} style={{ flex: 1, minWidth: 280 }} size="small">
          <Descriptions.Item label={t('inventory.field.productNo')}>{p.productNo}</Descriptions.Item>
          <Descriptions.Item label={t('inventory.field.category')}>{p.categoryName ?? t('inventory.form.noCategory')}</Descriptions.Item>
          <Descriptions.Item label={t('inventory.field.sellingPrice')}>
            <PriceText product={p} />
          </Descriptions.Item>
          <Descriptions.Item label={t('inventory.field.discount')}>{formatMoney(p.discount)}</Descriptions.Item>
          <Descriptions.Item label={t('inventory.field.stock')}>
            <Flex gap={8} align="center">
              <Typography.Text strong>{p.stock}</Typography.Text>
              <StatusTag status={p.stockStatus} />
            </Flex>
          </Descriptions.Item>
          {/* The unit is the business's own word ('piece', 'kg'), so it stands as written, not after a count. */}
          {p.unit ? <Descriptions.Item label={t('inventory.field.unit')}>{p.unit}</Descriptions.Item> : null}
          <Descriptions.Item label={t('inventory.field.lowStock')}>{p.lowStock}</Descriptions.Item>
          <Descriptions.Item label={t('inventory.field.status')}>
            <StatusTag status={p.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('inventory.field.updatedAt')}>{displayDateTime(p.updatedAt)}</Descriptions.Item>
          {p.description && (
            <Descriptions.Item label={t('inventory.field.description')} span={2}>
              {p.description}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Flex>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('inventory.history.title')}
      </Typography.Title>
      <StockHistoryTable productId={p.productId} page={page} onPage={(pn, ps) => setParams(toSearch({ productId, page: pn, size: ps }))} />
    </PageCard>
  );
}
