import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../shared/i18n/messages';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { isoAfter, newId, nowIso, sha256 } from '../db/util';
import { BizError } from '../http/errors';

/**
 * Sessions as docs/protocol.md decides: a random token in `x-session-token`, stored only as a
 * hash; idle and absolute expiry in the database; rotation every few minutes with a grace window
 * for the previous token; bound to the device that signed in.
 */
export interface PersonSessionInfo {
  sessionId: string;
  personId: string;
  /** Null while the person has no business yet. */
  merchantId: string | null;
  storeId: string | null;
  /** The current store's name, read with the session (for the audit trail). */
  storeName?: string | null;
  roleId: string | null;
  deviceId: string;
  operatorName: string;
}

/** A session inside a business: what almost every action needs. */
export interface SessionInfo extends PersonSessionInfo {
  merchantId: string;
  roleId: string;
}

export function hasBusiness(s: PersonSessionInfo): s is SessionInfo {
  return s.merchantId !== null && s.roleId !== null;
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Kysely<Database>,
  config: Config,
  values: { personId: string; merchantId: string | null; storeId: string | null; deviceId: string; ip: string | null; userAgent: string | null },
): Promise<{ token: string; sessionId: string; expiresAt: string }> {
  const token = newToken();
  const now = nowIso();
  const id = newId();
  const expiresAt = isoAfter(config.session.absoluteHours * 3600_000);
  await db
    .insertInto('sessions')
    .values({
      id,
      token_hash: sha256(token),
      prev_token_hash: null,
      prev_valid_until: null,
      person_id: values.personId,
      merchant_id: values.merchantId,
      store_id: values.storeId,
      device_id: values.deviceId,
      ip: values.ip,
      user_agent: values.userAgent?.slice(0, 300) ?? null,
      created_at: now,
      last_seen_at: now,
      rotated_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      revoke_code: null,
    })
    .execute();
  return { token, sessionId: id, expiresAt };
}

interface SessionRow {
  id: string;
  token_hash: string;
  prev_valid_until: string | null;
  person_id: string;
  merchant_id: string | null;
  store_id: string | null;
  device_id: string;
  last_seen_at: string;
  rotated_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_code: string | null;
  first_name: string;
  last_name: string;
  person_status: string;
  person_locale: Locale | null;
  role_id: string | null;
  membership_status: string | null;
  store_name: string | null;
  func_held: unknown;
}

/** The business's standing that the KYC and plan gates read (spec 000 section 4), with its matrix row. */
export interface BusinessGateRow {
  setup_status: string;
  kyc_level: string;
  kyc_status: string;
  plan_code: string | null;
  plan_expires_at: string | null;
  peleza_status: string | null;
  matrix_typ: string | null;
  kyc_zero_flg: string | null;
  kyc_one_flg: string | null;
  kyc_two_flg: string | null;
}

/** The gate's columns over merchants `bm`, its owner `bo` and the matrix row `k`. */
const BUSINESS_GATE_COLUMNS =
  'bm.setup_status, bm.kyc_level, bm.kyc_status, bm.plan_code, bm.plan_expires_at, bo.peleza_status, k.trans_typ_id as matrix_typ, k.kyc_zero_flg, k.kyc_one_flg, k.kyc_two_flg';

export interface ResolvedSession {
  session: PersonSessionInfo;
  /** Set when the token was rotated: send it back in the response header. */
  rotatedToken: string | null;
  /** Whether the session's role holds the function asked for (null when none was asked). */
  funcHeld: boolean | null;
  /** The business's gate standing, when asked for and the session is in a business (null otherwise). */
  gate: BusinessGateRow | null;
}

