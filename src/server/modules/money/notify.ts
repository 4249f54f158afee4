import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type NoticeText, notify } from '../notifications/service';

/**
 * The person's in-app notifications (spec 000 section 3, notification message): every money order
 * tells its maker how it ended. messTyp 0 notice, L loan, 1 split bill. The notification service
 * (src/server/modules/notifications/service.ts) records it and sends the person's e-mail / SMS
 * digests; `notifyOwner` there tells a business's owner.
 */
export async function notifyPerson(
  db: Kysely<Database>,
  n: { merchantId: string | null; personId: string; title: string; body: string; text?: NoticeText; ordNo?: string | null; amount?: number | null; messTyp?: '0' | 'L' | '1' },
): Promise<void> {
  await notify(db, n);
}
