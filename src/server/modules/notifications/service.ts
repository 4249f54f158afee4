import type { Kysely } from 'kysely';
import type { MessTyp } from '../../../shared/actions/notifications';
import type { Database } from '../../db/schema';
import { DEFAULT_LOCALE, isMessageCode, type Locale, type MessageCode, messageText, storedParam, type TextParam, wordParams } from '../../../shared/i18n/messages';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import { enqueue, type JobHandler } from '../../jobs/runner';
import { sendMessage } from '../../rails/messaging';

/**
 * The one way the portal tells a person something (docs/areas/notifications.md).
 *
 * - In-app, always and at once: a row in `notifications`, which the header bell counts and the
 *   drawer lists.
 * - E-mail (method 01) and SMS (method 02), when the person chose them: not one message per
 *   notification but a digest per chosen frequency (d daily, w weekly, m monthly). Recording a
 *   notification enqueues one digest job per person and period (dedupe key), due when the period
 *   ends in Nairobi; the job puts one e-mail and/or one SMS in the outbox with everything not yet
 *   sent on that channel, and stamps those notifications with the digest in the same transaction,
 *   so each notification travels at most once per channel however often the job runs.
 *
 *   await notify(db, { merchantId, personId, title: 'Payment successful', body: '...' });
 *   await notifyOwner(db, merchantId, { title: 'Till opened', body: '...' });
 */
export interface NotifyInput {
  /** The business it is about; null for a person-level message. */
  merchantId: string | null;
  personId: string;
  title: string;
  body: string;
  /** 0 notice (default), L loan, 1 split bill. */
  messTyp?: MessTyp;
  ordNo?: string | null;
  /** The order's date, YYYYMMDD (today when absent and there is an order). */
  ordDt?: string | null;
  /** Minor units. */
  amount?: number | null;
  pic?: string | null;
  /** The page 'View more' opens (a loan notice). */
  link?: string | null;
  sharedFromPersonId?: string | null;
  /** The catalogue codes the title and body are worded from (`noticeText`), to show them in the reader's language. */
  text?: NoticeText | null;
}

/** The catalogue codes of a notification's title and body, with their parameters. */
export interface NoticeText {
  title: MessageCode;
  body: MessageCode;
  params?: Record<string, TextParam>;
}

/**
 * A notification's title and body from the catalogue: the default language's words (stored, for
 * digests and search) and the codes, so each reader sees it in their own language (`noticeWords`).
 *
 *   await notify(db, { merchantId, personId, ...noticeText({ title: 'NOTE_PAID_TITLE', body: 'NOTE_SENT', params }) });
 */
export function noticeText(text: NoticeText): { title: string; body: string; text: NoticeText } {
  const params = wordParams(text.params, DEFAULT_LOCALE);
  return { title: messageText(text.title, DEFAULT_LOCALE, params), body: messageText(text.body, DEFAULT_LOCALE, params), text };
}

/** How a notice's codes are stored beside its words (notifications.title_code, body_code, text_params). */
export function noticeColumns(text: NoticeText | null | undefined): { title_code: string | null; body_code: string | null; text_params: string | null } {
  return { title_code: text?.title ?? null, body_code: text?.body ?? null, text_params: text?.params ? JSON.stringify(text.params) : null };
}

/** The codes a stored notification was worded from, to copy them with it (a share). */
export function storedNoticeText(row: { title_code?: string | null; body_code?: string | null; text_params?: string | null }): NoticeText | null {
  if (!row.title_code || !row.body_code || !isMessageCode(row.title_code) || !isMessageCode(row.body_code)) return null;
  return { title: row.title_code, body: row.body_code, params: row.text_params ? (JSON.parse(row.text_params) as Record<string, TextParam>) : undefined };
}

/** A stored notification's title as a parameter of other words (an audit row's), worded when read. */
export function noticeTitle(row: { title: string; title_code?: string | null; body_code?: string | null; text_params?: string | null }): TextParam {
  const text = storedNoticeText(row);
  return text ? { code: text.title, params: text.params } : storedParam(row.title);
}

