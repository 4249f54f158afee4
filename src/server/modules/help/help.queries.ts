import type { Kysely } from 'kysely';
import type { Attachment, CallbackItem, TicketDetail, TicketSummary } from '../../../shared/actions/help';
import type { CallbackStatus, TicketStatus } from '../../../shared/dict/help';
import type { Locale } from '../../../shared/i18n/messages';
import type { Config } from '../../config';
import type { Database, HelpCallbackTable, HelpTicketTable } from '../../db/schema';
import { toNairobi14, matches } from '../../db/util';
import { totalOf } from '../../db/paging';
import { BizError, fieldError } from '../../http/errors';
import { findStoredFile, findStoredFiles, signedFileUrl } from '../files/files.service';

/** Plain Kysely functions of the help center; the actions decide who may call which. */

type Db = Kysely<Database>;
type TicketRow = HelpTicketTable;

/** Upload kinds a ticket or an answer may carry (spec 000 section 5: list/file and picture uploads). */
const ATTACHMENT_KINDS = ['document', 'picture'];


export function toSummary(r: TicketRow): TicketSummary {
  return {
    ticketNo: r.ticket_no,
    ticketType: r.ticket_type,
    title: r.title,
    issueType: r.issue_type,
    contactChannel: r.contact_channel,
    status: r.status as TicketStatus,
    requestTime: toNairobi14(r.created_at),
    respondTime: r.responded_at ? toNairobi14(r.responded_at) : null,
    updatedAt: toNairobi14(r.updated_at),
  };
}

export function toCallback(r: HelpCallbackTable): CallbackItem {
  return {
    callbackId: r.id,
    phone: r.phone,
    preferredTime: toNairobi14(r.preferred_time),
    note: r.note,
    status: r.status as CallbackStatus,
    createdAt: toNairobi14(r.created_at),
    handledAt: r.handled_at ? toNairobi14(r.handled_at) : null,
  };
}

/**
 * A file the caller uploaded for an attachment: the business's file for a merchant
 * (/file/merchantUpload), the agent's own for support (/file/upload); a document or a picture.
 * Anything else is refused on the field, never attached.
 */
export async function checkAttachment(
  db: Db,
  locale: Locale,
  fileId: string | undefined,
  owner: { merchantId: string | null; personId: string },
): Promise<string | null> {
  if (!fileId) return null;
  const file = await findStoredFile(db, fileId);
  const owned = file && (owner.merchantId !== null ? file.merchantId === owner.merchantId : file.merchantId === null && file.personId === owner.personId);
  if (!file || !owned) throw fieldError(locale, 'fileId', 'MMCP4707');
  if (!ATTACHMENT_KINDS.includes(file.kind)) throw fieldError(locale, 'fileId', 'MMCP4708');
  return file.fileId;
}

/** The attachments of a ticket and its answers, read in one query, by file id. */
async function attachmentsOf(db: Db, config: Config, fileIds: (string | null)[]): Promise<Map<string, Attachment>> {
  const files = await findStoredFiles(db, [...new Set(fileIds.filter((id): id is string => id !== null))]);
  const attachments = new Map<string, Attachment>();
  for (const file of files) {
    const url = await signedFileUrl(db, config, { fileId: file.fileId, name: file.name });
    attachments.set(file.fileId, { fileId: file.fileId, name: file.name, mime: file.mime, size: file.size, url });
  }
  return attachments;
}

/** A ticket of one business (merchant side): another business's ticket is 'not found' alike. */
export async function ownTicket(db: Db, merchantId: string, ticketNo: string): Promise<TicketRow> {
  const row = await db.selectFrom('help_tickets').selectAll().where('ticket_no', '=', ticketNo).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!row) throw new BizError('MMCP4700');
  return row;
}

/** Any business's ticket (support side). */
export async function anyTicket(db: Db, ticketNo: string): Promise<TicketRow> {
  const row = await db.selectFrom('help_tickets').selectAll().where('ticket_no', '=', ticketNo).executeTakeFirst();
  if (!row) throw new BizError('MMCP4700');
  return row;
}

function fullName(p: { first_name: string; last_name: string } | undefined): string {
  return p ? `${p.first_name} ${p.last_name}`.trim() : '';
}

