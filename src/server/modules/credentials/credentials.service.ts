import type { AttemptRule } from '../../security/attempts';
import { attemptState, clearAttempts, recordFailure } from '../../security/attempts';
import { verifySecret } from '../../security/passwords';
import { revokeSession } from '../../security/sessions';
import type { PersonContext } from '../../http/action';
import { BizError } from '../../http/errors';

const DAY = 24 * 3600_000;

/** Three wrong login passwords inside the portal and the person is signed out for 24 hours. */
export const PASSWORD_CHECK_RULE: AttemptRule = { kind: 'password-check', max: 3, windowMs: DAY, lockMs: DAY };
/** Three wrong PINs and PIN use is locked for 24 hours (the reset-PIN retry lock). */
export const PIN_RULE: AttemptRule = { kind: 'pin', max: 3, windowMs: DAY, lockMs: DAY };
/** Wrong PINs and passwords one client address may send in an hour, whatever the account. */
export const SECRET_CHECK_ADDRESS_RULE: AttemptRule = { kind: 'secret-ip', max: 20, windowMs: 3600_000, lockMs: 3600_000 };
/** Password changes a day before risk control refuses (ModifyPasswordRiskCheck). */
export const PASSWORD_CHANGE_RULE: AttemptRule = { kind: 'password-change', max: 3, windowMs: DAY, lockMs: DAY };

export type SecretKind = '0' | '1';

/**
 * Checks the signed-in person's login password ('1') or PIN ('0') against its argon2id hash,
 * counting failures in the database. A wrong login password answers MMCP1042 with leftTryTimes and
 * at 0 ends the session; a wrong PIN answers MMCP2007, and MMCP2050 when the attempts run out.
 */
export async function checkOwnSecret(ctx: PersonContext, kind: SecretKind, secret: string): Promise<number> {
  const rule = kind === '1' ? PASSWORD_CHECK_RULE : PIN_RULE;
  const subject = ctx.session.personId;
  if ((await attemptState(ctx.db, SECRET_CHECK_ADDRESS_RULE, ctx.ip)).lockedUntil) throw new BizError('MMCP0009');
  if ((await attemptState(ctx.db, rule, subject)).lockedUntil) {
    throw new BizError(kind === '1' ? 'MMCP1003' : 'MMCP2050', {}, { leftTryTimes: 0 });
  }
  const person = await ctx.db.selectFrom('persons').select(['password_hash', 'pin_hash']).where('id', '=', subject).executeTakeFirstOrThrow();
  const hash = kind === '1' ? person.password_hash : person.pin_hash;
  if (hash && (await verifySecret(hash, secret))) {
    await clearAttempts(ctx.db, rule.kind, subject);
    return rule.max;
  }
  const state = await recordFailure(ctx.db, rule, subject);
  await recordFailure(ctx.db, SECRET_CHECK_ADDRESS_RULE, ctx.ip);
  if (kind === '0') throw new BizError(state.left === 0 ? 'MMCP2050' : 'MMCP2007', {}, { leftTryTimes: state.left });
  if (state.left === 0) await revokeSession(ctx.db, ctx.session.sessionId, 'URMP229');
  throw new BizError('MMCP1042', {}, { leftTryTimes: state.left });
}