/** A stored notification's title and body in the reader's language (as stored when it has no codes). */
export function noticeWords(
  row: { title: string; body: string; title_code?: string | null; body_code?: string | null; text_params?: string | null },
  locale: Locale,
): { title: string; body: string } {
  const text = storedNoticeText(row);
  if (!text) return { title: row.title, body: row.body };
  const params = wordParams(text.params, locale);
  return { title: messageText(text.title, locale, params), body: messageText(text.body, locale, params) };
}

export type NotificationMethod = '01' | '02' | '03';
export type NotificationFrequency = 'd' | 'w' | 'm';
export interface NotificationPreferences {
  methods: NotificationMethod[];
  frequency: NotificationFrequency;
}

/** Without a choice of their own a person gets in-app messages only, daily (no unasked SMS or e-mail). */
export const DEFAULT_PREFERENCES: NotificationPreferences = { methods: ['03'], frequency: 'd' };

export const DIGEST_JOB = 'notifications.digest';

export async function preferencesOf(db: Kysely<Database>, personId: string): Promise<NotificationPreferences> {
  const row = await db.selectFrom('notification_settings').select(['methods', 'frequency']).where('person_id', '=', personId).executeTakeFirst();
  if (!row) return { ...DEFAULT_PREFERENCES, methods: [...DEFAULT_PREFERENCES.methods] };
  return { methods: parseMethods(row.methods), frequency: (['d', 'w', 'm'].includes(row.frequency) ? row.frequency : 'd') as NotificationFrequency };
}

export function parseMethods(text: string): NotificationMethod[] {
  const set = new Set(text.split(',').filter((m): m is NotificationMethod => m === '01' || m === '02' || m === '03'));
  set.add('03');
  return [...set].sort();
}

/** Records the in-app message and schedules the person's e-mail / SMS digest. Answers the message id. */
export async function notify(db: Kysely<Database>, n: NotifyInput): Promise<string> {
  const prefs = await preferencesOf(db, n.personId);
  const email = prefs.methods.includes('01');
  const sms = prefs.methods.includes('02');
  const id = newId();
  const createdAt = nowIso();
  await db
    .insertInto('notifications')
    .values({
      id,
      merchant_id: n.merchantId,
      person_id: n.personId,
      mess_typ: n.messTyp ?? '0',
      title: n.title,
      body: n.body,
      ord_no: n.ordNo ?? null,
      ord_dt: n.ordDt ?? (n.ordNo ? toNairobi14(createdAt).slice(0, 8) : null),
      amount: n.amount ?? null,
      pic: n.pic ?? null,
      link: n.link ?? null,
      shared_from_person_id: n.sharedFromPersonId ?? null,
      ...noticeColumns(n.text),
      // '-': that channel was not chosen when it was sent, so no digest ever carries it.
      email_digest: email ? null : '-',
      sms_digest: sms ? null : '-',
      created_at: createdAt,
    })
    .execute();
  if (email || sms) {
    const period = digestPeriod(prefs.frequency, new Date(createdAt));
    await enqueue(db, {
      kind: DIGEST_JOB,
      payload: { personId: n.personId, digest: `${prefs.frequency}:${period.key}` },
      runAt: period.endIso,
      dedupeKey: `notifications.digest:${n.personId}:${prefs.frequency}:${period.key}`,
    });
  }
  return id;
}

/** Tells the owner of a business (tills, orders, approvals: anything the owner must know). */
export async function notifyOwner(db: Kysely<Database>, merchantId: string, n: Omit<NotifyInput, 'merchantId' | 'personId'>): Promise<string | null> {
  const owner = await db.selectFrom('merchants').select('owner_person_id').where('id', '=', merchantId).executeTakeFirst();
  if (!owner?.owner_person_id) return null;
  return notify(db, { ...n, merchantId, personId: owner.owner_person_id });
}

const NAIROBI_OFFSET_MS = 3 * 3600_000;

/**
 * The digest period a moment falls in, in Nairobi time (UTC+3, no daylight saving): the day, the
 * week starting Monday, or the month; `key` names it (YYYYMMDD of its first day) and `endIso` is
 * when it ends, which is when its digest goes out.
 */
