import type { ActionContract, InputOf, OutputOf } from '../../shared/actions/contract';
import { QryPubKey } from '../../shared/actions/identity';
import { isSealed, openResponse, sealRequest } from '../../shared/crypto/client';
import { APP_VERSION, type CommonFields } from '../../shared/protocol/common';
import {
  type Envelope,
  FORCE_LOGOUT_CODE,
  isSuccessCode,
  SESSION_ABNORMAL_CODE,
  SESSION_HEADER,
  SILENT_CODES,
  TO_LOGIN_CODES,
} from '../../shared/protocol/envelope';
import { DEFAULT_PAGE_SIZE, toLimitOffset } from '../../shared/protocol/paging';
import { findMenuEntry } from '../app/menu/menuTree';
import { currentLocale, i18n } from '../i18n';
import { deviceInfo } from './device';
import { ActionError } from './errors';
import { type Posted, postByFetch, postWithProgress, type UploadProgress } from './transport';
import { getKeys, type KeyState, setKeys } from './keys';
import { clientRuntime, currentAppPath } from './runtime';
import { clearSession, getSession, getToken, setToken } from './session';

/**
 * The one place that talks to the server (ARCHITECTURE.md section 3, spec 000 sections 7 and 8):
 * common fields, paging, the session token both ways, body encryption, and the global error rules.
 */
export const ACTION_ROOT = '/mmc/mrpay/';
export const HTTP_TIMEOUT_MS = 180_000;

/** The server could not read a sealed body (stale key) or wants one: fetch the keys, try again. */
const KEY_RETRY_CODES: ReadonlySet<string> = new Set(['MMCP0007', 'MMCP0008']);

export interface CallOptions {
  /** The caller shows business refusals itself: no error toast. */
  hideError?: boolean;
  /** A background call: no toast at all, not even for a lost connection. */
  silent?: boolean;
  /** Leave the session rules aside (for LoginOut, which ends the session anyway). */
  skipSessionRules?: boolean;
  signal?: AbortSignal;
  /**
   * How much of the request body has gone up, for a call that carries a file's content. The call
   * then travels by XMLHttpRequest, the browser's only request that reports upload progress.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export type { UploadProgress } from './transport';

export interface PageParams {
  pageNum?: number;
  pageSize?: number;
}

/** What a page passes: the action's input, with pageNum/pageSize in place of limit/offset. */
export type ActionInput<C extends ActionContract> = Omit<InputOf<C>, 'limit' | 'offset'> &
  PageParams;

export interface Reply {
  status: number;
  envelope: Envelope | null;
  /** The session token the request carried, to tell a stale answer from a current one. */
  sentToken: string | null;
}

const SESSION_CODES: ReadonlySet<string> = new Set([
  FORCE_LOGOUT_CODE,
  SESSION_ABNORMAL_CODE,
  ...TO_LOGIN_CODES,
]);

/** Set while logout runs: answers of the ending session must not send anyone to /login. */
let sessionEnding = false;

/** Runs the logout: session rules are off until it is done. */
export async function whileSessionEnds<T>(work: () => Promise<T>): Promise<T> {
  sessionEnding = true;
  try {
    return await work();
  } finally {
    sessionEnding = false;
  }
}

function commonFields(): CommonFields {
  const { person, menu } = getSession();
  const entry = findMenuEntry(menu, currentAppPath().pathname);
  return {
    channel: 'web',
    version: APP_VERSION,
    mblNo: person?.mblNoPlain ?? undefined,
    transTypId: entry?.node.transTypId ?? undefined,
    deviceInfo: deviceInfo(),
  };
}

function buildBody(input: object): Record<string, unknown> {
  const { pageNum, pageSize, ...rest } = input as PageParams & Record<string, unknown>;
  const paging =
    pageNum !== undefined || pageSize !== undefined
      ? toLimitOffset(pageNum ?? 1, pageSize ?? DEFAULT_PAGE_SIZE)
      : {};
  return { ...commonFields(), ...rest, ...paging };
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as Envelope).rspMsgCd === 'string';
}

function toast(options: CallOptions, text: string, key?: string): void {
  if (!options.silent) clientRuntime().toast('error', text, key);
}

let keyLoad: Promise<KeyState> | null = null;

/** The message key, fetched once per browser session (QryPubKey always travels plain). */
export function ensureMessageKey(options: CallOptions = {}): Promise<KeyState> {
  const known = getKeys();
  if (known) return Promise.resolve(known);
  keyLoad ??= callAction(QryPubKey, {}, options)
    .then((out) => {
      const next: KeyState = {
        isEncrypt: out.isEncrypt,
        messPubKey: out.messPubKey,
        keyId: out.keyId,
        pwdPubKey: null,
      };
      setKeys(next);
      return next;
    })
    .finally(() => {
      keyLoad = null;
    });
  return keyLoad;
}

