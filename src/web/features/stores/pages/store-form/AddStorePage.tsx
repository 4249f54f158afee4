import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { useAddStore } from '../../api.manage';
import { StoreForm } from '../../components/store-form/StoreForm';

/** /setting/storeManagement/addStore: a new store of the business. */
export default function AddStorePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddStore();
  return (
    <PageCard title={t('stores.menu.addStore')}>
      <StoreForm
        submitting={add.isPending}
        submitText={t('stores.form.add')}
        onSubmit={async (values) => {
          const store = await add.mutateAsync(values);
          void message.success(t('stores.done.add', { name: store.storeName }));
          navigate(`/setting/storeManagement/showStore?storeId=${encodeURIComponent(store.storeId)}`);
        }}
      />
    </PageCard>
  );
}
