import type { Beneficiary } from '../../../../shared/actions/beneficiaries';
import { displayPhone } from '../../../../shared/rules/identity';

/** What a payee is paid to, as people read it: +254 phone, or the account (with a paybill's account). */
export function payeeNumber(b: Pick<Beneficiary, 'bnfMblNo' | 'rcvAcNo' | 'accountReference'>): string {
  if (b.bnfMblNo) return displayPhone(b.bnfMblNo);
  if (b.rcvAcNo && b.accountReference) return `${b.rcvAcNo} · ${b.accountReference}`;
  return b.rcvAcNo ?? '';
}

/** A beneficiary's name with the merchant's nickname for it, when it has one. */
export function payeeTitle(b: Pick<Beneficiary, 'bnfName' | 'nickname'>): string {
  return b.nickname ? `${b.bnfName} (${b.nickname})` : b.bnfName;
}
