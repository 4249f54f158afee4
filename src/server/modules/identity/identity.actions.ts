import { planNameIn } from '../../../shared/dict/business';
import {
  LoginOut,
  MerchantLogin,
  QryEncryptionkey,
  QryMerRolFuncList,
  QryPubKey,
  QryRandomNo,
  QryUserInformation,
  QueryMercInfo,
} from '../../../shared/actions/identity';
import type { UserIdType } from '../../../shared/rules/identity';
import type { TextParam } from '../../../shared/i18n/messages';
import { nowIso, toNairobi14, yn } from '../../db/util';
import { personAction, publicAction, sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { type AttemptRule, attemptState, clearAttempts, recordFailure } from '../../security/attempts';
import { verifyAgainstDummy, verifySecret } from '../../security/passwords';
import { issueRandom } from '../../security/randoms';
import { randomBinding, readSecret } from '../../security/secrets';
import { createSession, revokeSession } from '../../security/sessions';
import { checkOtp, sendOtp } from '../../security/otp';
import { countTrusted, findDevice, recordTrustedLogin } from '../devices/devices.queries';
import { maskRecipient } from '../otp/otp.actions';
import { defaultStore, findStore, toStoreSummary } from '../stores/stores.queries';
import { staffSignIn } from '../staff/scope';
import { findPersonByLogin, landingMembership, loginSubject, planActive, planInForce, roleFunctions, sessionProfile } from './identity.queries';

const HOUR = 3600_000;
const LOGIN_METHOD = { P: { code: 'AUDIT_WORD_PHONE' }, E: { code: 'AUDIT_WORD_EMAIL' }, S: { code: 'AUDIT_WORD_USERNAME' } } as const satisfies Record<UserIdType, TextParam>;

/**
 * The code a sign-in from a new device asks for. A code sent a moment ago (another device signed in
 * within the minute before a code may be sent again) is the one to enter: the sign-in names it
 * rather than being refused with 'Please wait … seconds'.
 */
async function newDeviceCode(ctx: Parameters<typeof sendOtp>[0], to: Parameters<typeof sendOtp>[2], personId: string): Promise<string> {
  try {
    return (await sendOtp(ctx, '17', to, personId)).jrnNo;
  } catch (error) {
    if (!(error instanceof BizError) || error.code !== 'MMCP1025') throw error;
    const sent = await ctx.db
      .selectFrom('otps')
      .select('jrn_no')
      .where('recipient', '=', to.address)
      .where('busi_type', '=', '17')
      .where('person_id', '=', personId)
      .where('verified_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!sent) throw error;
    return sent.jrn_no;
  }
}

export const identityActions = [
  publicAction(QryPubKey, async (_input, ctx) => ({
    isEncrypt: ctx.config.encryptBodies,
    messPubKey: ctx.keys.msg.publicSpki,
    keyId: ctx.keys.msg.id,
  })),

  publicAction(QryEncryptionkey, async (_input, ctx) => ({ pwdPubKey: ctx.keys.pwd.publicSpki, keyId: ctx.keys.pwd.id })),

  publicAction(QryRandomNo, async (_input, ctx) => {
    const binding = randomBinding(ctx);
    if (!binding) {
      throw fieldError(ctx.locale, 'deviceInfo');
    }
    return { randomNo: await issueRandom(ctx.db, binding, ctx.config.randomTtlSeconds) };
  }),

  publicAction(MerchantLogin, async (input, ctx) => {
    if (!ctx.deviceId) {
      throw fieldError(ctx.locale, 'deviceInfo');
    }
    const accountRule: AttemptRule = {
      kind: 'login',
      max: ctx.config.login.maxFailures,
      windowMs: ctx.config.login.lockHours * HOUR,
      lockMs: ctx.config.login.lockHours * HOUR,
    };
    const addressRule: AttemptRule = {
      kind: 'login-ip',
      max: ctx.config.login.perAddressFailures,
      windowMs: ctx.config.login.perAddressWindowMinutes * 60_000,
      lockMs: ctx.config.login.perAddressWindowMinutes * 60_000,
    };
    const subject = loginSubject(input.userId, input.userIdType);
    if ((await attemptState(ctx.db, addressRule, ctx.ip)).lockedUntil) throw new BizError('MMCP0009');
    if ((await attemptState(ctx.db, accountRule, subject)).lockedUntil) throw new BizError('MMCP1002', {}, { leftTryTimes: 0 });

    const password = await readSecret(ctx, input.password);
    const person = await findPersonByLogin(ctx.db, input.userId, input.userIdType);
    const ok = person && person.status === 'A' ? await verifySecret(person.password_hash, password) : await verifyAgainstDummy(password);

    if (!ok || !person) {
      const state = await recordFailure(ctx.db, accountRule, subject);
      await recordFailure(ctx.db, addressRule, ctx.ip);
      if (person?.last_merchant_id) {
        await ctx.audit(
          { event: 'LOGIN_FAILED', detail: { code: 'AUDIT_LOGIN_FAILED', params: { method: LOGIN_METHOD[input.userIdType] } }, result: 'F' },
          { merchantId: person.last_merchant_id, personId: person.id, operatorName: `${person.first_name} ${person.last_name}`, storeId: null },
        );
      }
      throw new BizError('MMCP1001', {}, { leftTryTimes: state.left });
    }

    // A temporary password (a staff invitation or reset) works for a week; then the owner sends a new one.
    if (person.temp_password_until && person.temp_password_until < nowIso()) throw new BizError('MMCP6234');

    // A device the account does not trust yet asks for a code first (business type 17).
    const device = ctx.device!;
    const known = await findDevice(ctx.db, person.id, device.deviceId);
    if (person.new_device_otp === 'Y' && known?.trusted !== 'Y' && (await countTrusted(ctx.db, person.id)) > 0) {
      if (!input.otpJrnNo || !input.otp) {
        const address = person.phone ?? person.email ?? '';
        const to = { channel: person.phone ? ('sms' as const) : ('email' as const), address };
        const jrnNo = await newDeviceCode(ctx, to, person.id);
        const maskedTo = maskRecipient(address);
        throw new BizError('MMCP1050', { maskedTo }, { needOtp: 'Y', jrnNo, maskedTo });
      }
      await checkOtp(ctx.db, '17', input.otpJrnNo, input.otp, { personId: person.id, ip: ctx.ip });
    }

    // An invited staff member accepts the invitation by signing in (pending -> active); a frozen one is refused.
    await staffSignIn(ctx.db, person.id);
    // A person who registered but has no business yet signs in too, into no business.
    const membership = await landingMembership(ctx.db, person.id, person.last_merchant_id);
    const merchantId = membership?.merchant_id ?? null;
    await clearAttempts(ctx.db, 'login', subject);
    const store = merchantId ? await defaultStore(ctx.db, merchantId, person.id) : undefined;
    const session = await createSession(ctx.db, ctx.config, {
      personId: person.id,
      merchantId,
      storeId: store?.id ?? null,
      deviceId: ctx.deviceId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await ctx.db
      .updateTable('persons')
      .set({ previous_login_at: person.last_login_at, last_login_at: nowIso(), last_merchant_id: merchantId, locale: ctx.locale })
      .where('id', '=', person.id)
      .execute();
    await recordTrustedLogin(ctx.db, person.id, device, ctx.ip);
    ctx.setSessionToken(session.token);
    const operatorName = `${person.first_name} ${person.last_name}`;
    if (merchantId) {
      await ctx.audit(
        { event: 'LOGIN', detail: { code: 'AUDIT_LOGIN', params: { method: LOGIN_METHOD[input.userIdType] } } },
        { merchantId, personId: person.id, operatorName, storeId: store?.id ?? null },
      );
    }
    return {
      loginInfo: {
        userNo: person.user_no,
        userIdType: input.userIdType,
        merchantId,
        storeId: store?.id ?? null,
        expiresAt: session.expiresAt,
      },
    };
  }),

  personAction(LoginOut, async (_input, ctx) => {
    await revokeSession(ctx.db, ctx.session.sessionId, 'LOGOUT');
    await ctx.audit({ event: 'LOGOUT', detail: { code: 'AUDIT_LOGOUT' } });
    return {};
  }),

  personAction(QryUserInformation, async (_input, ctx) => {
    if (!ctx.session.merchantId) {
      // Registered, no business yet: the person alone.
      const p = await ctx.db.selectFrom('persons').selectAll().where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
      return {
        userNo: p.user_no,
        firstName: p.first_name,
        lastName: p.last_name,
        userIdType: p.phone ? ('P' as const) : ('E' as const),
        merchantOwnerNo: '',
        mblNoPlain: p.phone,
        email: p.email,
        username: p.username,
        idUploadFlag: yn(p.id_upload_flag),
        businessSetupStatus: 'N' as const,
        planFlag: 'N' as const,
        planCode: null,
        roleId: '',
        roleName: '',
        designation: null,
        lastLoginAt: p.previous_login_at ? toNairobi14(p.previous_login_at) : null,
        platformRole: p.platform_role,
        tempPassword: yn(Boolean(p.temp_password_until)),
      };
    }
    const p = await sessionProfile(ctx.db, ctx.session.personId, ctx.session.merchantId);
    const userIdType: UserIdType = p.username ? 'S' : p.phone ? 'P' : 'E';
    return {
      userNo: p.user_no,
      firstName: p.first_name,
      lastName: p.last_name,
      userIdType,
      merchantOwnerNo: p.merc_no,
      mblNoPlain: p.phone,
      email: p.email,
      username: p.username,
      // The owner's ID recognised (VerifyAndRecognizeIdCard) or the business's flag (seeded, set up).
      idUploadFlag: yn(p.person_id_upload_flag === 'Y' || p.id_upload_flag === 'Y'),
      businessSetupStatus: yn(p.setup_status),
      planFlag: yn(planActive(p)),
      planCode: planInForce(p),
      roleId: p.role_id,
      roleName: p.role_name,
      designation: p.designation,
      lastLoginAt: p.previous_login_at ? toNairobi14(p.previous_login_at) : null,
      tempPassword: yn(Boolean(p.temp_password_until)),
    };
  }),

  sessionAction(QueryMercInfo, {}, async (_input, ctx) => {
    const m = await ctx.db.selectFrom('merchants').selectAll().where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const store = ctx.session.storeId ? await findStore(ctx.db, m.id, ctx.session.storeId) : undefined;
    return {
      mercId: m.merc_no,
      mercName: m.name,
      mercAbbr: m.abbr,
      merchantType: m.business_type as '0' | '1' | '2' | '3',
      businessSetupStatus: yn(m.setup_status),
      idUploadFlag: yn(m.id_upload_flag),
      kycLevel: m.kyc_level as '00' | '01' | '02',
      kycSts: m.kyc_status as '00' | '01' | '02',
      planFlag: yn(planActive(m)),
      planName: m.plan_code ? planNameIn(m.plan_code, (await ctx.db.selectFrom('plans').select('name').where('code', '=', m.plan_code).executeTakeFirst())?.name ?? m.plan_code, ctx.locale) : null,
      mainFlag: yn(store?.head_office),
      currentStore: store ? toStoreSummary(store) : null,
    };
  }),

  sessionAction(QryMerRolFuncList, {}, async (_input, ctx) => {
    const role = await ctx.db.selectFrom('roles').select(['id', 'name']).where('id', '=', ctx.session.roleId).executeTakeFirstOrThrow();
    const funcs = await roleFunctions(ctx.db, role.id);
    return { roleId: role.id, roleName: role.name, merRolFuncList: funcs.map((f) => ({ funcNo: f.func_no, funcNm: f.name })) };
  }),
];
