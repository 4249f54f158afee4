import { formatPhone } from '../../shared/format/phone';

/**
 * A phone number as the spec shows it (+254 and nine digits) that never breaks across lines, as
 * a narrow table cell would otherwise do; `fallback` when there is no number.
 *
 *   <PhoneText phone={c.mobile} />
 */
export function PhoneText({ phone, fallback = null }: { phone: string | null | undefined; fallback?: string | null }) {
  const text = formatPhone(phone);
  if (!text) return fallback;
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
}
