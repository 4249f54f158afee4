import { formatPhone } from './phone';

/**
 * Where a money order goes, as every screen shows it: the payee's phone as +254 and nine digits,
 * else the account, with a paybill's account reference after it.
 */
export function payeeNumberText(o: { rcvMblNo: string | null; rcvAcNo: string | null; accountReference?: string | null }): string | null {
  if (o.rcvMblNo) return formatPhone(o.rcvMblNo);
  return o.accountReference ? `${o.rcvAcNo} · ${o.accountReference}` : o.rcvAcNo;
}
