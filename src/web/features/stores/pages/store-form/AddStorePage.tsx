import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { useAddStore } from '../../api.manage';
import { StoreForm } from '../../components/store-form/StoreForm';
import { useSingleFlight } from '../../../../components/useSingleFlight';

/** /setting/storeManagement/addStore: a new store of the business. */
export default function AddStorePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddStore();
  // Once at a time: a double click adds one store, not a store and a 'name exists' refusal.
  const submit = useSingleFlight(async (values: Parameters<typeof add.mutateAsync>[0]) => {
    const store = await add.mutateAsync(values);
    void message.success(t('stores.done.add', { name: store.storeName }));
    navigate(`/setting/storeManagement/showStore?storeId=${encodeURIComponent(store.storeId)}`);
  });
  return (
    <PageCard title={t('stores.menu.addStore')}>
      <StoreForm
        submitting={add.isPending}
        submitText={t('stores.form.add')}
        onSubmit={submit}
      />
    </PageCard>
  );
}