/** The whole ticket: summary, description, attachment and the conversation, oldest first. */
export async function ticketDetail(db: Db, config: Config, row: TicketRow): Promise<TicketDetail> {
  const messages = await db
    .selectFrom('help_ticket_messages as m')
    .innerJoin('persons as p', 'p.id', 'm.person_id')
    .select(['m.id', 'm.side', 'm.body', 'm.file_id', 'm.created_at', 'p.first_name', 'p.last_name'])
    .where('m.ticket_id', '=', row.id)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  const people = await db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [row.person_id, row.agent_person_id ?? row.person_id])
    .execute();
  const byId = new Map(people.map((p) => [p.id, p]));
  const attachments = await attachmentsOf(db, config, [row.file_id, ...messages.map((m) => m.file_id)]);
  const attachment = (fileId: string | null) => (fileId ? (attachments.get(fileId) ?? null) : null);
  const list = messages.map((m) => ({
    messageId: m.id,
    side: m.side === 'S' ? ('S' as const) : ('M' as const),
    authorName: fullName(m),
    body: m.body,
    attachment: attachment(m.file_id),
    createdAt: toNairobi14(m.created_at),
  }));
  return {
    ...toSummary(row),
    description: row.description,
    attachment: attachment(row.file_id),
    raisedBy: fullName(byId.get(row.person_id)),
    agentName: row.agent_person_id ? fullName(byId.get(row.agent_person_id)) : null,
    messages: list,
    cancellable: row.status === '0' || row.status === '2' ? 'Y' : 'N',
  };
}

export interface TicketFilter {
  limit: number;
  offset: number;
  status?: string;
}

/** A page of one business's tickets, newest first. */
export async function listTickets(db: Db, merchantId: string, f: TicketFilter) {
  let q = db.selectFrom('help_tickets').where('merchant_id', '=', merchantId);
  if (f.status) q = q.where('status', '=', f.status);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { list: rows.map(toSummary), total: await totalOf(q.selectAll(), f, rows.length) };
}

export interface QueueFilter extends TicketFilter {
  issueType?: string;
  keyword?: string;
  agentId?: string;
}

/** The support queue: every business's tickets, oldest waiting first. */
export async function listQueue(db: Db, f: QueueFilter) {
  let q = db
    .selectFrom('help_tickets as t')
    .innerJoin('merchants as mc', 'mc.id', 't.merchant_id')
    .leftJoin('persons as a', 'a.id', 't.agent_person_id');
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.issueType) q = q.where('t.issue_type', '=', f.issueType);
  if (f.agentId) q = q.where('t.agent_person_id', '=', f.agentId);
  if (f.keyword) {
    const text = f.keyword;
    q = q.where((eb) => eb.or([matches('mc.name', text), matches('mc.merc_no', text, { folded: true }), matches('t.ticket_no', text)]));
  }
  const rows = await q
    .selectAll('t')
    .select(['mc.name as merchant_name', 'mc.merc_no', 'a.first_name as agent_first', 'a.last_name as agent_last'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return {
    list: rows.map((r) => ({
      ...toSummary(r),
      merchantName: r.merchant_name,
      merchantNo: r.merc_no,
      agentName: r.agent_first ? `${r.agent_first} ${r.agent_last ?? ''}`.trim() : null,
    })),
    total: await totalOf(q.selectAll('t'), f, rows.length),
  };
}

/** A page of one business's call-back requests, newest first. */
export async function listCallbacks(db: Db, merchantId: string, f: TicketFilter) {
  let q = db.selectFrom('help_callbacks').where('merchant_id', '=', merchantId);
  if (f.status) q = q.where('status', '=', f.status);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { list: rows.map(toCallback), total: await totalOf(q.selectAll(), f, rows.length) };
}

/** Every business's call-back requests (support side), soonest preferred time first. */
export async function listDeskCallbacks(db: Db, f: TicketFilter) {
  let q = db
    .selectFrom('help_callbacks as c')
    .innerJoin('merchants as mc', 'mc.id', 'c.merchant_id')
    .innerJoin('persons as p', 'p.id', 'c.person_id');
  if (f.status) q = q.where('c.status', '=', f.status);
  const rows = await q
    .selectAll('c')
    .select(['mc.name as merchant_name', 'mc.merc_no', 'p.first_name', 'p.last_name'])
    .orderBy('c.preferred_time')
    .orderBy('c.id')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return {
    list: rows.map((r) => ({ ...toCallback(r), merchantName: r.merchant_name, merchantNo: r.merc_no, requestedBy: fullName(r) })),
    total: await totalOf(q.selectAll('c'), f, rows.length),
  };
}
