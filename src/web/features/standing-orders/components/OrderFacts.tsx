import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { CATEGORY_KEYS, FREQUENCY_KEYS, type Frequency } from '../../../../shared/rules/standingOrders';
import { displayDate } from '../../../components/dateDisplay';
import { useChannelLabel } from '../../beneficiary/components/useChannelLabel';

export interface OrderFactsValues {
  name: string;
  category: string;
  rcvCnl: string;
  rcvNm: string | null;
  rcvAcNo: string | null;
  /** The payee as stored: a paybill's account reference is read from it. */
  payee?: { accountReference?: string | null };
  amount: number;
  /** The charges of one run, apart as the bills review shows them: amount + fee + excise duty + VAT = total. */
  fee: number;
  exciseDuty: number;
  vat: number;
  totalAmount: number;
  frequency: string;
  startDate: string;
  endDate: string | null;
  maxRuns: number | null;
  reason: string | null;
  nextDate?: string | null;
  lastDate?: string | null;
  status?: string;
  orderNo?: string;
  runsDone?: number;
}

export const STATUS_COLORS: Record<string, string> = { '0': 'success', '1': 'warning', '2': 'default', '3': 'blue' };

/** Every field of a standing order (the confirm step, the result and the detail page). */
export function OrderFacts({ o }: { o: OrderFactsValues }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const end = o.endDate ? displayDate(o.endDate) : o.maxRuns ? t('standingOrders.form.afterRuns', { count: o.maxRuns }) : t('standingOrders.form.endNone');
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      {o.orderNo && <Descriptions.Item label={t('standingOrders.field.orderNo')}>{o.orderNo}</Descriptions.Item>}
      {o.status && (
        <Descriptions.Item label={t('standingOrders.field.status')}>
          <Tag color={STATUS_COLORS[o.status]}>{t(`standingOrders.status.${o.status}`)}</Tag>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('standingOrders.field.name')}>{o.name}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.category')}>{t(`standingOrders.category.${CATEGORY_KEYS[o.category as '01'] ?? 'other'}`)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.payee')}>{[o.rcvNm, o.rcvAcNo, o.payee?.accountReference].filter(Boolean).join(' · ')}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.channel')}>{channelLabel(o.rcvCnl)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.amount')}>{formatMoney(o.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.fee')}>{formatMoney(o.fee)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.exciseDuty')}>{formatMoney(o.exciseDuty)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.vat')}>{formatMoney(o.vat)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.total')}>{formatMoney(o.totalAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.frequency')}>{t(`standingOrders.frequency.${FREQUENCY_KEYS[o.frequency as Frequency] ?? 'monthly'}`)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.startDate')}>{displayDate(o.startDate)}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.end')}>{end}</Descriptions.Item>
      {o.nextDate !== undefined && <Descriptions.Item label={t('standingOrders.field.nextDate')}>{o.nextDate ? displayDate(o.nextDate) : '—'}</Descriptions.Item>}
      {o.lastDate !== undefined && <Descriptions.Item label={t('standingOrders.field.lastDate')}>{o.lastDate ? displayDate(o.lastDate) : '—'}</Descriptions.Item>}
      {o.runsDone !== undefined && <Descriptions.Item label={t('standingOrders.field.runsDone')}>{o.runsDone}</Descriptions.Item>}
      <Descriptions.Item label={t('standingOrders.field.paySource')}>{t('standingOrders.form.wallet')}</Descriptions.Item>
      <Descriptions.Item label={t('standingOrders.field.reason')}>{o.reason ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