async function exchange(action: string, body: unknown, options: CallOptions): Promise<Reply> {
  const keys = action === QryPubKey.name ? null : await ensureMessageKey(options);
  const sealed = keys?.isEncrypt ? await sealRequest(keys.messPubKey, action, body) : null;

  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'Accept-Language': currentLocale(),
  };
  const token = getToken();
  if (token) headers[SESSION_HEADER] = token;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let res: Posted;
  try {
    const url = `${ACTION_ROOT}${action}.htm`;
    const payload = JSON.stringify(sealed ? sealed.sealed : body);
    res = options.onUploadProgress
      ? await postWithProgress(url, headers, payload, controller.signal, options.onUploadProgress)
      : await postByFetch(url, headers, payload, controller.signal);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const message = i18n.t('errors.noConnection');
    toast(options, message, 'no-connection');
    throw new ActionError({ action, code: 'NETWORK', message, kind: 'network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const { text } = res;
  if (res.rotated) setToken(res.rotated);

  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
    if (sealed && isSealed(json)) json = await openResponse(sealed.key, action, json);
  } catch {
    json = null;
  }
  return { status: res.status, envelope: isEnvelope(json) ? json : null, sentToken: token };
}

let abnormalShown = false;

/** Ends the session in the browser and sends the person to the login page. */
function endSession(): void {
  clearSession();
  clientRuntime().resetCaches();
  const { pathname, search } = currentAppPath();
  const back = ['/', '/login', '/growBusiness', '/404'].includes(pathname)
    ? ''
    : `?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  clientRuntime().navigate(`/login${back}`);
}

/** Applies spec 000 section 8 to a session code. */
function applySessionRules(envelope: Envelope, options: CallOptions): void {
  const code = envelope.rspMsgCd;
  if (code === FORCE_LOGOUT_CODE || TO_LOGIN_CODES.has(code)) {
    if (getSession().token) toast(options, envelope.rspMsgInf, 'session-end');
    endSession();
    return;
  }
  if (code === SESSION_ABNORMAL_CODE) {
    clearSession();
    clientRuntime().resetCaches();
    if (!abnormalShown) {
      abnormalShown = true;
      clientRuntime().alert({
        title: i18n.t('errors.sessionAbnormalTitle'),
        content: envelope.rspMsgInf,
        onOk: () => {
          abnormalShown = false;
          clientRuntime().navigate('/login');
        },
      });
    }
  }
}

function settle<C extends ActionContract>(
  contract: C,
  reply: Reply,
  options: CallOptions,
): OutputOf<C> {
  const { envelope, status } = reply;
  if (!envelope) {
    const message =
      status >= 400 ? i18n.t('errors.http', { status }) : i18n.t('errors.badResponse');
    toast(options, message);
    throw new ActionError({
      action: contract.name,
      code: `HTTP_${status}`,
      message,
      kind: 'http',
      status,
    });
  }

  const code = envelope.rspMsgCd;
  if (isSuccessCode(code) || code.startsWith('SSO')) {
    const { rspMsgCd: _c, rspMsgInf: _i, fieldErrors: _f, refId: _r, ...fields } = envelope;
    const parsed = contract.output.safeParse(fields);
    if (parsed.success) return parsed.data as OutputOf<C>;
    console.warn(`${contract.name}: the answer does not match its contract`, parsed.error.issues);
    return fields as OutputOf<C>;
  }

  if (SESSION_CODES.has(code)) {
    // An answer to a session that has already ended or changed (logout, a new login) is stale.
    const current = !sessionEnding && reply.sentToken === getToken();
    if (current && !options.skipSessionRules) applySessionRules(envelope, options);
    throw new ActionError({
      action: contract.name,
      code,
      message: envelope.rspMsgInf,
      kind: 'session',
      status,
      envelope,
    });
  }

  if (!options.hideError && !SILENT_CODES.has(code)) toast(options, envelope.rspMsgInf);
  // The owner may have taken a function away while this page was open: the menu follows.
  if (code === 'MMCP0403' && reply.sentToken === getToken()) clientRuntime().permissionsChanged();
  throw new ActionError({
    action: contract.name,
    code,
    message: envelope.rspMsgInf,
    kind: status >= 400 ? 'http' : 'business',
    status,
    envelope,
  });
}

/**
 * An envelope from a plain HTTP route (the file service, src/web/api/upload.ts): the same session
 * and error rules as an action's answer.
 */
export function settleReply<C extends ActionContract>(
  contract: C,
  reply: Reply,
  options: CallOptions = {},
): OutputOf<C> {
  return settle(contract, reply, options);
}

/**
 * Calls one action. Resolves with its output (checked against the contract, extra fields
 * tolerated); rejects with an ActionError after the global rules have run.
 */
export async function callAction<C extends ActionContract>(
  contract: C,
  input: ActionInput<C>,
  options: CallOptions = {},
): Promise<OutputOf<C>> {
  const body = buildBody(input);
  let reply = await exchange(contract.name, body, options);
  if (
    reply.envelope &&
    KEY_RETRY_CODES.has(reply.envelope.rspMsgCd) &&
    contract.name !== QryPubKey.name
  ) {
    setKeys(null);
    reply = await exchange(contract.name, body, options);
  }
  return settle(contract, reply, options);
}
