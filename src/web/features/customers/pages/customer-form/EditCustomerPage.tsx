import { App, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { useCustomer, useEditCustomer } from '../../api';
import { CustomerForm } from '../../components/CustomerForm';
import { customerToForm } from '../../components/customerForm';

/** /customer/edit?custId=: amend a customer (2104); back to their details once saved. */
export default function EditCustomerPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = params.get('custId');
  const customer = useCustomer(custId);
  const edit = useEditCustomer();
  return (
    <PageCard title={t('customers.menu.edit')}>
      {customer.isPending && custId ? (
        <Skeleton active />
      ) : !customer.data ? (
        <Result status="warning" title={t('customers.form.notFound')} extra={<ButtonLink to="/customer">{t('customers.form.back')}</ButtonLink>} />
      ) : (
        <CustomerForm
          key={customer.data.custId}
          initialValues={customerToForm(customer.data)}
          submitting={edit.isPending}
          onSubmit={async (values) => {
            await edit.mutateAsync({ ...values, custId: customer.data.custId });
            void message.success(t('customers.form.saved'));
            navigate(`/customer/details?custId=${encodeURIComponent(customer.data.custId)}`);
          }}
        />
      )}
    </PageCard>
  );
}
