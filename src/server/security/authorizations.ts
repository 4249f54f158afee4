import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoAfter, nowIso } from '../db/util';
import { BizError } from '../http/errors';

/**
 * PIN authorizations of money orders. A pre-order creates one (`authTxCode`); VerifyPasscodeTrans
 * authorizes it with the PIN; the pay step consumes it in one atomic update, so a PIN entered once
 * pays one order once.
 */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;

export async function createPinAuthorization(
  db: Kysely<Database>,
  values: { personId: string; merchantId: string; purpose: string; amount: number | null; needOtp: boolean },
): Promise<string> {
  const code = crypto.randomBytes(16).toString('hex');
  await db
    .insertInto('pin_authorizations')
    .values({
      auth_tx_code: code,
      person_id: values.personId,
      merchant_id: values.merchantId,
      purpose: values.purpose,
      amount: values.amount,
      need_otp: values.needOtp ? 'Y' : 'N',
      otp_jrn_no: null,
      status: 'P',
      created_at: nowIso(),
      expires_at: isoAfter(AUTHORIZATION_TTL_MS),
      authorized_at: null,
      used_at: null,
    })
    .execute();
  return code;
}

/** Spends an authorized code for the pay step; refuses one not authorized, expired or spent. */
export async function consumePinAuthorization(
  db: Kysely<Database>,
  authTxCode: string,
  personId: string,
  merchantId: string,
): Promise<{ purpose: string; amount: number | null }> {
  const now = nowIso();
  const spent = await db
    .updateTable('pin_authorizations')
    .set({ status: 'U', used_at: now })
    .where('auth_tx_code', '=', authTxCode)
    .where('person_id', '=', personId)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'A')
    .where('expires_at', '>', now)
    .returning(['purpose', 'amount'])
    .executeTakeFirst();
  if (!spent) throw new BizError('MMCP2060');
  return { purpose: spent.purpose, amount: spent.amount };
}
