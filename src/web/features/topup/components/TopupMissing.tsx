import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A top-up step opened without the top-up it is about (a bookmarked or typed address: no number or
 * amount, no order or one the server does not know): what is wrong and Back, never a wait that
 * cannot end. `message` is the server's word on an order it refused; else the details are missing.
 */
export function TopupMissing({ message, onBack }: { message?: string | null; onBack: () => void }) {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={message || t('topup.confirm.missing')} action={<Button onClick={onBack}>{t('common.back')}</Button>} />;
}
