import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { useAddBeneficiary } from '../../api';
import { BeneficiaryForm } from '../../components/BeneficiaryForm';

/** /finance/beneficiary/addBeneficiary: a new saved payee; back to the list once saved. */
export default function AddBeneficiaryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddBeneficiary();

  return (
    <PageCard title={t('beneficiary.menu.addBeneficiary')}>
      <BeneficiaryForm
        submitting={add.isPending}
        onSubmit={async (values) => {
          await add.mutateAsync(values);
          void message.success(t('beneficiary.form.added'));
          navigate('/finance/beneficiary');
        }}
      />
    </PageCard>
  );
}
