import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Locale, messageText } from '../../shared/i18n/messages';
import { isoAfter, nowIso, sha256 } from '../db/util';
import { BizError } from '../http/errors';
import { type MessageChannel, sendMessage } from '../rails/messaging';
import { type AttemptRule, attemptState, clearAttempts, recordFailure } from './attempts';

/**
 * One-time codes (spec 000 sections 4, 5 and 8): 4 digits, single use, bound to their purpose
 * (business type) and recipient, valid 5 minutes, resend after 60 s, five wrong tries and the
 * recipient waits a minute. A verified code hands out a single-use ticket that the next step of
 * the flow presents, so no step can be skipped.
 */
export const OTP_BUSINESS_TYPES = {
  '01': 'Register',
  '02': 'ResetLoginPassword',
  '03': 'ResetPin',
  '09': 'ChangeMobileNumber',
  '11': 'ChangeLoginPassword',
  '12': 'ChangePin',
  '13': 'ChangeEmail',
  '16': 'AddMOMO',
  '17': 'Login',
  '18': 'payment3DCertified',
} as const;
export type OtpBusinessType = keyof typeof OTP_BUSINESS_TYPES;

export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  resendAfterMs: 60_000,
  maxSendsPerHour: 5,
  maxFailures: 5,
  lockMs: 60_000,
  ticketTtlMs: 15 * 60_000,
};

const lockRule: AttemptRule = { kind: 'otp', max: 1, windowMs: OTP_RULES.lockMs, lockMs: OTP_RULES.lockMs };


function codeHash(jrnNo: string, code: string): string {
  return sha256(`${jrnNo}:${code}`);
}

export interface OtpRecipient {
  channel: MessageChannel;
  /** 254… for SMS, a lower-case address for e-mail. */
  address: string;
}

/** Codes one client address may ask for in an hour, whatever the recipients. */
const addressRule: AttemptRule = { kind: 'otp-ip', max: 30, windowMs: 3600_000, lockMs: 3600_000 };
/** Wrong codes one client address may send in an hour, whatever the codes. */
const checkAddressRule: AttemptRule = { kind: 'otp-check-ip', max: 30, windowMs: 3600_000, lockMs: 3600_000 };

export async function sendOtp(
  ctx: { db: Kysely<Database>; ip: string; locale: Locale; config: { walletBrand: string } },
  busiType: OtpBusinessType,
  to: OtpRecipient,
  personId: string | null,
): Promise<{ jrnNo: string; resendAfter: number }> {
  const { db } = ctx;
  const lockSubject = `${to.address}:${busiType}`;
  if ((await attemptState(db, lockRule, lockSubject)).lockedUntil) throw new BizError('MMCP1021');
  if ((await attemptState(db, addressRule, ctx.ip)).lockedUntil) throw new BizError('MMCP0009');
  const recent = await db
    .selectFrom('otps')
    .select('created_at')
    .where('recipient', '=', to.address)
    .where('busi_type', '=', busiType)
    .where('created_at', '>', isoAfter(-3600_000))
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0];
  if (last && last.created_at > isoAfter(-OTP_RULES.resendAfterMs)) {
    const wait = Math.ceil((new Date(last.created_at).getTime() + OTP_RULES.resendAfterMs - Date.now()) / 1000);
    throw new BizError('MMCP1025', { seconds: wait }, { resendAfter: wait });
  }
  if (recent.length >= OTP_RULES.maxSendsPerHour) throw new BizError('MMCP1026');
  // Every code sent counts against the address, so one client cannot flood many numbers.
  await recordFailure(db, addressRule, ctx.ip);

  const jrnNo = crypto.randomBytes(16).toString('hex');
  const code = crypto.randomInt(0, 10_000).toString().padStart(4, '0');
  await db
    .insertInto('otps')
    .values({
      jrn_no: jrnNo,
      busi_type: busiType,
      recipient: to.address,
      channel: to.channel,
      person_id: personId,
      code_hash: codeHash(jrnNo, code),
      failures: 0,
      created_at: nowIso(),
      expires_at: isoAfter(OTP_RULES.ttlMs),
      verified_at: null,
      ticket_hash: null,
      ticket_expires_at: null,
      ticket_used_at: null,
    })
    .execute();
  // In the language of the person asking: they read the portal in it.
  const purpose = messageText(`MSG_OTP_${busiType}`, ctx.locale);
  const text = messageText('MSG_OTP', ctx.locale, { code, purpose, brand: ctx.config.walletBrand });
  await sendMessage(db, {
    channel: to.channel,
    recipient: to.address,
    subject: to.channel === 'email' ? messageText('MSG_OTP_SUBJECT', ctx.locale) : undefined,
    body: text,
    purpose: `otp:${busiType}`,
  });
  return { jrnNo, resendAfter: OTP_RULES.resendAfterMs / 1000 };
}

