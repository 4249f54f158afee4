import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, toNairobi14 } from '../db/util';
import { enqueue } from '../jobs/runner';
import { STATEMENT_ATTEMPTS, STATEMENT_JOB } from '../modules/statements/statements.job';

const DEMO_STATEMENT_ID = 'demo-statement-001';

function nairobiDay(daysAgo: number): string {
  return toNairobi14(new Date(Date.now() - daysAgo * 86_400_000).toISOString()).slice(0, 8);
}

/**
 * One account statement of the demo wallet's last five weeks (PDF). The seed has no file storage
 * at hand, so it is queued with its job like any statement and the job runner renders it within
 * seconds of the first start; the statements list is never empty.
 */
export async function seedDemoStatements(db: Kysely<Database>, merchantId: string, ownerId: string): Promise<void> {
  await db
    .insertInto('statements')
    .values({
      id: DEMO_STATEMENT_ID,
      merchant_id: merchantId,
      person_id: ownerId,
      start_date: nairobiDay(35),
      end_date: nairobiDay(0),
      ord_typ: null,
      format: 'pdf',
      status: 'Q',
      progress: 0,
      row_count: null,
      opening_balance: null,
      closing_balance: null,
      money_in: null,
      money_out: null,
      file_id: null,
      file_name: null,
      error: null,
      created_at: nowIso(),
      finished_at: null,
      certified_status: null,
      certified_ref: null,
      certified_person_id: null,
      certified_file_id: null,
      certified_file_name: null,
      certified_requested_at: null,
      certified_at: null,
    })
    .execute();
  await enqueue(db, { kind: STATEMENT_JOB, payload: { statementId: DEMO_STATEMENT_ID }, dedupeKey: `statement:${DEMO_STATEMENT_ID}`, maxAttempts: STATEMENT_ATTEMPTS });
}
