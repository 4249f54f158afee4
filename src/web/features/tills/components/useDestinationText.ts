import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../shared/format/phone';

/**
 * Where a till's money settles, in words: 'Bank account · KCB Bank 1187654322', 'M-PESA · +254 722
 * 000 111', 'Business wallet'. The settlement screens, the settle dialog and the settlements list
 * all say it this way.
 */
export function useDestinationText(): (channel: string, destination: string | null | undefined) => string {
  const { t } = useTranslation();
  return (channel, destination) => {
    const where = destination ? (channel === 'M' ? formatPhone(destination) : destination) : '';
    return `${t(`tills.channel.${channel}`)}${where ? ` · ${where}` : ''}`;
  };
}
