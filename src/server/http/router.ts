import type { MoneyRuntime } from '../modules/money/orders';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ActionContract } from '../../shared/actions/contract';
import { type Locale, type MessageCode, messageText, namedLocale, normalizeLocale } from '../../shared/i18n/messages';
import { type DeviceInfo, deviceInfoSchema, reverseDeviceId } from '../../shared/protocol/common';
import { type Envelope, type FieldError, SESSION_HEADER, SUCCESS_CODE } from '../../shared/protocol/envelope';
import { issueMessages } from '../../shared/rules/issues';
import { renderRuleMessage } from '../../shared/rules/message';
import { isSealed } from '../../shared/crypto/client';
import { nulCharacterPath } from '../../shared/protocol/text';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../db/util';
import { type KeyRing, openSealedBody, sealBody } from '../security/keys';
import { type BusinessGateRow, hasBusiness, resolveSession } from '../security/sessions';
import { kycGate } from '../../shared/rules/kyc';
import { planActive } from '../modules/identity/identity.queries';
import { changesJson } from '../modules/audit/audit.changes';
import { detailColumns } from '../modules/audit/audit.detail';
import { mustAudit } from '../modules/audit/audit.policy';
import { deviceName } from '../modules/devices/devices.queries';
import type { AnyAction, AuditNote, PublicContext, SessionContext } from './action';
import { BizError } from './errors';

/**
 * The action router: `POST /mmc/mrpay/{Action}.htm` (and the older `/mmc/{Action}.htm`).
 * One pipeline for every action: open an encrypted body, read the common fields, validate the
 * input by the contract, check the session and permission, run the handler, answer the envelope.
 */
export interface RouterDeps {
  /** The money module's runtime (rails, jobs); actions reach it as `ctx.money`. */
  money: MoneyRuntime;
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  keys: KeyRing;
  actions: AnyAction[];
}

interface RequestState {
  action?: string;
  /** The session's store as read with it, so an audit row needs no second read for its name. */
  store?: { id: string | null; name: string | null };
  sealKey?: Buffer;
  code?: string;
  /** Set once the request wrote an audit row (the fallback of mustAudit reads it). */
  audited?: boolean;
}
const states = new WeakMap<FastifyRequest, RequestState>();
export function requestState(request: FastifyRequest): RequestState {
  let s = states.get(request);
  if (!s) {
    s = {};
    states.set(request, s);
  }
  return s;
}

/** Actions a browser may call before it holds the message key, so always in clear. */
const ALWAYS_PLAIN = new Set(['QryPubKey']);

export function envelope(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
  fields: Record<string, unknown> = {},
): Envelope {
  return { rspMsgCd: code, rspMsgInf: messageText(code, locale, params), ...fields };
}