export function digestPeriod(frequency: NotificationFrequency, at: Date): { key: string; endIso: string } {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  let start: Date;
  let end: Date;
  if (frequency === 'm') {
    start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
    end = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1));
  } else {
    const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
    const back = frequency === 'w' ? (day.getUTCDay() + 6) % 7 : 0;
    start = new Date(day.getTime() - back * 86400_000);
    end = new Date(start.getTime() + (frequency === 'w' ? 7 : 1) * 86400_000);
  }
  const key = start.toISOString().slice(0, 10).replace(/-/g, '');
  return { key, endIso: new Date(end.getTime() - NAIROBI_OFFSET_MS).toISOString() };
}

/**
 * Sends one person's digest: per channel they still choose, everything not yet carried on that
 * channel goes out in one message, and is stamped with the digest in the same transaction.
 */
export async function sendDigest(db: Kysely<Database>, personId: string, digest: string): Promise<void> {
  const person = await db.selectFrom('persons').select(['phone', 'email', 'first_name', 'locale']).where('id', '=', personId).executeTakeFirst();
  if (!person) return;
  const prefs = await preferencesOf(db, personId);
  // In the language the person last signed in with: nobody's request is at hand.
  const locale = person.locale ?? 'en-US';
  const frequency = digest.split(':')[0];
  const subjectCode = frequency === 'w' ? 'MSG_DIGEST_SUBJECT_w' : frequency === 'm' ? 'MSG_DIGEST_SUBJECT_m' : 'MSG_DIGEST_SUBJECT_d';
  const channels = [
    { column: 'email_digest' as const, method: '01' as const, channel: 'email' as const, recipient: person.email },
    { column: 'sms_digest' as const, method: '02' as const, channel: 'sms' as const, recipient: person.phone },
  ];
  const cutoff = nowIso();
  for (const c of channels) {
    await db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom('notifications')
        .select(['id', 'title', 'body', 'amount', 'title_code', 'body_code', 'text_params'])
        .where('person_id', '=', personId)
        .where(c.column, 'is', null)
        .where('created_at', '<=', cutoff)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      if (pending.length === 0) return;
      // Turned off since, or nowhere to send it: these will never go out on this channel.
      const stamp = prefs.methods.includes(c.method) && c.recipient ? digest : '-';
      const ids = pending.map((p) => p.id);
      // Only what this run stamped goes out: a run racing it finds the rows stamped already.
      const stamped = new Set(
        (
          await trx
            .updateTable('notifications')
            .set(c.column === 'email_digest' ? { email_digest: stamp } : { sms_digest: stamp })
            .where('id', 'in', ids)
            .where(c.column, 'is', null)
            .returning('id')
            .execute()
        ).map((r) => r.id),
      );
      const mine = pending.filter((p) => stamped.has(p.id));
      if (stamp === '-' || !c.recipient || mine.length === 0) return;
      const count = mine.length;
      if (c.channel === 'email') {
        const lines = mine
          .map((p) => noticeWords(p, locale))
          .map((w) => `- ${w.title}: ${w.body}`)
          .join('\n');
        await sendMessage(trx, {
          channel: 'email',
          recipient: c.recipient,
          subject: messageText(subjectCode, locale, { count }),
          body: messageText('MSG_DIGEST_EMAIL', locale, { name: person.first_name, lines }),
          purpose: `notifications:digest:${digest}`,
        });
      } else {
        const latest = noticeWords(mine[mine.length - 1]!, locale);
        await sendMessage(trx, {
          channel: 'sms',
          recipient: c.recipient,
          body: messageText(count === 1 ? 'MSG_DIGEST_SMS_ONE' : 'MSG_DIGEST_SMS', locale, { count, title: latest.title }),
          purpose: `notifications:digest:${digest}`,
        });
      }
    });
  }
}

/** The job runner's handlers of this area (registered in app.ts). */
export function notificationJobs(db: Kysely<Database>): Record<string, JobHandler> {
  return {
    [DIGEST_JOB]: async (payload) => {
      const p = payload as { personId?: string; digest?: string } | null;
      if (!p?.personId || !p.digest) return undefined;
      await sendDigest(db, p.personId, p.digest);
      return undefined;
    },
  };
}
