import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/PageCard';
import { useProduct } from '../api';
import { ProductForm } from '../components/ProductForm';

/** /manage/inventory/editInventory?productId=…: the product's form filled in (function 2202). */
export default function EditProductPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const product = useProduct(params.get('productId'));
  return (
    <PageCard title={t('inventory.editTitle')}>
      {product.isError || !params.get('productId') ? (
        <Result status="404" title={t('inventory.notFound')} />
      ) : product.data ? (
        <ProductForm product={product.data.product} />
      ) : (
        <Spin />
      )}
    </PageCard>
  );
}
