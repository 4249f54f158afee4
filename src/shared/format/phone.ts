import { displayPhone } from '../rules/identity';

export { displayPhone };

/** '+254' plus the last 9 digits (spec 000 section 9); nothing for no number. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = stored.replace(/\D/g, '');
  return digits.length >= 9 ? displayPhone(digits) : stored;
}
