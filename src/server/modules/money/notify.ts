import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';

/**
 * The person's in-app notifications (spec 000 section 3, notification message): every money order
 * tells its maker how it ended. messTyp 0 notice, L loan, 1 split bill.
 */
export async function notifyPerson(
  db: Kysely<Database>,
  n: { merchantId: string | null; personId: string; title: string; body: string; ordNo?: string | null; amount?: number | null; messTyp?: '0' | 'L' | '1' },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: newId(),
      merchant_id: n.merchantId,
      person_id: n.personId,
      mess_typ: n.messTyp ?? '0',
      title: n.title,
      body: n.body,
      ord_no: n.ordNo ?? null,
      amount: n.amount ?? null,
      created_at: nowIso(),
    })
    .execute();
}
