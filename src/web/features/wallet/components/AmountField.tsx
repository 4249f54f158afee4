import { Form } from 'antd';
import type { ReactNode } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { amountRule, wholeShillingsRule } from '../../../components/amountRule';

export { toMinor } from '../../../components/amountRule';

/**
 * An amount in KES checked against the limits the server gave (QueryTxAmtLimit) with the shared
 * rule and message: 'Enter an amount between {min} and {max}'. Whole shillings on M-PESA.
 */
export function AmountField({
  name,
  label,
  limits,
  wholeShillings,
  extra,
}: {
  name: string;
  label: string;
  limits: { min: number; max: number } | null;
  wholeShillings: boolean;
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[amountRule(limits), ...(wholeShillings ? [wholeShillingsRule] : [])]}
    >
      <AmountInput precision={wholeShillings ? 0 : 2} style={{ width: '100%' }} placeholder="0" />
    </Form.Item>
  );
}
