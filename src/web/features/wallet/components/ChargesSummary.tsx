import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';

export interface Charges {
  fee: number;
  exciseDuty: number;
  vat: number;
  totalAmount: number;
}

/** What an order costs before it is confirmed: amount, fee, taxes and what leaves the wallet. */
export function ChargesSummary({ amount, charges }: { amount: number; charges: Charges }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'amount', label: t('wallet.charges.amount'), children: formatMoney(amount) },
        { key: 'fee', label: t('wallet.charges.fee'), children: formatMoney(charges.fee) },
        { key: 'excise', label: t('wallet.charges.excise'), children: formatMoney(charges.exciseDuty) },
        ...(charges.vat > 0 ? [{ key: 'vat', label: t('wallet.charges.vat'), children: formatMoney(charges.vat) }] : []),
        { key: 'total', label: t('wallet.charges.total'), children: <strong>{formatMoney(charges.totalAmount)}</strong> },
      ]}
    />
  );
}
