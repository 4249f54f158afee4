import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/PageCard';
import { ProductForm } from '../components/ProductForm';

/** /manage/inventory/addInventory: a new product (function 2202). */
export default function AddProductPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('inventory.addTitle')}>
      <ProductForm />
    </PageCard>
  );
}
