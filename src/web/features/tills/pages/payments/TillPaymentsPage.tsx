import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../../components/PageCard';
import { PaymentRecords } from '../../components/PaymentRecords';

/** /tillManagement/payments (function 43 Cashier, and till managers): every till's payments, live, to claim against sales. */
export default function TillPaymentsPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('tills.menu.payments')}>
      <PaymentRecords />
    </PageCard>
  );
}
