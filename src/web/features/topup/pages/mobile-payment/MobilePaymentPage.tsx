import { LoadingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { displayPhone } from '../../../../../shared/rules/identity';
import { PageCard } from '../../../../components/PageCard';
import { refreshMoney } from '../../../../api/money';
import { useTopupStatus } from '../../api';
import { TopupMissing } from '../../components/TopupMissing';
import { TopupSteps } from '../../components/TopupSteps';

/**
 * /finance/money/mobilePayment: waiting for the approval on the phone. The order is asked about
 * every 1.5 s; when it ends the result page shows how. Opened without an order (or with one the
 * server does not know) it says so, with Back, instead of waiting for an answer that never comes.
 */
export default function MobilePaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const ordNo = params.get('ordNo') ?? '';
  const status = useTopupStatus(ordNo);
  const order = status.data;

  useEffect(() => {
    if (order && (order.status === 'S' || order.status === 'F')) {
      void refreshMoney(queryClient);
      navigate(`/finance/money/mobileResult?ordNo=${encodeURIComponent(order.ordNo)}`, { replace: true });
    }
  }, [order, navigate, queryClient]);

  return (
    <PageCard title={t('topup.payment.title')}>
      <TopupSteps current={0} />
      {!ordNo || status.isError ? (
        <TopupMissing message={status.error?.message} onBack={() => navigate('/finance/money')} />
      ) : (
        <Flex vertical align="center" gap={16} style={{ padding: '32px 0' }} role="status" aria-live="polite">
          <Spin indicator={<LoadingOutlined style={{ fontSize: 40 }} spin />} />
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {t('topup.payment.processing')}
          </Typography.Title>
          {order && (
            <Typography.Paragraph style={{ textAlign: 'center', maxWidth: 480 }}>
              {order.ordTyp === '02'
                ? t('topup.card.approve', { card: order.cardNo ?? '', amount: formatMoney(order.amount) })
                : t('topup.payment.approve', { phone: displayPhone(order.mblNo ?? ''), amount: formatMoney(order.amount) })}
            </Typography.Paragraph>
          )}
          <Typography.Text type="secondary">{order?.ordTyp === '02' ? t('topup.card.wait') : t('topup.payment.wait')}</Typography.Text>
        </Flex>
      )}
    </PageCard>
  );
}
