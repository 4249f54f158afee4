import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useTopupWallets } from '../../api';
import { CopyValue } from '../../components/CopyValue';

/**
 * /finance/money/bankInformation: where to send money so that it lands in the wallet: the wallet
 * account (the merchant number at the provider) by bank transfer or PesaLink, or the provider's
 * M-PESA paybill with the merchant number as the account.
 */
export default function BankInformationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallets = useTopupWallets();
  const data = wallets.data;
  return (
    <PageCard title={t('topup.bank.title')} extra={<Button onClick={() => navigate('/finance/money')}>{t('common.back')}</Button>}>
      {wallets.isPending ? (
        <Skeleton active />
      ) : !data ? (
        <TableEmpty failed onRetry={() => void wallets.refetch()} description="" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('topup.bank.intro')}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('topup.bank.transferTitle')}</h2>}>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('topup.bank.bank')}>{data.walletAccount.product}</Descriptions.Item>
                  <Descriptions.Item label={t('topup.bank.accountName')}>
                    <CopyValue value={data.walletAccount.accountName} label={t('topup.bank.accountName')} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('topup.bank.accountNo')}>
                    <CopyValue value={data.walletAccount.accountNo} label={t('topup.bank.accountNo')} />
                  </Descriptions.Item>
                </Descriptions>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t('topup.bank.transferNote')}
                </Typography.Paragraph>
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('topup.bank.paybillTitle')}</h2>}>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('topup.bank.businessNo')}>
                    <CopyValue value={data.paybill.shortCode} label={t('topup.bank.businessNo')} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('topup.bank.accountNo')}>
                    <CopyValue value={data.paybill.accountNo} label={t('topup.bank.accountNo')} />
                  </Descriptions.Item>
                </Descriptions>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t('topup.bank.paybillNote')}
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
          <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('topup.bank.timing')} />
        </>
      )}
    </PageCard>
  );
}
