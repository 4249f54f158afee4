import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toNairobi14 } from '../db/util';
import { queueStatement } from '../modules/statements/statements.job';

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
  await queueStatement(db, {
    id: DEMO_STATEMENT_ID,
    merchantId,
    personId: ownerId,
    startDate: nairobiDay(35),
    endDate: nairobiDay(0),
    ordTyp: null,
    format: 'pdf',
    locale: 'en-US',
  });
}
