import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';

/** The charges of one run as the server quoted them: amount, fee, excise duty, VAT and their total (the edit page's new amount). */
export function RunCharges({ c }: { c: { amount: number; fee: number; exciseDuty: number; vat: number; totalAmount: number } }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'amount', label: t('standingOrders.field.amount'), children: formatMoney(c.amount) },
        { key: 'fee', label: t('standingOrders.field.fee'), children: formatMoney(c.fee) },
        { key: 'excise', label: t('standingOrders.field.exciseDuty'), children: formatMoney(c.exciseDuty) },
        { key: 'vat', label: t('standingOrders.field.vat'), children: formatMoney(c.vat) },
        { key: 'total', label: t('standingOrders.field.total'), children: <strong>{formatMoney(c.totalAmount)}</strong> },
      ]}
    />
  );
}
