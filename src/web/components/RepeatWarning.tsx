import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { displayDateTime } from './dateDisplay';

/**
 * 'Sent already?': the review of a payment, before the PIN, when the business paid the same amount
 * to the same payee in the last half hour (`repeatOf` of send money, bills and pay by code). The
 * link opens that payment in a new tab, so the review stays.
 *
 *   {pre.repeatOf && <RepeatWarning amount={pre.amount} repeat={pre.repeatOf} to={detailPath(pre.repeatOf.ordNo)} />}
 */
export function RepeatWarning({ amount, repeat, to }: { amount: number; repeat: { ordNo: string; createdAt: string }; to: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      message={t('common.repeat.title')}
      description={
        <>
          {t('common.repeat.text', { amount: formatMoney(amount), time: displayDateTime(repeat.createdAt) })}{' '}
          <Link to={to} target="_blank">
            {t('common.repeat.link')}
          </Link>
        </>
      }
    />
  );
}
