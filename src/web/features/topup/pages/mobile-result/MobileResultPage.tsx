import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { displayPhone } from '../../../../../shared/rules/identity';
import { PageCard } from '../../../../components/PageCard';
import { displayDateTime } from '../../../../components/dateDisplay';
import { usePaymentMobiles, useTopupCards, useTopupDetail } from '../../api';
import { TopupMissing } from '../../components/TopupMissing';
import { TopupSteps } from '../../components/TopupSteps';

/**
 * /finance/money/mobileResult: how the top-up ended, with the reason when it failed; without an
 * order (or with one the server does not know) what is missing, with Back.
 */
export default function MobileResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ordNo = params.get('ordNo') ?? '';
  const detail = useTopupDetail(ordNo);
  const mobiles = usePaymentMobiles();
  const cards = useTopupCards();
  const order = detail.data;

  // Without an order the query never runs (it would stay pending for good): say what is missing.
  if (!ordNo || detail.isError) {
    return (
      <PageCard title={t('topup.result.title')}>
        <TopupSteps current={1} />
        <TopupMissing message={detail.error?.message} onBack={() => navigate('/finance/money')} />
      </PageCard>
    );
  }
  if (!order) {
    return (
      <PageCard title={t('topup.result.title')}>
        <Skeleton active />
      </PageCard>
    );
  }
  const ok = order.status === 'S';
  const pending = order.status === 'P' || order.status === 'U';
  const mobileId = mobiles.data?.list.find((m) => m.mblNo === order.mblNo)?.mobileId;
  const card = order.ordTyp === '02';
  const cardId = card ? cards.data?.list.find((c) => c.cardNo === order.cardNo)?.cardId : undefined;
  const retry = () =>
    navigate(
      card
        ? `/finance/money/mobileInformation?amount=${order.amount}${cardId ? `&cardId=${encodeURIComponent(cardId)}` : ''}`
        : `/finance/money/mobileInformation?amount=${order.amount}${mobileId ? `&mobileId=${encodeURIComponent(mobileId)}` : ''}`,
    );
  return (
    <PageCard title={t('topup.result.title')}>
      <TopupSteps current={1} />
      <Result
        status={ok ? 'success' : pending ? 'info' : 'error'}
        title={ok ? t('topup.result.success') : pending ? t('topup.payment.processing') : t('topup.result.failed')}
        subTitle={ok ? t('topup.result.successText', { amount: formatMoney(order.totalAmount) }) : order.failReason}
        extra={[
          <Button key="money" type={ok ? 'primary' : 'default'} onClick={() => navigate('/finance/money')}>
            {t('topup.result.backToMoney')}
          </Button>,
          !ok && !pending && (
            <Button key="retry" type="primary" onClick={retry}>
              {t('common.retry')}
            </Button>
          ),
          pending && (
            <Button key="follow" type="primary" onClick={() => navigate(`/finance/money/mobilePayment?ordNo=${encodeURIComponent(order.ordNo)}`)}>
              {t('topup.result.follow')}
            </Button>
          ),
        ]}
      >
        <Descriptions column={1} size="small" bordered style={{ maxWidth: 520, margin: '0 auto' }}>
          <Descriptions.Item label={t('topup.result.orderNo')}>{order.ordNo}</Descriptions.Item>
          <Descriptions.Item label={t('topup.confirm.from')}>{card ? order.cardNo : displayPhone(order.mblNo ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('topup.confirm.amount')}>{formatMoney(order.amount)}</Descriptions.Item>
          {order.receipt && <Descriptions.Item label={card ? t('topup.card.receipt') : t('topup.result.receipt')}>{order.receipt}</Descriptions.Item>}
          <Descriptions.Item label={t('topup.result.time')}>{displayDateTime(order.finishedAt ?? order.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Result>
    </PageCard>
  );
}
