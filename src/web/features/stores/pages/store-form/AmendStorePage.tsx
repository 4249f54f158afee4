import { App, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { readText } from '../../../../components/urlParams';
import { useEditStore, useStoreDetail } from '../../api.manage';
import { StoreForm } from '../../components/store-form/StoreForm';
import { toFormValues } from '../../components/store-form/storeFormValues';

/** /setting/storeManagement/amendStore?storeId=…: changes a store's details and settlement. */
export default function AmendStorePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeId = readText(params, 'storeId', 40) ?? null;
  const detail = useStoreDetail(storeId);
  const edit = useEditStore();

  let body = <Skeleton active />;
  if (!storeId || detail.isError) {
    body = (
      <Result
        status="warning"
        title={t('stores.notFound')}
        extra={<ButtonLink to="/setting/storeManagement">{t('stores.backToList')}</ButtonLink>}
      />
    );
  } else if (detail.data) {
    const d = detail.data;
    body = (
      <StoreForm
        key={d.storeId}
        initialValues={toFormValues(d)}
        buildingLabel={d.buildingName}
        isMain={d.headOffFlg === 'Y'}
        submitting={edit.isPending}
        submitText={t('stores.form.save')}
        onSubmit={async (values) => {
          await edit.mutateAsync({ ...values, storeId: d.storeId });
          void message.success(t('stores.done.amend', { name: values.storeName }));
          navigate(`/setting/storeManagement/showStore?storeId=${encodeURIComponent(d.storeId)}`);
        }}
      />
    );
  }
  return <PageCard title={t('stores.menu.amendStore')}>{body}</PageCard>;
}
