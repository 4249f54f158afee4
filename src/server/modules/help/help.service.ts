import type { Kysely } from 'kysely';
import { canMoveTicket, type TicketStatus } from '../../../shared/dict/help';
import type { MessageCode, TextParam } from '../../../shared/i18n/messages';
import type { Database, HelpTicketTable } from '../../db/schema';
import { nowIso } from '../../db/util';
import { BizError } from '../../http/errors';
import { notifyPerson } from '../money/notify';
import { noticeText } from '../notifications/service';

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

/** In the merchant's notifications, worded in the reader's language when read (one set of parameters for title and body). */
export async function notifyTicket(
  db: Kysely<Database>,
  row: HelpTicketTable,
  title: { code: MessageCode; params: Record<string, TextParam> },
  body: { code: MessageCode; params: Record<string, TextParam> },
): Promise<void> {
  await notifyPerson(db, {
    merchantId: row.merchant_id,
    personId: row.person_id,
    ...noticeText({ title: title.code, body: body.code, params: { ...title.params, ...body.params } }),
  });
}

/** The status word a notification names, in the reader's language. */
export function statusWord(status: TicketStatus): TextParam {
  return { code: status === '1' ? 'MMCP4718' : 'MMCP4719' };
}
