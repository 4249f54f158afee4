import { ChangeEmail, ChangeMobileNumber, CheckEmailVerified, WebUpdateProfile } from '../../../shared/actions/profile';
import { normalizePhone } from '../../../shared/rules/identity';
import { isUniqueViolation } from '../../db/database';
import { yn } from '../../db/util';
import { type PersonContext, personAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { clearAttempts } from '../../security/attempts';
import { checkOtp, type OtpBusinessType, sendOtp } from '../../security/otp';
import { loginSubject } from '../identity/identity.queries';
import { sameName, verifiedIdentity } from '../identity/verified';
import { maskRecipient } from '../otp/otp.actions';

/**
 * A new phone or e-mail is proven with a code sent to it. First call (no code): send. Second call
 * (jrnNo + otp): check that code, for that new value and this person, then change.
 */
async function changeContact(
  ctx: PersonContext,
  kind: 'phone' | 'email',
  value: string,
  code: { jrnNo?: string | undefined; otp?: string | undefined },
) {
  const busiType: OtpBusinessType = kind === 'phone' ? '09' : '13';
  const taken = await ctx.db.selectFrom('persons').select('id').where(kind, '=', value).executeTakeFirst();
  if (taken) throw new BizError(kind === 'phone' ? 'MMCP1030' : 'MMCP1032');
  if (!code.jrnNo || !code.otp) {
    const to = { channel: kind === 'phone' ? ('sms' as const) : ('email' as const), address: value };
    const sent = await sendOtp(ctx, busiType, to, ctx.session.personId);
    await ctx.audit({
      event: kind === 'phone' ? 'MOBILE_CHANGE' : 'EMAIL_CHANGE',
      detail: { code: kind === 'phone' ? 'AUDIT_MOBILE_CODE_SENT' : 'AUDIT_EMAIL_CODE_SENT', params: { to: maskRecipient(value) } },
    });
    return { step: 'CODE_SENT' as const, jrnNo: sent.jrnNo, maskedTo: maskRecipient(value), resendAfter: sent.resendAfter };
  }
  await checkOtp(ctx.db, busiType, code.jrnNo, code.otp, { address: value, personId: ctx.session.personId, ip: ctx.ip });
  const before = await ctx.db.selectFrom('persons').select(['phone', 'email']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
  try {
    await ctx.db
      .updateTable('persons')
      .set(kind === 'phone' ? { phone: value } : { email: value, email_verified: 'Y' })
      .where('id', '=', ctx.session.personId)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(kind === 'phone' ? 'MMCP1030' : 'MMCP1032');
    throw error;
  }
  // Counters of the old login id mean nothing now.
  const old = kind === 'phone' ? before.phone : before.email;
  if (old) await clearAttempts(ctx.db, 'login', loginSubject(old, kind === 'phone' ? 'P' : 'E'));
  await ctx.audit({
    event: kind === 'phone' ? 'MOBILE_CHANGE' : 'EMAIL_CHANGE',
    detail: { code: kind === 'phone' ? 'AUDIT_MOBILE_CHANGED' : 'AUDIT_EMAIL_CHANGED', params: { to: maskRecipient(value) } },
    before: { [kind]: old ? maskRecipient(old) : null },
    after: { [kind]: maskRecipient(value) },
  });
  return { step: 'CHANGED' as const, jrnNo: null, maskedTo: null, resendAfter: null };
}

export const profileActions = [
  personAction(WebUpdateProfile, async (input, ctx) => {
    const was = await ctx.db.selectFrom('persons').select(['first_name', 'last_name', 'id_upload_flag']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    // A name matched to an ID document stays as verified (spec 000 section 5): its case and spacing may be mended.
    if (was.id_upload_flag === 'Y' && !sameName(was, input)) throw verifiedIdentity(ctx.locale);
    await ctx.db
      .updateTable('persons')
      .set({ first_name: input.firstName, last_name: input.lastName })
      .where('id', '=', ctx.session.personId)
      .execute();
    await ctx.audit({
      event: 'PROFILE_UPDATE',
      detail: { code: 'AUDIT_NAME_CHANGED', params: { name: `${input.firstName} ${input.lastName}` } },
      before: { firstName: was.first_name, lastName: was.last_name },
      after: { firstName: input.firstName, lastName: input.lastName },
    });
    return {};
  }),

  personAction(ChangeMobileNumber, async (input, ctx) => changeContact(ctx, 'phone', normalizePhone(input.newMblNo)!, input)),

  personAction(ChangeEmail, async (input, ctx) => changeContact(ctx, 'email', input.newEmail.toLowerCase(), input)),

  personAction(CheckEmailVerified, async (_input, ctx) => {
    const p = await ctx.db.selectFrom('persons').select(['email', 'email_verified']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    return { email: p.email, emailVerified: yn(p.email !== null && p.email_verified === 'Y') };
  }),
];
