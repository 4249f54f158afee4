import { InputNumber, type InputNumberProps } from 'antd';
import type { ClipboardEvent, KeyboardEvent } from 'react';

/** 25000.5 as the field shows it: 25,000.5 (the precision pads the rest when the field is left). */
export function groupThousands(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The longest whole part an amount may have (spec 000 section 5: up to 9 digits). */
export const AMOUNT_WHOLE_DIGITS = 9;

/**
 * What was typed or pasted, as an amount's text: no grouping commas or anything else but digits
 * and one point; no leading zeros; at most 9 digits before the point and 2 after it (spec 000
 * section 5). A digit past those limits is dropped, so the field never holds more than it shows.
 */
export function ungroup(text: string | undefined): string {
  const [whole = '', ...rest] = (text ?? '').replace(/[^\d.]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, AMOUNT_WHOLE_DIGITS);
  return rest.length === 0 ? digits : `${digits}.${rest.join('').slice(0, 2)}`;
}

/**
 * A KES amount field: 'KES' before it, thousands grouped as it is typed (25,000.00, as every
 * amount is shown), no spinner. Takes InputNumber's props but its limits: it never changes an
 * amount to fit them (0 silently became 10 before); the form item's `amountRule` says what is
 * wrong. A `parser` of the caller's own replaces the one that drops the commas.
 *
 *   <Form.Item name="amount" label={t('...')} rules={[amountRule({ min: 1000, max: 25_000_000 })]}>
 *     <AmountInput precision={2} />
 *   </Form.Item>
 */
export function AmountInput(props: Omit<InputNumberProps<number>, 'prefix' | 'formatter' | 'min' | 'max'>) {
  // Whole shillings (precision 0) still take typed cents, as they were typed: the form item's
  // `wholeShillingsRule` refuses them. InputNumber would round them away, or a filter drop them.
  const { precision, ...rest } = props;
  return (
    <InputNumber<number>
      controls={false}
      parser={parseAmount}
      {...rest}
      precision={precision === 0 ? undefined : precision}
      onKeyDown={(e) => {
        keepAmountKeys(e);
        props.onKeyDown?.(e);
      }}
      onPaste={(e) => {
        keepAmountPaste(e);
        props.onPaste?.(e);
      }}
      prefix="KES"
      formatter={groupThousands}
    />
  );
}

/**
 * Lets through the keys that move, delete or submit, and a digit or point only where the amount
 * stays one (spec 000 section 5): one point, up to 9 digits before it and 2 after it.
 */
function keepAmountKeys(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key.length !== 1 || e.ctrlKey || e.metaKey) return;
  const { value, selectionStart, selectionEnd } = e.currentTarget;
  const next = value.slice(0, selectionStart ?? value.length) + e.key + value.slice(selectionEnd ?? value.length);
  if (!amountTextFits(next)) e.preventDefault();
}

/**
 * Refuses a paste that would not leave an amount the field may hold, as a key is refused:
 * '-500' or '1e3' were read as 500 and 13, and a tenth digit was dropped. A pasted 'KES 1,500'
 * (an amount as the portal shows it) is taken.
 */
function keepAmountPaste(e: ClipboardEvent<HTMLInputElement>): void {
  const { value, selectionStart, selectionEnd } = e.currentTarget;
  const pasted = e.clipboardData.getData('text');
  if (!pastedAmountFits(value, selectionStart ?? value.length, selectionEnd ?? value.length, pasted)) e.preventDefault();
}

/** Whether `pasted`, put in place of the selection of `value`, leaves (the start of) an amount. */
export function pastedAmountFits(value: string, start: number, end: number, pasted: string): boolean {
  const clean = pasted.trim().replace(/^(KES|KSh)\s*/i, '').replace(/\s/g, '');
  return amountTextFits(value.slice(0, start) + clean + value.slice(end));
}

/** Whether text typed in an amount field is (the start of) an amount it may hold. */
export function amountTextFits(text: string): boolean {
  const clean = text.replace(/,/g, '');
  const match = /^(\d*)(\.(\d*))?$/.exec(clean);
  if (!match) return false;
  const [, digits = '', , fraction = ''] = match;
  if (digits.replace(/^0+(?=\d)/, '').length > AMOUNT_WHOLE_DIGITS) return false;
  return fraction.length <= 2;
}

/**
 * The parser InputNumber wants: it reads the text it returns as a number, so an emptied field
 * answers '' (no amount, null) and never 0.
 */
export function parseAmount(text: string | undefined): number {
  return ungroup(text) as unknown as number;
}
