import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/PageCard';
import { readPage, toSearch } from '../../../components/urlParams';
import { CategoriesTab } from '../components/CategoriesTab';
import { ProductsTab } from '../components/ProductsTab';
import { StockHistoryTable } from '../components/StockHistoryTable';

const TABS = ['products', 'categories', 'history'] as const;
type Tab = (typeof TABS)[number];

/** /manage/inventory: products, categories and the stock history, the tab in the URL (`?tab=`). */
export default function InventoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'products';
  const page = readPage(params);
  return (
    <PageCard title={t('inventory.title')}>
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(toSearch({ tab: next === 'products' ? undefined : next }))}
        destroyOnHidden
        items={[
          { key: 'products', label: t('inventory.tabs.products'), children: <ProductsTab /> },
          { key: 'categories', label: t('inventory.tabs.categories'), children: <CategoriesTab /> },
          {
            key: 'history',
            label: t('inventory.tabs.history'),
            children: <StockHistoryTable page={page} onPage={(pn, ps) => setParams(toSearch({ tab: 'history', page: pn, size: ps }))} />,
          },
        ]}
      />
    </PageCard>
  );
}
