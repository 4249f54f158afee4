import { Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UtilityBill } from '../../../../shared/actions/bills';
import { formatMoney } from '../../../../shared/format/money';
import { ruleText } from '../../../i18n';

/** The package of a TV or internet account; choosing one fills the amount with its price. */
export function BillPackageField({ form, bill }: { form: FormInstance; bill: UtilityBill | null | undefined }) {
  const { t } = useTranslation();
  if (bill?.mode !== 'package') return null;
  return (
    <Form.Item name="packageCode" label={t('bills.form.package')} rules={[{ required: true, message: ruleText('MMCP5405') }]}>
      <Select
        placeholder={t('bills.form.packagePlaceholder')}
        options={bill.packages.map((p) => ({ value: p.code, label: `${p.name} · ${formatMoney(p.amount)}` }))}
        onChange={(code: string) => {
          const pkg = bill.packages.find((p) => p.code === code);
          if (pkg) form.setFieldsValue({ amount: pkg.amount / 100 });
        }}
      />
    </Form.Item>
  );
}
