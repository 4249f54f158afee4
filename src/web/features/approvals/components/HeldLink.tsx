import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** On a money result screen whose order an account mandate holds (W): where its approval can be followed. */
export function HeldLink() {
  const { t } = useTranslation();
  return <Link to="/setting/transactionApproval?tab=all&status=P">{t('approvals.held.open')}</Link>;
}
