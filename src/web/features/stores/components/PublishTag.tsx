import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The publish state of a store (spec 001 section 4): published, waiting for the provider's review,
 * or unpublished; a store the review refused (R) shows as unpublished with the reason.
 */
export function PublishTag({ pushFlg, reviewSts, reviewReason }: { pushFlg: 'Y' | 'N' | 'R'; reviewSts?: 'U' | null; reviewReason?: string | null }) {
  const { t } = useTranslation();
  if (reviewSts === 'U') return <Tag color="gold">{t('stores.publish.waiting')}</Tag>;
  if (pushFlg === 'Y') return <Tag color="green">{t('stores.publish.Y')}</Tag>;
  if (pushFlg === 'R') {
    const tag = <Tag color="red">{t('stores.publish.R')}</Tag>;
    return reviewReason ? <Tooltip title={t('stores.publish.reason', { reason: reviewReason })}>{tag}</Tooltip> : tag;
  }
  return <Tag>{t('stores.publish.N')}</Tag>;
}
