import type { Kysely } from 'kysely';
import { canMoveTicket, type TicketStatus } from '../../../shared/dict/help';
import { DEFAULT_LOCALE, type MessageCode, messageText } from '../../../shared/i18n/messages';
import type { Database, HelpTicketTable } from '../../db/schema';
import { nowIso } from '../../db/util';
import { BizError } from '../../http/errors';
import { notifyPerson } from '../money/notify';

/**
 * Moves a ticket from the status it was read in to `to`, or refuses with `refusal`: the update
 * only applies while the status is still the one read, so two agents (or an agent and the
 * merchant) racing get one winner and one clear refusal.
 */
export async function moveTicket(
  db: Kysely<Database>,
  row: HelpTicketTable,
  to: TicketStatus,
  refusal: MessageCode,
  set: Partial<Pick<HelpTicketTable, 'agent_person_id' | 'responded_at'>> = {},
): Promise<string> {
  if (!canMoveTicket(row.status, to)) throw new BizError(refusal);
  const now = nowIso();
  const result = await db
    .updateTable('help_tickets')
    .set({ status: to, updated_at: now, ...set })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new BizError(refusal);
  return now;
}

/** In the merchant's notifications; stored in the default language (the reader's is not known here). */
export async function notifyTicket(
  db: Kysely<Database>,
  row: HelpTicketTable,
  title: { code: MessageCode; params: Record<string, string> },
  body: { code: MessageCode; params: Record<string, string> },
): Promise<void> {
  await notifyPerson(db, {
    merchantId: row.merchant_id,
    personId: row.person_id,
    title: messageText(title.code, DEFAULT_LOCALE, title.params),
    body: messageText(body.code, DEFAULT_LOCALE, body.params),
  });
}

/** The status word a notification names. */
export function statusWord(status: TicketStatus): string {
  return messageText(status === '1' ? 'MMCP4718' : 'MMCP4719', DEFAULT_LOCALE);
}
