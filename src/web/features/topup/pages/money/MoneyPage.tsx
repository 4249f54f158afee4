import { Button, Flex, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFunctions } from '../../../../app/guards/permissions';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { usePaymentMobiles } from '../../api';
import { mobileLabel } from '../../components/mobileLabel';
import { TopupWays } from './TopupWays';
import { WalletCard } from './WalletCard';

/** /finance/money: the wallet (function 45), the ways to top up, and the payment mobiles. */
export default function MoneyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { has } = useFunctions();
  const mobiles = usePaymentMobiles();
  const list = mobiles.data?.list ?? [];
  return (
    <PageCard title={t('topup.money.title')}>
      <Flex vertical gap={28}>
        {has('45') && <WalletCard />}
        <TopupWays />
        <section aria-labelledby="payment-mobiles">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={2} id="payment-mobiles" style={{ fontSize: 18, margin: 0 }}>
              {t('topup.mobiles.title')}
            </Typography.Title>
            <Flex gap={8}>
              <Button onClick={() => navigate('/finance/money/accountManagement')}>{t('topup.mobiles.manage')}</Button>
              <Button onClick={() => navigate('/finance/money/addNumber')}>{t('topup.mobiles.add')}</Button>
            </Flex>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('topup.mobiles.intro')}
          </Typography.Paragraph>
          {mobiles.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : list.length === 0 ? (
            <TableEmpty failed={mobiles.isError} onRetry={() => void mobiles.refetch()} description={t('topup.mobiles.empty')} />
          ) : (
            <List
              size="small"
              bordered
              dataSource={list}
              rowKey="mobileId"
              renderItem={(m) => (
                <List.Item
                  actions={[
                    <Button
                      key="topup"
                      type="link"
                      onClick={() => navigate(`/finance/money/mobileInformation?mobileId=${encodeURIComponent(m.mobileId)}`)}
                    >
                      {t('topup.mobiles.topUpFrom')}
                    </Button>,
                  ]}
                >
                  {mobileLabel(m)}
                </List.Item>
              )}
            />
          )}
        </section>
      </Flex>
    </PageCard>
  );
}
