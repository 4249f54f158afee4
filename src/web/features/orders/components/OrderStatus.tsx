import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoodsOrderSummary } from '../../../../shared/actions/orders';

const ACCEPT_COLORS: Record<string, string> = { NO: 'blue', OG: 'gold', PD: 'purple', CP: 'green', SP: 'default', CL: 'red', U1: 'default' };
const PAY_COLORS: Record<string, string> = { PS: 'green', WR: 'orange', SR: 'volcano', MR: 'volcano', FP: 'red', HS: 'default', WP: 'default', U1: 'default' };

/** An order's handling (accept status) and money (payment status) as two tags. */
export function OrderStatus({ order }: { order: Pick<GoodsOrderSummary, 'acceptStatus' | 'payStatus' | 'detailStatus'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={ACCEPT_COLORS[order.acceptStatus] ?? 'default'}>{t(`orders.accept.${order.acceptStatus}`, { defaultValue: order.acceptStatus })}</Tag>
      <Tag color={PAY_COLORS[order.payStatus] ?? 'default'}>{t(`orders.pay.${order.payStatus}`, { defaultValue: order.payStatus })}</Tag>
      {(order.detailStatus === 'RP' || order.detailStatus === 'WA') && <Tag>{t(`orders.detailStatus.${order.detailStatus}`)}</Tag>}
    </Space>
  );
}
