import { InputNumber, type InputNumberProps } from 'antd';

/** 25000.5 as the field shows it: 25,000.5 (the precision pads the rest when the field is left). */
export function groupThousands(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** What was typed or pasted, without the grouping commas (or anything else but digits and a point). */
export function ungroup(text: string | undefined): string {
  return (text ?? '').replace(/[^\d.]/g, '');
}

/**
 * A KES amount field: 'KES' before it, thousands grouped as it is typed (25,000.00, as every
 * amount is shown), no spinner. Takes InputNumber's props; a `parser` of the caller's own replaces
 * the one that drops the commas.
 *
 *   <Form.Item name="amount" label={t('...')}><AmountInput precision={2} min={0.01} /></Form.Item>
 */
export function AmountInput(props: Omit<InputNumberProps<number>, 'prefix' | 'formatter'>) {
  return <InputNumber<number> controls={false} parser={parseAmount} {...props} prefix="KES" formatter={groupThousands} />;
}

/**
 * The parser InputNumber wants: it reads the text it returns as a number, so an emptied field
 * answers '' (no amount, null) and never 0.
 */
export function parseAmount(text: string | undefined): number {
  return ungroup(text) as unknown as number;
}
