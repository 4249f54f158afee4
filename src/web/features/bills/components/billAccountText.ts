import { formatPhone } from '../../../../shared/format/phone';

/**
 * A bill's account as the lists show it: an airtime number (utility kind 06) as a phone, '+254'
 * and nine digits (spec 000 section 9); the account holder's name after it when the biller gave one.
 */
export function billAccountText(o: { utilityKind: string; accountNo: string; accountName: string | null }): string {
  const account = o.utilityKind === '06' ? formatPhone(o.accountNo) : o.accountNo;
  return o.accountName ? `${account} · ${o.accountName}` : account;
}
