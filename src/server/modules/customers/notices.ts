import type { Kysely, Selectable } from 'kysely';
import type { CustomerNoticeSummary, NoticeChannel, NoticeRecipient } from '../../../shared/actions/customers';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import { customerFullName } from '../../../shared/rules/customers';
import { totalOf } from '../../db/paging';
import type { CustomerNoticeRecipientTable, CustomerNoticeTable, CustomerTable, Database } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import { sendMessage, smsRefusal } from '../../rails/messaging';
import { notify } from '../notifications/service';
import type { Book } from './customers.queries';

/**
 * Messages to customers (CustomerNotice): one message by e-mail (01), SMS (02) or in-app (03) to
 * chosen customers. E-mail and SMS go through the outbox (the SMS and e-mail rails); in-app reaches
 * a customer who has a wallet app account (a person with that phone) through the notification
 * service. Each customer's outcome is kept, so the failures can be listed and tried again.
 */

type CustomerRow = Selectable<CustomerTable>;
type NoticeRow = Selectable<CustomerNoticeTable>;
type RecipientRow = Selectable<CustomerNoticeRecipientTable>;

export interface NoticeMessage {
  channel: NoticeChannel;
  subject: string;
  content: string;
  businessName: string;
}

type Outcome = { status: 'S'; outboxId: string | null; notificationId: string | null } | { status: 'F'; reason: MessageCode };

/** Sends one customer the message, or says why it cannot go. Runs inside the caller's transaction. */
async function deliver(db: Kysely<Database>, message: NoticeMessage, c: CustomerRow | undefined): Promise<Outcome> {
  if (!c) return { status: 'F', reason: 'MMCP6101' };
  if (c.black_flg === 'Y') return { status: 'F', reason: 'MMCP6110' };
  const purpose = 'customers:notice';
  if (message.channel === '01') {
    if (!c.email) return { status: 'F', reason: 'MMCP6109' };
    const outboxId = await sendMessage(db, {
      channel: 'email',
      recipient: c.email,
      subject: message.subject || `A message from ${message.businessName}`,
      body: `Dear ${c.first_name},\n\n${message.content}\n\n${message.businessName}`,
      purpose,
    });
    return { status: 'S', outboxId, notificationId: null };
  }
  if (message.channel === '02') {
    const refused = smsRefusal(c.mobile);
    if (refused) return { status: 'F', reason: refused === 'DND' ? 'MMCP6111' : 'MMCP6112' };
    const outboxId = await sendMessage(db, { channel: 'sms', recipient: c.mobile, body: `${message.businessName}: ${message.content}`, purpose });
    return { status: 'S', outboxId, notificationId: null };
  }
  const person = await db.selectFrom('persons').select('id').where('phone', '=', c.mobile).executeTakeFirst();
  if (!person) return { status: 'F', reason: 'MMCP6113' };
  // A person-level message (no business): it is the customer's, whatever business they are in.
  const notificationId = await notify(db, {
    merchantId: null,
    personId: person.id,
    title: message.subject || `A message from ${message.businessName}`,
    body: message.content,
  });
  return { status: 'S', outboxId: null, notificationId };
}

export function toNotice(r: NoticeRow): CustomerNoticeSummary {
  return {
    noticeId: r.id,
    channel: r.channel as NoticeChannel,
    subject: r.subject ?? '',
    content: r.content,
    total: Number(r.total),
    sent: Number(r.sent),
    failed: Number(r.failed),
    operatorName: r.operator_name,
    createdAt: toNairobi14(r.created_at),
    updatedAt: toNairobi14(r.updated_at),
  };
}

export function toRecipient(r: RecipientRow, locale: Locale): NoticeRecipient {
  const code = (r.reason ?? '') as MessageCode | '';
  return {
    recipientId: r.id,
    custId: r.customer_id,
    name: r.name,
    mobile: r.mobile,
    email: r.email ?? '',
    status: r.status === 'S' ? 'S' : 'F',
    reasonCode: code,
    reason: code ? messageText(code, locale) : '',
    attempts: Number(r.attempts),
    updatedAt: toNairobi14(r.updated_at),
  };
}