export function sendEnvelope(request: FastifyRequest, reply: FastifyReply, status: number, body: Envelope): FastifyReply {
  const state = requestState(request);
  state.code = body.rspMsgCd;
  reply.code(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
  if (state.sealKey && state.action) return reply.send(sealBody(state.sealKey, state.action, body));
  return reply.send(body);
}

function fieldErrorsFrom(error: z.ZodError, input: unknown, locale: Locale): FieldError[] {
  return issueMessages(error.issues, input).map(({ field, message }) => ({ field, message: renderRuleMessage(message, locale) }));
}

export function registerActionRouter(app: FastifyInstance, deps: RouterDeps): void {
  const registry = new Map<string, AnyAction>();
  for (const action of deps.actions) {
    if (registry.has(action.contract.name)) throw new Error(`action registered twice: ${action.contract.name}`);
    registry.set(action.contract.name, action);
  }

  async function run(request: FastifyRequest, reply: FastifyReply, name: string, rawBody: unknown) {
    const state = requestState(request);
    state.action = name;
    const locale = normalizeLocale(request.headers['accept-language']);
    const action = registry.get(name);
    if (!action) return sendEnvelope(request, reply, 404, envelope('MMCP0001', locale, { action: name }));

    let body: unknown = rawBody ?? {};
    if (isSealed(body)) {
      try {
        const opened = openSealedBody(deps.keys.msg, name, body.t, body.d);
        state.sealKey = opened.key;
        body = opened.body;
      } catch {
        return sendEnvelope(request, reply, 400, envelope('MMCP0007', locale));
      }
    } else if (deps.config.encryptBodies && !ALWAYS_PLAIN.has(name)) {
      return sendEnvelope(request, reply, 400, envelope('MMCP0008', locale));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return sendEnvelope(request, reply, 400, envelope('MMCP0002', locale));
    }
    // Before anything reads the body (the device id of the common fields reaches the session query).
    const nulAt = nulCharacterPath(body);
    if (nulAt) {
      const fieldErrors = [{ field: nulAt, message: messageText('NUL_CHARACTER', locale) }];
      return sendEnvelope(request, reply, 200, envelope('MMCP0006', locale, { field: nulAt, message: fieldErrors[0]!.message }, { fieldErrors }));
    }

    // The device alone: the other common fields (mblNo, channel, transTypId, version) share their
    // names with actions' own fields, which the contract checks; a bad one must not cost the
    // device, and with it the session (a call from another device ends it).
    const deviceInfo = deviceInfoSchema.safeParse((body as { deviceInfo?: unknown }).deviceInfo);
    const device = deviceInfo.success ? { ...deviceInfo.data, deviceId: reverseDeviceId(deviceInfo.data.deviceId) } : null;
    const deviceId = device?.deviceId ?? null;

    const ctx = makeContext(request, reply, deps, locale, device);
    if (action.access.kind === 'public' && typeof request.headers[SESSION_HEADER] === 'string') {
      // A public action called with a session (QryRandomNo after sign-in) binds to it when it is good.
      const resolved = await resolveSession(deps.db, deps.config, request.headers[SESSION_HEADER], deviceId, true).catch(() => null);
      if (resolved) ctx.session = resolved.session;
    } else if (action.access.kind !== 'public') {
      const token = request.headers[SESSION_HEADER];
      // The role's holding of the action's function is read with the session, in one query.
      const funcNo = action.access.kind === 'session' ? (action.access.funcNo ?? null) : null;
      // So is the business's KYC and plan standing, for an action behind those gates.
      const gated = action.access.kind === 'session' && (action.access.transTypId || action.access.subscription) ? action.access : null;
      const resolved = await resolveSession(deps.db, deps.config, typeof token === 'string' ? token : undefined, deviceId, false, funcNo, gated && { transTypId: gated.transTypId ?? null }, namedLocale(request.headers['accept-language']));
      if (resolved.rotatedToken) ctx.setSessionToken(resolved.rotatedToken);
      ctx.session = resolved.session;
      state.store = { id: resolved.session.storeId, name: resolved.session.storeName ?? null };
      if (action.access.kind === 'session') {
        if (!hasBusiness(resolved.session)) throw new BizError('MMCP1040');
        if (funcNo && !resolved.funcHeld) throw new BizError('MMCP0403');
        if (gated) {
          if (!resolved.gate) throw new Error('the session query read no business standing');
          enforceBusinessGates(resolved.gate, gated);
        }
      }
    }

    const parsed = action.contract.input.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFrom(parsed.error, body, locale);
      const first = fieldErrors[0]!;
      return sendEnvelope(
        request,
        reply,
        200,
        envelope('MMCP0006', locale, { field: first.field, message: first.message }, { fieldErrors }),
      );
    }

    const result = await action.handler(parsed.data, ctx as SessionContext);
    const output = (action.contract as ActionContract).output.parse(result ?? {});
    if (!state.audited && mustAudit(name, parsed.data as Record<string, unknown>) && ctx.session?.merchantId) {
      // A state change whose handler wrote no row still leaves one (docs/areas/audit.md).
      request.log.warn({ action: name }, 'state-changing action wrote no audit row; recorded by the router');
      await ctx.audit({ event: 'ACTION', detail: { code: 'AUDIT_OTHER_CHANGE', params: { action: name } } });
    }
    return sendEnvelope(request, reply, 200, envelope(SUCCESS_CODE, locale, {}, output as Record<string, unknown>));
  }

  app.post<{ Params: { file: string } }>('/mmc/mrpay/:file', (request, reply) => {
    return run(request, reply, actionName(request.params.file), request.body);
  });
  app.post<{ Params: { file: string } }>('/mmc/:file', (request, reply) => {
    return run(request, reply, actionName(request.params.file), request.body);
  });

  // The direct calls of spec 000 section 7, mapped onto the same actions.
  app.post('/pub/login.do', (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (isSealed(b)) return run(request, reply, 'MerchantLogin', b);
    const userId = typeof b.oper_no === 'string' ? b.oper_no : '';
    return run(request, reply, 'MerchantLogin', { ...b, userId, userIdType: guessType(userId), password: b.oper_pwd });
  });
  app.post('/pub/logout.do', (request, reply) => run(request, reply, 'LoginOut', request.body));
  app.post('/buiOper/updatePwd.do', (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (isSealed(b)) return run(request, reply, 'MerchantModifyPassword', b);
    return run(request, reply, 'MerchantModifyPassword', { ...b, passwordType: '1', oldPassword: b.password, newPassword: b.new_password });
  });
  app.get('/pub/operQuery.do', (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const deviceInfo = q.deviceId ? { deviceId: q.deviceId } : undefined;
    return run(request, reply, 'QryMerRolFuncList', { deviceInfo });
  });
}

