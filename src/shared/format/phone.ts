import { displayPhone } from '../rules/identity';

export { displayPhone };

/**
 * '+254' plus the last 9 digits (spec 000 section 9); nothing for no number. A number M-PESA sends
 * masked ('25472****111') keeps its stars in their places.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = stored.replace(/[^\d*]/g, '');
  return digits.replace(/\*/g, '').length >= 6 && digits.length >= 9 ? displayPhone(digits) : stored;
}
