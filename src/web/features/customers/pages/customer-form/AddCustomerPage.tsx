import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { useAddCustomer } from '../../api';
import { CustomerForm } from '../../components/CustomerForm';

/** /customer/add: a new customer (2101); on to their details once saved. */
export default function AddCustomerPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddCustomer();
  return (
    <PageCard title={t('customers.menu.add')}>
      <CustomerForm
        checkMobile
        submitting={add.isPending}
        onSubmit={async (values) => {
          const out = await add.mutateAsync(values);
          void message.success(t('customers.form.added'));
          navigate(`/customer/details?custId=${encodeURIComponent(out.custId)}`);
        }}
      />
    </PageCard>
  );
}
