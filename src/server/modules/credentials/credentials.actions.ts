import {
  CheckOtp,
  MerchantCheckPassword,
  MerchantModifyPassword,
  ModifyPasswordRiskCheck,
  ResetPassword,
  SendOtp,
} from '../../../shared/actions/credentials';
import { passwordRule, pinRule } from '../../../shared/rules/identity';
import { isoAfter, nowIso } from '../../db/util';
import { type BaseContext, personAction, publicAction } from '../../http/action';
import { BizError, ruleError } from '../../http/errors';
import { attemptState, clearAttempts, recordFailure } from '../../security/attempts';
import { checkOtp, consumeOtpTicket, type OtpBusinessType, peekOtpTicket, sendOtp } from '../../security/otp';
import { hashSecret, verifySecret } from '../../security/passwords';
import { readSecret } from '../../security/secrets';
import { revokeOtherSessions } from '../../security/sessions';
import { loginSubject } from '../identity/identity.queries';
import { maskRecipient, otpRecipient } from '../otp/otp.actions';
import { checkOwnSecret, PASSWORD_CHANGE_RULE, PIN_RULE, PASSWORD_CHECK_RULE, type SecretKind } from './credentials.service';

/** How long a re-entered login password opens the forgot-PIN code (step-up). */
const STEP_UP_MS = 10 * 60_000;

/** The shared rule for a new secret, then: never the same as the old one. */
async function acceptNewSecret(ctx: BaseContext, kind: SecretKind, field: string, secret: string, oldHash: string | null) {
  const rule = (kind === '1' ? passwordRule : pinRule).safeParse(secret);
  if (!rule.success) throw ruleError(ctx.locale, field, rule.error.issues[0]!.message);
  if (oldHash && (await verifySecret(oldHash, secret))) throw new BizError(kind === '1' ? 'MMCP1041' : 'MMCP1044');
  return hashSecret(secret);
}

export const credentialsActions = [
  publicAction(ResetPassword, async (input, ctx) => {
    const busiType: OtpBusinessType = input.passwordType === '1' ? '02' : '03';
    const to = otpRecipient(ctx.locale, input.userId, input.userIdType);
    // The ticket is only spent once the new secret is accepted, so a refusal can be corrected.
    const { recipient, personId } = await peekOtpTicket(ctx.db, busiType, input.ticket);
    if (recipient !== to.address) throw new BizError('MMCP1027');
    const person = await ctx.db
      .selectFrom('persons')
      .selectAll()
      .where(to.channel === 'sms' ? 'phone' : 'email', '=', to.address)
      .executeTakeFirst();
    if (!person || (personId && person.id !== personId)) throw new BizError('MMCP1031');
    const secret = await readSecret(ctx, input.password);
    const kind = input.passwordType;
    const hash = await acceptNewSecret(ctx, kind, 'password', secret, kind === '1' ? person.password_hash : person.pin_hash);
    await consumeOtpTicket(ctx.db, busiType, input.ticket);
    await ctx.db
      .updateTable('persons')
      // A password chosen by its holder is no longer a temporary one.
      .set(kind === '1' ? { password_hash: hash, temp_password_until: null } : { pin_hash: hash })
      .where('id', '=', person.id)
      .execute();
    if (kind === '1') {
      // A reset is the way out of a lockout: the counters go, and so does every session.
      for (const subject of [person.phone && loginSubject(person.phone, 'P'), person.email && loginSubject(person.email, 'E')]) {
        if (subject) await clearAttempts(ctx.db, 'login', subject);
      }
      await clearAttempts(ctx.db, PASSWORD_CHECK_RULE.kind, person.id);
      await revokeOtherSessions(ctx.db, person.id, null);
    } else {
      await clearAttempts(ctx.db, PIN_RULE.kind, person.id);
    }
    if (person.last_merchant_id) {
      await ctx.audit(
        { event: kind === '1' ? 'PASSWORD_RESET' : 'PIN_RESET', detail: { code: kind === '1' ? 'AUDIT_PASSWORD_RESET' : 'AUDIT_PIN_RESET' } },
        { merchantId: person.last_merchant_id, personId: person.id, operatorName: `${person.first_name} ${person.last_name}`, storeId: null },
      );
    }
    return {};
  }),

  personAction(MerchantCheckPassword, async (input, ctx) => {
    const secret = await readSecret(ctx, input.password);
    const left = await checkOwnSecret(ctx, input.passwordType, secret);
    if (input.passwordType === '1') {
      await ctx.db.updateTable('sessions').set({ stepped_up_at: nowIso() }).where('id', '=', ctx.session.sessionId).execute();
    }
    return { leftTryTimes: left };
  }),

  personAction(ModifyPasswordRiskCheck, async (_input, ctx) => {
    const state = await attemptState(ctx.db, PASSWORD_CHANGE_RULE, ctx.session.personId);
    return { allowed: state.left > 0 ? ('Y' as const) : ('N' as const), changesLeft: state.left };
  }),

  personAction(MerchantModifyPassword, async (input, ctx) => {
    const kind = input.passwordType;
    if (kind === '1' && (await attemptState(ctx.db, PASSWORD_CHANGE_RULE, ctx.session.personId)).left === 0) {
      throw new BizError('MMCP1043');
    }
    const oldSecret = await readSecret(ctx, input.oldPassword);
    await checkOwnSecret(ctx, kind, oldSecret);
    const newSecret = await readSecret(ctx, input.newPassword);
    const person = await ctx.db.selectFrom('persons').select(['password_hash', 'pin_hash']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    const hash = await acceptNewSecret(ctx, kind, 'newPassword', newSecret, kind === '1' ? person.password_hash : person.pin_hash);
    await ctx.db
      .updateTable('persons')
      .set(kind === '1' ? { password_hash: hash, temp_password_until: null } : { pin_hash: hash })
      .where('id', '=', ctx.session.personId)
      .execute();
    if (kind === '1') {
      // Counted as a change for risk control, and every other session ends.
      await recordFailure(ctx.db, PASSWORD_CHANGE_RULE, ctx.session.personId);
      await revokeOtherSessions(ctx.db, ctx.session.personId, ctx.session.sessionId);
    }
    await ctx.audit({ event: kind === '1' ? 'PASSWORD_CHANGE' : 'PIN_CHANGE', detail: { code: kind === '1' ? 'AUDIT_PASSWORD_CHANGE' : 'AUDIT_PIN_CHANGE' } });
    return {};
  }),

  personAction(SendOtp, async (input, ctx) => {
    if (input.businessType === '03') {
      const session = await ctx.db.selectFrom('sessions').select('stepped_up_at').where('id', '=', ctx.session.sessionId).executeTakeFirstOrThrow();
      if (!session.stepped_up_at || session.stepped_up_at < isoAfter(-STEP_UP_MS)) throw new BizError('MMCP1034');
    }
    const person = await ctx.db.selectFrom('persons').select(['phone', 'email']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    const address = person.phone ?? person.email;
    if (!address) throw new BizError('MMCP1031');
    const to = { channel: person.phone ? ('sms' as const) : ('email' as const), address };
    const { jrnNo, resendAfter } = await sendOtp(ctx, input.businessType, to, ctx.session.personId);
    return { jrnNo, resendAfter, maskedTo: maskRecipient(address) };
  }),

  personAction(CheckOtp, async (input, ctx) => {
    const { ticket } = await checkOtp(ctx.db, input.businessType, input.jrnNo, input.otp, { personId: ctx.session.personId, ip: ctx.ip });
    return { ticket };
  }),
];
