import type { Beneficiary, PayeeFields } from '../../../../shared/actions/beneficiaries';
import type { TransferChannel } from '../../../../shared/dict/money';
import type { FormInstance } from 'antd';
import type { ActionError } from '../../../api/errors';
import { applyFieldErrors } from '../../../components/formRules';
import { phoneDigits, toWirePhone } from '../../../components/inputFilters';

/** What the beneficiary form holds: the phone as its 9 digits after +254. */
export interface BeneficiaryFormValues {
  rcvCnl?: string;
  bnfMblNo?: string;
  rcvAcNo?: string;
  bankCode?: string;
  accountReference?: string;
  bnfName?: string;
  nickname?: string;
}

export type PayeeKind = TransferChannel['payee'];

/** The payee fields as they travel, only those the channel's payee kind uses. */
export function payeeToWire(v: BeneficiaryFormValues, kind: PayeeKind | undefined): PayeeFields {
  const wire: PayeeFields = { rcvCnl: v.rcvCnl ?? '' };
  if (kind === 'phone') wire.bnfMblNo = v.bnfMblNo ? toWirePhone(v.bnfMblNo) : '';
  if (kind && kind !== 'phone') wire.rcvAcNo = v.rcvAcNo?.trim() ?? '';
  if (kind === 'account') wire.bankCode = v.bankCode ?? '';
  if (kind === 'paybill') wire.accountReference = v.accountReference?.trim() ?? '';
  return wire;
}

/** A saved beneficiary as the form's values (for amending it). */
export function toFormValues(b: Beneficiary): BeneficiaryFormValues {
  return {
    rcvCnl: b.rcvCnl,
    bnfMblNo: b.bnfMblNo ? phoneDigits(b.bnfMblNo) : undefined,
    rcvAcNo: b.rcvAcNo ?? undefined,
    bankCode: b.bankCode ?? undefined,
    accountReference: b.accountReference ?? undefined,
    bnfName: b.bnfName,
    nickname: b.nickname ?? undefined,
  };
}

/**
 * The field a payee refusal belongs on, so it shows under what the user typed: the number for
 * 'does not exist', 'your own account' and 'already added'; the bank or channel for NCBA.
 */
export function refusalField(code: string, kind: PayeeKind | undefined): keyof BeneficiaryFormValues | null {
  const number = kind === 'phone' ? 'bnfMblNo' : 'rcvAcNo';
  switch (code) {
    case 'MMCP4301':
    case 'MMCP4304':
    case 'MMCP4306':
    case 'MMCP4307':
      return number;
    case 'MMCP4305':
      return kind === 'account' ? 'bankCode' : 'rcvCnl';
    case 'MMCP4310':
      return 'rcvCnl';
    default:
      return null;
  }
}

/**
 * Puts a payee refusal on the form: the server's field errors on their fields, else the refusal
 * under the field it is about (`refusalField`). Answers the text still to show elsewhere, if any.
 */
export function placePayeeRefusal(form: FormInstance, e: ActionError, kind: PayeeKind | undefined): string | null {
  const rest = applyFieldErrors(form, e.fieldErrors);
  const field = e.fieldErrors.length === 0 ? refusalField(e.code, kind) : null;
  if (field) {
    form.setFields([{ name: field, errors: [e.message] }]);
    return null;
  }
  return e.fieldErrors.length === 0 || rest.length > 0 ? e.message : null;
}
