import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../../shared/format/money';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useWallet } from '../../../../api/money';

/** The wallet's balance (function 45): what can be spent now, and what is held for payments on their way. */
export function WalletCard() {
  const { t } = useTranslation();
  const wallet = useWallet(true);
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('topup.wallet.title')}</h2>} aria-label={t('topup.wallet.title')}>
      {wallet.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : wallet.data ? (
        <Flex gap={48} wrap>
          <section aria-label={t('topup.wallet.available')}>
            <Typography.Text type="secondary">{t('topup.wallet.available')}</Typography.Text>
            <div style={{ fontSize: 28, fontWeight: 600 }}>{formatMoney(wallet.data.availableBalance)}</div>
          </section>
          <div>
            <Typography.Text type="secondary">{t('topup.wallet.reserved')}</Typography.Text>
            <div style={{ fontSize: 18 }}>{formatMoney(wallet.data.reserved)}</div>
          </div>
          <div>
            <Typography.Text type="secondary">{t('topup.wallet.account')}</Typography.Text>
            <div style={{ fontSize: 18 }}>{wallet.data.merchantNo}</div>
          </div>
        </Flex>
      ) : (
        <TableEmpty failed onRetry={() => void wallet.refetch()} description={t('common.loadFailed')} />
      )}
    </Card>
  );
}