/** The KYC matrix and subscription gates (spec 000 section 4): refused with a code and the dialog to show. */
export async function checkBusinessGates(deps: Pick<RouterDeps, 'db'>, merchantId: string, access: { transTypId?: string; subscription?: boolean }) {
  const standing = await deps.db
    .selectFrom('merchants as m')
    .leftJoin('persons as o', 'o.id', 'm.owner_person_id')
    // The matrix row of the transaction type comes with the business, in the same query.
    .leftJoin('kyc_matrix as k', (j) => j.on('k.trans_typ_id', '=', access.transTypId ?? ''))
    .select(['m.setup_status', 'm.kyc_level', 'm.kyc_status', 'm.plan_code', 'm.plan_expires_at', 'o.peleza_status'])
    .select(['k.trans_typ_id as matrix_typ', 'k.kyc_zero_flg', 'k.kyc_one_flg', 'k.kyc_two_flg'])
    .where('m.id', '=', merchantId)
    .executeTakeFirstOrThrow();
  enforceBusinessGates(standing, access);
}

/** Refuses what the business's standing does not allow: MMCP3211 without a paid plan, MMCP3210 with the KYC dialog. */
export function enforceBusinessGates(standing: BusinessGateRow, access: { transTypId?: string; subscription?: boolean }): void {
  if (access.subscription && !planActive(standing)) throw new BizError('MMCP3211');
  if (access.transTypId) {
    const row = standing.matrix_typ ? { kycZeroFlg: standing.kyc_zero_flg ?? 'N', kycOneFlg: standing.kyc_one_flg ?? 'N', kycTwoFlg: standing.kyc_two_flg ?? 'N' } : undefined;
    const dialog = kycGate(row, {
      businessSetupStatus: standing.setup_status,
      kycLevel: standing.kyc_level,
      kycSts: standing.kyc_status,
      pelezaSts: standing.peleza_status,
    });
    if (dialog) throw new BizError('MMCP3210', {}, { kycDialog: dialog, transTypId: access.transTypId });
  }
}

function actionName(file: string): string {
  // A name without the .htm ending is not an action path; it answers as an unknown action.
  return file.endsWith('.htm') ? file.slice(0, -4) : `${file} (no .htm)`;
}

function guessType(userId: string): 'P' | 'E' | 'S' {
  if (userId.includes('@')) return 'E';
  return /^\+?\d[\d\s-]*$/.test(userId) ? 'P' : 'S';
}

function makeContext(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: RouterDeps,
  locale: Locale,
  device: DeviceInfo | null,
): PublicContext {
  const ctx: PublicContext = {
    db: deps.db,
    dialect: deps.dialect,
    config: deps.config,
    keys: deps.keys,
    money: deps.money,
    locale,
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    deviceId: device?.deviceId ?? null,
    device,
    requestId: String(request.id),
    log: request.log,
    session: null,
    setSessionToken(token: string) {
      reply.header(SESSION_HEADER, token);
    },
    async audit(note: AuditNote, scope, db = deps.db) {
      const s =
        scope ??
        (ctx.session?.merchantId
          ? { merchantId: ctx.session.merchantId, personId: ctx.session.personId, operatorName: ctx.session.operatorName, storeId: ctx.session.storeId }
          : null);
      if (!s) return;
      requestState(request).audited = true;
      let storeName: string | null = null;
      const known = requestState(request).store;
      if (known && known.id === s.storeId) storeName = known.name;
      else if (s.storeId) {
        const store = await deps.db.selectFrom('stores').select('name').where('id', '=', s.storeId).executeTakeFirst();
        storeName = store?.name ?? null;
      }
      await db
        .insertInto('audit_trail')
        .values({
          id: newId(),
          merchant_id: s.merchantId,
          person_id: s.personId,
          operator_name: s.operatorName,
          event: note.event,
          action: requestState(request).action ?? '',
          store_id: s.storeId,
          store_name: storeName,
          ...detailColumns(note.detail),
          ip: request.ip,
          result: note.result ?? 'S',
          created_at: nowIso(),
          changes: changesJson(note.before, note.after),
          device_id: device?.deviceId ?? null,
          device_name: device ? deviceName({ browser: device.browser ?? null, os_version: device.osVersion ?? null, device_type: device.deviceType ?? null }) : null,
        })
        .execute();
    },
  };
  return ctx;
}
