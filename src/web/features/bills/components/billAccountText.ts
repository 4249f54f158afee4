import { formatPhone } from '../../../../shared/format/phone';

/** A bill's account number as every screen shows it: an airtime number (utility kind 06) as a phone, '+254' and nine digits (spec 000 section 9). */
export function billAccountNo(o: { utilityKind: string; accountNo: string }): string {
  return o.utilityKind === '06' ? formatPhone(o.accountNo) : o.accountNo;
}

/** A bill's account as the lists show it: its number (`billAccountNo`), the account holder's name after it when the biller gave one. */
export function billAccountText(o: { utilityKind: string; accountNo: string; accountName: string | null }): string {
  const account = billAccountNo(o);
  return o.accountName ? `${account} · ${o.accountName}` : account;
}
