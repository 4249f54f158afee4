import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ActionContract } from '../../shared/actions/contract';
import type { CatalogueText, Locale } from '../../shared/i18n/messages';
import type { DeviceInfo } from '../../shared/protocol/common';
import type { AuditEvent } from '../../shared/dict/audit';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import type { KeyRing } from '../security/keys';
import type { MoneyRuntime } from '../modules/money/orders';
import type { PersonSessionInfo, SessionInfo } from '../security/sessions';

/** Who may call an action. Permissions are funcNo codes (spec 000 section 6). */
export type Access =
  | { kind: 'public' }
  /**
   * Signed in, inside a business; `funcNo` when the role must hold a function, `transTypId` when the
   * KYC matrix must allow the transaction type, `subscription` when a paid plan is needed.
   */
  | { kind: 'session'; funcNo?: string; transTypId?: string; subscription?: boolean }
  /** Signed in, with or without a business yet (registration, onboarding, who-am-I). */
  | { kind: 'person' };

export interface AuditNote {
  event: AuditEvent;
  /**
   * The row's sentence as catalogue words (`AUDIT_...` codes), worded in each reader's language:
   * `{ code: 'AUDIT_TILL_STATUS', params: { tillNo, status: { code: 'AUDIT_WORD_ENABLED' } } }`.
   * Names, numbers and amounts are plain parameters; words (a status, a reason code) nested codes.
   */
  detail: CatalogueText;
  result?: 'S' | 'F';
  /**
   * The edited record before and after (plain objects). Only the fields that differ are stored;
   * an addition gives only `after`, a removal only `before`. Secrets (passwords, PINs, codes,
   * tokens, card numbers) are dropped by the router whatever the handler passes.
   */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface BaseContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  keys: KeyRing;
  /** Rails and jobs of the money area (src/server/modules/money). */
  money: MoneyRuntime;
  locale: Locale;
  ip: string;
  userAgent: string | null;
  /** The device id from the common fields, already turned back from its reversed form. */
  deviceId: string | null;
  /** The whole device description of the common fields (its id turned back). */
  device: DeviceInfo | null;
  requestId: string;
  log: FastifyBaseLogger;
  /** Sends a (new) session token in the response header. */
  setSessionToken(token: string): void;
  /** Writes an audit row for the current merchant (or the one given, before a session exists). */
  /** Writes the audit row; `db` writes it inside the caller's transaction (it commits with the change). */
  audit(
    note: AuditNote,
    scope?: { merchantId: string; personId: string | null; operatorName: string; storeId: string | null },
    db?: Kysely<Database>,
  ): Promise<void>;
}

export interface PublicContext extends BaseContext {
  session: PersonSessionInfo | null;
}

export interface PersonContext extends BaseContext {
  session: PersonSessionInfo;
}

export interface SessionContext extends BaseContext {
  session: SessionInfo;
}

export interface ActionDefinition<C extends ActionContract = ActionContract> {
  contract: C;
  access: Access;
  handler: (input: z.output<C['input']>, ctx: SessionContext | PersonContext | PublicContext) => Promise<z.input<C['output']>>;
}

export function publicAction<C extends ActionContract>(
  contract: C,
  handler: (input: z.output<C['input']>, ctx: PublicContext) => Promise<z.input<C['output']>>,
): ActionDefinition<C> {
  return { contract, access: { kind: 'public' }, handler: handler as ActionDefinition<C>['handler'] };
}

export function sessionAction<C extends ActionContract>(
  contract: C,
  options: { funcNo?: string; transTypId?: string; subscription?: boolean },
  handler: (input: z.output<C['input']>, ctx: SessionContext) => Promise<z.input<C['output']>>,
): ActionDefinition<C> {
  return {
    contract,
    access: { kind: 'session', ...options },
    handler: handler as ActionDefinition<C>['handler'],
  };
}

export function personAction<C extends ActionContract>(
  contract: C,
  handler: (input: z.output<C['input']>, ctx: PersonContext) => Promise<z.input<C['output']>>,
): ActionDefinition<C> {
  return { contract, access: { kind: 'person' }, handler: handler as ActionDefinition<C>['handler'] };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds actions of every contract
export type AnyAction = ActionDefinition<any>;
