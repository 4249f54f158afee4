import crypto from 'node:crypto';
import {
  CheckIdNoIsUse,
  CheckUserSignUp,
  GetRegisterSessionToken,
  type RegisterStep,
  SetUpOwnerPassword,
  UpdatePersonInfo,
} from '../../../shared/actions/registration';
import { messageText } from '../../../shared/i18n/messages';
import { passwordRule, pinRule } from '../../../shared/rules/identity';
import { isUniqueViolation } from '../../db/database';
import { isoAfter, newId, nowIso, randomDigits, sha256 } from '../../db/util';
import { type PublicContext, publicAction } from '../../http/action';
import { BizError, ruleError } from '../../http/errors';
import { consumeOtpTicket } from '../../security/otp';
import { hashSecret } from '../../security/passwords';
import { readSecret } from '../../security/secrets';
import { createSession } from '../../security/sessions';
import { recordTrustedLogin } from '../devices/devices.queries';
import { findPersonByLogin } from '../identity/identity.queries';
import { maskRecipient, otpRecipient } from '../otp/otp.actions';
import { checkStaffUsername } from '../staff/staff.service';

const REGISTRATION_TTL_MS = 24 * 3600_000;

/** The registration a token names, on the device that verified the code; refuses anything else. */
async function registrationFor(ctx: PublicContext, token: string) {
  const row = await ctx.db
    .selectFrom('registrations')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row || row.device_id !== ctx.deviceId || row.step === 'DONE') throw new BizError('MMCP1027');
  return row;
}

function expectStep(current: string, allowed: RegisterStep[]) {
  if (!allowed.includes(current as RegisterStep)) throw new BizError('MMCP1034');
}

export const registrationActions = [
  publicAction(CheckUserSignUp, async (input, ctx) => {
    // A staff username is the add staff form's check: signed in, with 3602, about the caller's business.
    if (input.userIdType === 'S') return checkStaffUsername(ctx, input.userId);
    const to = otpRecipient(ctx.locale, input.userId, input.userIdType);
    const person = await findPersonByLogin(ctx.db, to.address, input.userIdType);
    if (!person) return { isSignUp: 'Y' as const, isRegisteredMsg: '' };
    return { isSignUp: 'N' as const, isRegisteredMsg: messageText(input.userIdType === 'P' ? 'MMCP1030' : 'MMCP1032', ctx.locale) };
  }),

  publicAction(GetRegisterSessionToken, async (input, ctx) => {
    if (!ctx.deviceId) throw new BizError('MMCP1027');
    if (input.registerToken) {
      const row = await registrationFor(ctx, input.registerToken);
      return {
        registerToken: input.registerToken,
        step: row.step as RegisterStep,
        userIdType: row.user_id_type as 'P' | 'E',
        maskedUserId: maskRecipient(row.phone ?? row.email ?? ''),
        firstName: row.first_name,
        lastName: row.last_name,
      };
    }
    const { recipient } = await consumeOtpTicket(ctx.db, '01', input.ticket ?? '');
    const isPhone = !recipient.includes('@');
    const token = crypto.randomBytes(32).toString('base64url');
    await ctx.db
      .insertInto('registrations')
      .values({
        id: newId(),
        token_hash: sha256(token),
        user_id_type: isPhone ? 'P' : 'E',
        phone: isPhone ? recipient : null,
        email: isPhone ? null : recipient,
        step: 'PERSON_INFO',
        device_id: ctx.deviceId,
        created_at: nowIso(),
        expires_at: isoAfter(REGISTRATION_TTL_MS),
      })
      .execute();
    return { registerToken: token, step: 'PERSON_INFO' as const, userIdType: isPhone ? ('P' as const) : ('E' as const), maskedUserId: maskRecipient(recipient), firstName: null, lastName: null };
  }),

  publicAction(CheckIdNoIsUse, async (input, ctx) => {
    await registrationFor(ctx, input.registerToken);
    const used = await ctx.db.selectFrom('persons').select('id').where('id_type', '=', input.idType).where('id_no', '=', input.idNo).executeTakeFirst();
    return { isUse: used ? ('Y' as const) : ('N' as const) };
  }),

  publicAction(UpdatePersonInfo, async (input, ctx) => {
    const row = await registrationFor(ctx, input.registerToken);
    expectStep(row.step, ['PERSON_INFO', 'PASSWORD', 'PIN']);
    const used = await ctx.db.selectFrom('persons').select('id').where('id_type', '=', input.idType).where('id_no', '=', input.idNo).executeTakeFirst();
    if (used) throw new BizError('MMCP1033');
    const step = row.step === 'PERSON_INFO' ? 'PASSWORD' : row.step;
    await ctx.db
      .updateTable('registrations')
      .set({ first_name: input.firstName, last_name: input.lastName, id_type: input.idType, id_no: input.idNo, step })
      .where('id', '=', row.id)
      .execute();
    return { step: step as RegisterStep };
  }),

  publicAction(SetUpOwnerPassword, async (input, ctx) => {
    const row = await registrationFor(ctx, input.registerToken);
    const secret = await readSecret(ctx, input.password);
    if (input.passwordType === '1') {
      expectStep(row.step, ['PASSWORD', 'PIN']);
      const rule = passwordRule.safeParse(secret);
      if (!rule.success) throw ruleError(ctx.locale, 'password', rule.error.issues[0]!.message);
      await ctx.db.updateTable('registrations').set({ password_hash: await hashSecret(secret), step: 'PIN' }).where('id', '=', row.id).execute();
      return { step: 'PIN' as const, loginInfo: null };
    }

    expectStep(row.step, ['PIN']);
    const rule = pinRule.safeParse(secret);
    if (!rule.success) throw ruleError(ctx.locale, 'password', rule.error.issues[0]!.message);
    const personId = newId();
    const userNo = randomDigits(12);
    const deviceId = ctx.deviceId!;
    const pinHash = await hashSecret(secret);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('persons')
          .values({
            id: personId,
            user_no: userNo,
            phone: row.phone,
            email: row.email,
            username: null,
            first_name: row.first_name ?? '',
            last_name: row.last_name ?? '',
            password_hash: row.password_hash ?? '',
            pin_hash: pinHash,
            status: 'A',
            last_merchant_id: null,
            last_login_at: nowIso(),
            // Registering signs in: what is sent to them later speaks the language they registered in.
            locale: ctx.locale,
            created_at: nowIso(),
            id_type: row.id_type,
            id_no: row.id_no,
            // A code sent to the address proved it.
            email_verified: row.email ? 'Y' : 'N',
          })
          .execute();
        await trx.updateTable('registrations').set({ step: 'DONE', person_id: personId }).where('id', '=', row.id).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BizError(row.phone ? 'MMCP1030' : 'MMCP1032');
      throw error;
    }
    const session = await createSession(ctx.db, ctx.config, {
      personId,
      merchantId: null,
      storeId: null,
      deviceId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    if (ctx.device) await recordTrustedLogin(ctx.db, personId, ctx.device, ctx.ip);
    ctx.setSessionToken(session.token);
    return { step: 'DONE' as const, loginInfo: { userNo, userIdType: row.user_id_type as 'P' | 'E', merchantId: null, expiresAt: session.expiresAt } };
  }),
];
