import { Alert, Button, Descriptions, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount, formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { formatPhone } from '../../../../shared/format/phone';
import { useSplitOrderDetail } from '../api';
import { splitPayLink } from '../splitLinks';

const STATUS_COLOR = { '0': 'orange', '1': 'green', '2': 'red' } as const;

/**
 * A split-bill message (spec 000 section 4): its share and whom to pay; paid ('1') shows Details
 * (the transfer that paid it), not paid ('0') or failed ('2') shows To Pay, which opens the
 * transfer screen filled in and linked to the share.
 */
export function SplitActions({ orderNo, orderDate, onNavigate }: { orderNo: string; orderDate: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useSplitOrderDetail(orderNo, orderDate);
  if (detail.isPending) return <Spin size="small" />;
  if (detail.isError || !detail.data) return <Alert type="warning" showIcon title={t('notifications.split.loadFailed')} />;
  const d = detail.data;
  const go = (to: string) => {
    onNavigate();
    navigate(to);
  };
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'share', label: t('notifications.split.share'), children: formatMoney(d.payAmt) },
          { key: 'total', label: t('notifications.split.total'), children: formatMoney(d.totalAmount) },
          { key: 'to', label: t('notifications.split.payTo'), children: `${truncateName(d.rcvNm)} (${formatPhone(d.rcvMblNo)})` },
          ...(d.remarks ? [{ key: 'for', label: t('notifications.split.forWhat'), children: d.remarks }] : []),
          { key: 'status', label: t('notifications.split.paymentStatus'), children: <Tag color={STATUS_COLOR[d.orderPaymentStatus]}>{t(`notifications.split.status.${d.orderPaymentStatus}`)}</Tag> },
        ]}
      />
      <div>
        {d.orderPaymentStatus === '1' ? (
          <Button onClick={() => go(d.payOrdNo ? `/finance/transfer/details?ordNo=${encodeURIComponent(d.payOrdNo)}` : '/finance/transfer')}>{t('notifications.split.details')}</Button>
        ) : (
          <Button type="primary" onClick={() => go(splitPayLink(d))} aria-label={`${t('notifications.split.toPay')} ${formatAmount(d.payAmt)}`}>
            {t('notifications.split.toPay')}
          </Button>
        )}
      </div>
    </Flex>
  );
}
