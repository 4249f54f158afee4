import { Form, } from 'antd';
import type { ReactNode } from 'react';
import { amountProblem } from '../../../../shared/rules/money';
import { ruleText } from '../../../i18n';
import { AmountInput } from '../../../components/AmountInput';

/** Shillings typed in the field as integer minor units (null while empty). */
export function toMinor(shillings: number | null | undefined): number | null {
  return shillings === null || shillings === undefined || Number.isNaN(shillings) ? null : Math.round(shillings * 100);
}

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
      rules={[
        {
          validator: async (_rule, value: number | null) => {
            const problem = amountProblem(toMinor(value), limits ?? { min: 1, max: Number.MAX_SAFE_INTEGER });
            if (problem) throw new Error(ruleText(problem));
          },
        },
      ]}
    >
      <AmountInput precision={wholeShillings ? 0 : 2} min={0} style={{ width: '100%' }} placeholder="0" />
    </Form.Item>
  );
}