/** Sends the message to each customer (already read from the book) and records every outcome, in one transaction. */
export async function sendNotice(
  db: Kysely<Database>,
  book: Book,
  who: { personId: string; operatorName: string },
  message: NoticeMessage,
  customers: CustomerRow[],
): Promise<{ noticeId: string; total: number; sent: number; failed: number }> {
  return db.transaction().execute(async (trx) => {
    const noticeId = newId();
    const now = nowIso();
    const outcomes: { c: CustomerRow; o: Outcome }[] = [];
    for (const c of customers) outcomes.push({ c, o: await deliver(trx, message, c) });
    const sent = outcomes.filter((x) => x.o.status === 'S').length;
    await trx
      .insertInto('customer_notices')
      .values({
        id: noticeId,
        merchant_id: book.merchantId,
        book_store_id: book.storeId,
        channel: message.channel,
        subject: message.subject || null,
        content: message.content,
        total: customers.length,
        sent,
        failed: customers.length - sent,
        person_id: who.personId,
        operator_name: who.operatorName,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('customer_notice_recipients')
      .values(
        outcomes.map(({ c, o }) => ({
          id: newId(),
          notice_id: noticeId,
          merchant_id: book.merchantId,
          customer_id: c.id,
          name: customerFullName({ firstName: c.first_name, middleName: c.middle_name, lastName: c.last_name }),
          mobile: c.mobile,
          email: c.email,
          status: o.status,
          reason: o.status === 'F' ? o.reason : null,
          attempts: 1,
          outbox_id: o.status === 'S' ? o.outboxId : null,
          notification_id: o.status === 'S' ? o.notificationId : null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return { noticeId, total: customers.length, sent, failed: customers.length - sent };
  });
}

export async function ownNotice(db: Kysely<Database>, book: Book, noticeId: string, locale: Locale): Promise<NoticeRow> {
  const row = await db
    .selectFrom('customer_notices')
    .selectAll()
    .where('id', '=', noticeId)
    .where('merchant_id', '=', book.merchantId)
    .where('book_store_id', '=', book.storeId)
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP6115', {}, {}, [{ field: 'noticeId', message: messageText('MMCP6115', locale) }]);
  return row;
}

export async function listNotices(db: Kysely<Database>, book: Book, page: { limit: number; offset: number }) {
  const q = db.selectFrom('customer_notices').where('merchant_id', '=', book.merchantId).where('book_store_id', '=', book.storeId);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { list: rows.map(toNotice), total: await totalOf(q.selectAll(), page, rows.length) };
}

export async function listFailures(db: Kysely<Database>, noticeId: string, page: { limit: number; offset: number }, locale: Locale) {
  const q = db.selectFrom('customer_notice_recipients').where('notice_id', '=', noticeId).where('status', '=', 'F');
  const rows = await q.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { list: rows.map((r) => toRecipient(r, locale)), total: await totalOf(q.selectAll(), page, rows.length) };
}

/**
 * Tries the failed recipients of a message again (all, or the ones named), each with the
 * customer's details as they are now (an e-mail added since, a customer taken off the blacklist),
 * and brings the message's counts up to date, in one transaction.
 */
export async function retryNotice(
  db: Kysely<Database>,
  book: Book,
  notice: NoticeRow,
  businessName: string,
  recipientIds: string[] | undefined,
): Promise<{ retried: number; sent: number; failed: number }> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('customer_notice_recipients').selectAll().where('notice_id', '=', notice.id).where('status', '=', 'F');
    if (recipientIds) q = q.where('id', 'in', recipientIds.length > 0 ? recipientIds : ['-']);
    const failed = await q.orderBy('id').execute();
    if (failed.length === 0) throw new BizError('MMCP6116');
    const ids = [...new Set(failed.map((r) => r.customer_id))];
    const customers = await trx
      .selectFrom('customers')
      .selectAll()
      .where('merchant_id', '=', book.merchantId)
      .where('book_store_id', '=', book.storeId)
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(customers.map((c) => [c.id, c]));
    const message: NoticeMessage = { channel: notice.channel as NoticeChannel, subject: notice.subject ?? '', content: notice.content, businessName };
    const now = nowIso();
    let sent = 0;
    for (const r of failed) {
      // Claim the row first: a retry racing this one waits on it and then finds it no longer failed.
      const claimed = await trx.updateTable('customer_notice_recipients').set({ updated_at: now }).where('id', '=', r.id).where('status', '=', 'F').returning('id').executeTakeFirst();
      if (!claimed) continue;
      const c = byId.get(r.customer_id);
      const o = await deliver(trx, message, c);
      if (o.status === 'S') sent++;
      await trx
        .updateTable('customer_notice_recipients')
        .set({
          status: o.status,
          reason: o.status === 'F' ? o.reason : null,
          attempts: Number(r.attempts) + 1,
          outbox_id: o.status === 'S' ? o.outboxId : null,
          notification_id: o.status === 'S' ? o.notificationId : null,
          email: c ? c.email : r.email,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
    }
    const counts = await trx
      .selectFrom('customer_notice_recipients')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), 'status'])
      .where('notice_id', '=', notice.id)
      .groupBy('status')
      .execute();
    const of = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    await trx.updateTable('customer_notices').set({ sent: of('S'), failed: of('F'), updated_at: now }).where('id', '=', notice.id).execute();
    return { retried: failed.length, sent, failed: failed.length - sent };
  });
}