/** Resolves the caller's session or throws the code the spec's client acts on. */
export async function resolveSession(
  db: Kysely<Database>,
  config: Config,
  token: string | undefined,
  deviceId: string | null,
  /** Passive: only look (a public action called with a token); never end or rotate the session. */
  passive = false,
  /** A function number whose holding by the session's role is read in the same query. */
  funcNo: string | null = null,
  /**
   * The business's KYC and plan standing (and the KYC matrix row of `transTypId`), read in the
   * same query for an action behind those gates (router.ts, enforceBusinessGates).
   */
  gate: { transTypId: string | null } | null = null,
  /**
   * The language the caller's request asked in (its Accept-Language), when it named one: the
   * person's messages (digests, codes sent later) follow the language they last used the portal in.
   */
  speaks: Locale | null = null,
): Promise<ResolvedSession> {
  if (!token) throw new BizError('SCM60401');
  const hash = sha256(token);
  const now = nowIso();
  // The hottest query of the server (every signed-in call): written once as SQL, not rebuilt.
  const { rows } = await sql<SessionRow & Partial<BusinessGateRow>>`
    select s.id, s.token_hash, s.prev_valid_until, s.person_id, s.merchant_id, s.store_id, s.device_id,
           s.last_seen_at, s.rotated_at, s.expires_at, s.revoked_at, s.revoke_code,
           p.first_name, p.last_name, p.status as person_status, p.locale as person_locale, m.role_id, m.status as membership_status,
           st.name as store_name,
           ${funcNo === null ? sql`null` : sql`exists(select 1 from role_functions rf where rf.role_id = m.role_id and rf.func_no = ${funcNo})`} as func_held
           ${gate === null ? sql`` : sql`, ${sql.raw(BUSINESS_GATE_COLUMNS)}`}
      from sessions s
      join persons p on p.id = s.person_id
      left join memberships m on m.person_id = s.person_id and m.merchant_id = s.merchant_id
      left join stores st on st.id = s.store_id
      ${gate === null ? sql`` : sql`left join merchants bm on bm.id = s.merchant_id left join persons bo on bo.id = bm.owner_person_id left join kyc_matrix k on k.trans_typ_id = ${gate.transTypId ?? ''}`}
     where s.token_hash = ${hash} or (s.prev_token_hash = ${hash} and s.prev_valid_until > ${now})`.execute(db);
  const row = rows[0];
  if (!row) throw new BizError('SCM60401');
  if (row.revoked_at) throw new BizError(row.revoke_code === 'MMCP9999' ? 'MMCP9999' : 'URMP229');
  const idleLimit = isoAfter(-config.session.idleMinutes * 60_000);
  if (row.expires_at <= now || row.last_seen_at < idleLimit) {
    if (passive) throw new BizError('MMCP9999');
    await db.updateTable('sessions').set({ revoked_at: now, revoke_code: 'MMCP9999' }).where('id', '=', row.id).execute();
    throw new BizError('MMCP9999');
  }
  const membershipLost = row.merchant_id !== null && (!row.role_id || row.membership_status !== 'A');
  if (row.person_status !== 'A' || membershipLost) {
    if (passive) throw new BizError('URMP229');
    await revokeSession(db, row.id, 'URMP229');
    throw new BizError('URMP229');
  }
  if (!deviceId || deviceId !== row.device_id) {
    if (passive) throw new BizError('MMCP5148');
    await revokeSession(db, row.id, 'MMCP5148');
    throw new BizError('MMCP5148');
  }

  let rotatedToken: string | null = null;
  const isCurrent = row.token_hash === hash;
  const rotateDue = row.rotated_at < isoAfter(-config.session.rotateMinutes * 60_000);
  if (passive) {
    // Looking only.
  } else if (isCurrent && rotateDue) {
    rotatedToken = newToken();
    // Only one parallel request wins the rotation; the others keep the old token in its grace window.
    const result = await db
      .updateTable('sessions')
      .set({
        token_hash: sha256(rotatedToken),
        prev_token_hash: hash,
        prev_valid_until: isoAfter(config.session.graceSeconds * 1000),
        rotated_at: now,
        last_seen_at: now,
      })
      .where('id', '=', row.id)
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) rotatedToken = null;
  } else if (row.last_seen_at < isoAfter(-30_000)) {
    // Idle tracking without a write on every request.
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  if (!passive && speaks !== null && row.person_locale !== speaks) {
    // The header's language switch mid-session: a write only when the language changes (and a
    // no-op for the parallel requests that read the old language too).
    await db
      .updateTable('persons')
      .set({ locale: speaks })
      .where('id', '=', row.person_id)
      .where((eb) => eb.or([eb('locale', 'is', null), eb('locale', '!=', speaks)]))
      .execute();
  }

  return {
    session: {
      sessionId: row.id,
      personId: row.person_id,
      merchantId: row.merchant_id,
      storeId: row.store_id,
      storeName: row.store_name,
      roleId: row.merchant_id ? row.role_id : null,
      deviceId: row.device_id,
      operatorName: `${row.first_name} ${row.last_name}`.trim(),
    },
    rotatedToken,
    // SQLite answers 0/1, PostgreSQL a boolean.
    funcHeld: funcNo === null ? null : Boolean(Number(row.func_held)),
    gate: gate !== null && row.merchant_id ? gateRow(row) : null,
  };
}

/** The gate's columns of the session row: all there when asked for; a business always has its standing. */
function gateRow(row: Partial<BusinessGateRow>): BusinessGateRow | null {
  return row.setup_status == null ? null : (row as BusinessGateRow);
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, code: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoke_code: code })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends a person's sessions in one business (staff removed or frozen, a stakeholder blocked): their
 * sessions in other businesses they belong to are not this business's to end. The next call on one
 * answers URMP229 (forced sign-out).
 */
export async function revokeSessionsIn(db: Kysely<Database>, merchantId: string, personId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoke_code: 'URMP229' })
    .where('person_id', '=', personId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every other session of a person (password change, device removal). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  personId: string,
  keepSessionId: string | null,
  code = 'URMP229',
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoke_code: code })
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  await q.execute();
}

/**
 * Moves a session into another business (and store) and rotates its token: a privilege change.
 * The previous token stays valid for the grace window so requests in flight do not fail.
 */
export async function moveSession(
  db: Kysely<Database>,
  config: Config,
  sessionId: string,
  to: { merchantId: string; storeId: string | null },
): Promise<string> {
  const token = newToken();
  const row = await db.selectFrom('sessions').select('token_hash').where('id', '=', sessionId).executeTakeFirstOrThrow();
  const now = nowIso();
  await db
    .updateTable('sessions')
    .set({
      merchant_id: to.merchantId,
      store_id: to.storeId,
      token_hash: sha256(token),
      prev_token_hash: row.token_hash,
      prev_valid_until: isoAfter(config.session.graceSeconds * 1000),
      rotated_at: now,
      last_seen_at: now,
    })
    .where('id', '=', sessionId)
    .execute();
  return token;
}
