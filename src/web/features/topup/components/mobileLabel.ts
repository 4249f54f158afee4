import { displayPhone } from '../../../../shared/rules/identity';

/** '+254712345678 (Shop line)': a payment mobile as a person recognises it. */
export function mobileLabel(m: { mblNo: string; name: string | null }): string {
  return m.name ? `${displayPhone(m.mblNo)} (${m.name})` : displayPhone(m.mblNo);
}

/** Whole shillings typed in a field, as minor units (M-PESA takes whole shillings only). */
export function shillingsToMinor(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.round(value * 100);
}

/** The top-up URL parameters: the amount travels in minor units. */
export function readAmount(params: URLSearchParams): number | null {
  const n = Number(params.get('amount'));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
