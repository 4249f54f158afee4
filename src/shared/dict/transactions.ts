import { ORDER_TYPES } from './money';

/**
 * Order types as transaction records and statements name them (spec 001 enumerations). The money
 * area lists the codes it makes (ORDER_TYPES); the spec's ranges for later areas are named by
 * family until those areas add their own codes: 61-6I bill payments, 71-7I refunds.
 */
export const ORDER_TYPE_FAMILIES: Record<string, string> = {
  '6': 'Bill payment',
  '7': 'Refund',
  C1: 'Loan repayment',
  C3: 'Loan top up',
  J1: 'Online goods buy',
  A9: 'Scheduled settlement',
  M1: 'Online store',
};

/** The en-US name of an order type: its own, its family's, or the code itself. */
export function orderTypeLabel(code: string): string {
  return (ORDER_TYPES as Record<string, string>)[code] ?? ORDER_TYPE_FAMILIES[code] ?? ORDER_TYPE_FAMILIES[code.slice(0, 1)] ?? code;
}

/** The i18n key that names an order type in the browser (the wallet's own, else the family's). */
export function orderTypeKey(code: string): string {
  if (code in ORDER_TYPES) return `wallet.ordTyp.${code}`;
  if (code in ORDER_TYPE_FAMILIES) return `transactions.ordTyp.${code}`;
  if (code.slice(0, 1) in ORDER_TYPE_FAMILIES) return `transactions.ordTyp.${code.slice(0, 1)}`;
  return `transactions.ordTyp.${code}`;
}