/** Checks a code; answers a single-use ticket for the flow's next step. */
export async function checkOtp(
  db: Kysely<Database>,
  busiType: OtpBusinessType,
  jrnNo: string,
  code: string,
  expect: { address?: string; personId?: string; ip?: string } = {},
): Promise<{ ticket: string; recipient: string }> {
  if (expect.ip && (await attemptState(db, checkAddressRule, expect.ip)).lockedUntil) throw new BizError('MMCP0009');
  const row = await db.selectFrom('otps').selectAll().where('jrn_no', '=', jrnNo).where('busi_type', '=', busiType).executeTakeFirst();
  if (!row || (expect.address && row.recipient !== expect.address) || (expect.personId && row.person_id !== expect.personId)) {
    throw new BizError('MMCP1022');
  }
  const lockSubject = `${row.recipient}:${busiType}`;
  if ((await attemptState(db, lockRule, lockSubject)).lockedUntil) throw new BizError('MMCP1021');
  if (row.verified_at || row.expires_at <= nowIso() || row.failures >= OTP_RULES.maxFailures) throw new BizError('MMCP1022');

  const given = Buffer.from(codeHash(jrnNo, code));
  const stored = Buffer.from(row.code_hash);
  if (!crypto.timingSafeEqual(given, stored)) {
    const updated = await db
      .updateTable('otps')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('jrn_no', '=', jrnNo)
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (expect.ip) await recordFailure(db, checkAddressRule, expect.ip);
    const left = Math.max(0, OTP_RULES.maxFailures - updated.failures);
    if (left === 0) {
      await recordFailure(db, lockRule, lockSubject);
      throw new BizError('MMCP1021', {}, { leftTryTimes: 0 });
    }
    throw new BizError('MMCP1020', {}, { leftTryTimes: left });
  }

  const ticket = crypto.randomBytes(24).toString('base64url');
  const result = await db
    .updateTable('otps')
    .set({ verified_at: nowIso(), ticket_hash: sha256(ticket), ticket_expires_at: isoAfter(OTP_RULES.ticketTtlMs) })
    .where('jrn_no', '=', jrnNo)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new BizError('MMCP1022');
  await clearAttempts(db, 'otp', lockSubject);
  return { ticket, recipient: row.recipient };
}

/** Spends a ticket from a verified code; answers the recipient it was verified for. */
export async function consumeOtpTicket(db: Kysely<Database>, busiType: OtpBusinessType, ticket: string): Promise<{ recipient: string; personId: string | null }> {
  const hash = sha256(ticket);
  const now = nowIso();
  const result = await db
    .updateTable('otps')
    .set({ ticket_used_at: now })
    .where('ticket_hash', '=', hash)
    .where('busi_type', '=', busiType)
    .where('ticket_used_at', 'is', null)
    .where('ticket_expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new BizError('MMCP1027');
  const row = await db.selectFrom('otps').select(['recipient', 'person_id']).where('ticket_hash', '=', hash).executeTakeFirstOrThrow();
  return { recipient: row.recipient, personId: row.person_id };
}

/** Looks at a ticket without spending it, so a refused next step can be corrected and retried. */
export async function peekOtpTicket(db: Kysely<Database>, busiType: OtpBusinessType, ticket: string): Promise<{ recipient: string; personId: string | null }> {
  const row = await db
    .selectFrom('otps')
    .select(['recipient', 'person_id'])
    .where('ticket_hash', '=', sha256(ticket))
    .where('busi_type', '=', busiType)
    .where('ticket_used_at', 'is', null)
    .where('ticket_expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP1027');
  return { recipient: row.recipient, personId: row.person_id };
}
