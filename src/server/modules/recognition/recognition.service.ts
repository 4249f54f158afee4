import type { Kysely } from 'kysely';
import { recomputeKycForPerson } from '../business/kyc.service';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import {
  type IdentityCheckRequest,
  type IdentityRail,
  IdentityRailUnavailable,
  type IdentityResult,
  identityRailSettings,
} from '../../rails/identity';

/**
 * Identity checks over the identity rail. Each step is its own short database statement and the
 * rail is called between them, never inside a transaction (ARCHITECTURE section 3): record the
 * check (02 initialise), hand it to the rail, mark it 03 process; the rail's result (00 or 01)
 * arrives through `applyIdentityResult`. A status only moves forward: a late 03 never overwrites
 * a result that already came.
 */
export type CheckStatus = '00' | '01' | '02' | '03';

export interface IdentityCheckRow {
  id: string;
  person_id: string;
  id_type: string;
  id_no: string;
  names: string;
  status: string;
  reason: string | null;
  rail_ref: string | null;
  updated_at: string;
}

/** The person's KYC status that a check status means: 02 passed, 00 failed, 01 pending. */
export function kycStatusOf(status: string): '00' | '01' | '02' {
  return status === '00' ? '02' : status === '01' ? '00' : '01';
}

export function latestCheck(db: Kysely<Database>, personId: string): Promise<IdentityCheckRow | undefined> {
  return db
    .selectFrom('identity_checks')
    .select(['id', 'person_id', 'id_type', 'id_no', 'names', 'status', 'reason', 'rail_ref', 'updated_at'])
    .where('person_id', '=', personId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Copies the latest check's status onto the person (what the KYC gate and the session read). Each
 * statement reads the latest check itself, so a callback and a hand-over finishing together can
 * never leave an older status behind.
 */
async function syncPerson(db: Kysely<Database>, personId: string): Promise<void> {
  await db
    .updateTable('persons')
    .set((eb) => ({
      peleza_status: eb
        .selectFrom('identity_checks')
        .select('status')
        .where('person_id', '=', personId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    }))
    .where('id', '=', personId)
    .execute();
  await db
    .updateTable('persons')
    .set((eb) => ({
      kyc_status: eb
        .case()
        .when('peleza_status', '=', '00')
        .then('02')
        .when('peleza_status', '=', '01')
        .then('00')
        .when('peleza_status', 'is', null)
        .then(eb.ref('kyc_status'))
        .else('01')
        .end(),
    }))
    .where('id', '=', personId)
    .execute();
  await recomputeKycForPerson(db, personId);
}

/** The rail's callback: records a result once; a repeated or late callback changes nothing. */
export async function applyIdentityResult(db: Kysely<Database>, checkId: string, result: IdentityResult): Promise<void> {
  const updated = await db
    .updateTable('identity_checks')
    .set({ status: result.status, reason: result.reason, updated_at: nowIso() })
    .where('id', '=', checkId)
    .where('status', 'in', ['02', '03'])
    .returning('person_id')
    .executeTakeFirst();
  if (updated) await syncPerson(db, updated.person_id);
}

function railRequest(check: IdentityCheckRow): IdentityCheckRequest {
  const [firstName = '', ...rest] = check.names.split(' ');
  return { checkId: check.id, idType: check.id_type as '01' | '00', idNo: check.id_no, firstName, lastName: rest.join(' ') };
}

/** Hands a recorded check to the rail; a rail that cannot be reached leaves it at 02 for a later try. */
async function handOver(db: Kysely<Database>, rail: IdentityRail, check: IdentityCheckRow): Promise<void> {
  let reference: string;
  try {
    ({ reference } = await rail.submit(railRequest(check), (checkId, result) => applyIdentityResult(db, checkId, result)));
  } catch (error) {
    if (error instanceof IdentityRailUnavailable) {
      await db.updateTable('identity_checks').set({ updated_at: nowIso() }).where('id', '=', check.id).where('status', '=', '02').execute();
      return;
    }
    throw error;
  }
  await db
    .updateTable('identity_checks')
    .set({ status: '03', rail_ref: reference, updated_at: nowIso() })
    .where('id', '=', check.id)
    .where('status', '=', '02')
    .execute();
  // The result may already have come (a fast callback); record the reference anyway.
  await db.updateTable('identity_checks').set({ rail_ref: reference }).where('id', '=', check.id).where('rail_ref', 'is', null).execute();
  await syncPerson(db, check.person_id);
}

export async function submitIdentityCheck(
  db: Kysely<Database>,
  rail: IdentityRail,
  subject: { personId: string; merchantId: string | null; idType: '01' | '00'; idNo: string; firstName: string; lastName: string },
): Promise<IdentityCheckRow> {
  const now = nowIso();
  const check: IdentityCheckRow = {
    id: newId(),
    person_id: subject.personId,
    id_type: subject.idType,
    id_no: subject.idNo,
    names: `${subject.firstName} ${subject.lastName}`,
    status: '02',
    reason: null,
    rail_ref: null,
    updated_at: now,
  };
  await db.insertInto('identity_checks').values({ ...check, merchant_id: subject.merchantId, created_at: now }).execute();
  await syncPerson(db, subject.personId);
  await handOver(db, rail, check);
  return (await latestCheck(db, subject.personId)) ?? check;
}

/**
 * A check still running after the poll interval: ask the rail (03), or hand it over again (02,
 * the first hand-over failed). Answers the check as it stands afterwards.
 */
export async function reconcileIdentityCheck(db: Kysely<Database>, rail: IdentityRail, check: IdentityCheckRow, now = new Date()): Promise<IdentityCheckRow> {
  if (check.status !== '02' && check.status !== '03') return check;
  const ageMs = now.getTime() - new Date(check.updated_at).getTime();
  if (ageMs < identityRailSettings().pollAfterSeconds * 1000) return check;
  if (check.status === '02') {
    await handOver(db, rail, check);
  } else {
    let answer: Awaited<ReturnType<IdentityRail['query']>>;
    try {
      answer = await rail.query({ ...railRequest(check), reference: check.rail_ref });
    } catch (error) {
      if (error instanceof IdentityRailUnavailable) return check;
      throw error;
    }
    if (answer.status === '03') {
      await db.updateTable('identity_checks').set({ updated_at: nowIso() }).where('id', '=', check.id).where('status', '=', '03').execute();
    } else {
      await applyIdentityResult(db, check.id, answer);
    }
  }
  return (await latestCheck(db, check.person_id)) ?? check;
}
