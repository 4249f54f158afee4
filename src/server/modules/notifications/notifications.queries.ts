import type { Kysely } from 'kysely';
import type { MessTyp, NotificationMessage } from '../../../shared/actions/notifications';
import type { Database } from '../../db/schema';
import { toNairobi14, matches } from '../../db/util';
import { BizError } from '../../http/errors';
import { DEFAULT_LOCALE, type Locale, MESSAGES } from '../../../shared/i18n/messages';
import { noticeWords } from './service';

/** Whose notifications a call may touch: the caller, inside the current business (or person-level ones). */
export interface Reader {
  personId: string;
  merchantId: string;
}

function scoped(db: Kysely<Database>, r: Reader) {
  return db
    .selectFrom('notifications as n')
    .where('n.person_id', '=', r.personId)
    .where((eb) => eb.or([eb('n.merchant_id', '=', r.merchantId), eb('n.merchant_id', 'is', null)]));
}


/** The catalogue codes whose words in `locale` (other than the stored English) hold `text`. */
function codesWording(text: string, locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return [];
  const needle = text.toLowerCase();
  const words = MESSAGES as Record<string, Record<Locale, string>>;
  return Object.keys(words)
    .filter((code) => words[code]![locale].replace(/\{\w+\}/g, '\u0000').toLowerCase().includes(needle))
    .slice(0, 500);
}

export async function listNotifications(
  db: Kysely<Database>,
  r: Reader,
  f: { search?: string; offset: number; limit: number },
  locale: Locale,
): Promise<{ list: NotificationMessage[]; total: number }> {
  let q = scoped(db, r);
  const search = f.search?.trim();
  if (search) {
    // The stored words are English; a reader of another language searches what they see: the
    // notices worded from a catalogue text of theirs that holds the search.
    const codes = codesWording(search, locale);
    q = q.where((eb) =>
      eb.or([matches('n.title', search), matches('n.body', search), ...(codes.length ? [eb('n.title_code', 'in', codes), eb('n.body_code', 'in', codes)] : [])]),
    );
  }
  const totalRow = await q.select((eb) => eb.fn.countAll<string | number>().as('c')).executeTakeFirst();
  const rows = await q
    .leftJoin('persons as p', 'p.id', 'n.person_id')
    .leftJoin('persons as s', 's.id', 'n.shared_from_person_id')
    .select([
      'n.id',
      'n.mess_typ',
      'n.title',
      'n.body',
      'n.title_code',
      'n.body_code',
      'n.text_params',
      'n.pic',
      'n.read_flg',
      'n.ord_no',
      'n.ord_dt',
      'n.amount',
      'n.link',
      'n.created_at',
      'p.user_no',
      's.first_name as shared_first',
      's.last_name as shared_last',
    ])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return {
    total: Number(totalRow?.c ?? 0),
    list: rows.map((n) => {
      const at = toNairobi14(n.created_at);
      const words = noticeWords(n, locale);
      return {
        messId: n.id,
        usrNo: n.user_no ?? '',
        messTyp: (['0', 'L', '1'].includes(n.mess_typ) ? n.mess_typ : '0') as MessTyp,
        messTitle: words.title,
        messText: words.body,
        messPic: n.pic ?? null,
        readFlg: n.read_flg === 'Y' ? 'Y' : 'N',
        sndDt: at.slice(0, 8),
        sndTm: at.slice(8),
        ordNo: n.ord_no,
        ordDt: n.ord_dt ?? null,
        rmk: n.amount === null ? null : Number(n.amount),
        link: n.link ?? null,
        sharedBy: n.shared_first ? `${n.shared_first} ${n.shared_last ?? ''}`.trim() : null,
      };
    }),
  };
}

export async function unreadCount(db: Kysely<Database>, r: Reader): Promise<number> {
  const row = await scoped(db, r)
    .where('n.read_flg', '=', 'N')
    .select((eb) => eb.fn.countAll<string | number>().as('c'))
    .executeTakeFirst();
  return Number(row?.c ?? 0);
}

export async function findNotification(db: Kysely<Database>, r: Reader, messId: string) {
  const row = await scoped(db, r).selectAll('n').where('n.id', '=', messId).executeTakeFirst();
  if (!row) throw new BizError('MMCP4602', {}, { field: 'messId' });
  return row;
}

export async function markRead(db: Kysely<Database>, r: Reader, messId: string | null): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_flg: 'Y' })
    .where('person_id', '=', r.personId)
    .where('read_flg', '=', 'N')
    .where((eb) => eb.or([eb('merchant_id', '=', r.merchantId), eb('merchant_id', 'is', null)]));
  if (messId) q = q.where('id', '=', messId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function deleteNotification(db: Kysely<Database>, r: Reader, messId: string): Promise<void> {
  await findNotification(db, r, messId);
  await db.deleteFrom('notifications').where('id', '=', messId).where('person_id', '=', r.personId).execute();
}

/** The caller's own user number; a usrNo naming anyone else is refused (MMCP4601). */
export async function checkOwnUserNo(db: Kysely<Database>, personId: string, usrNo: string, field = 'usrNo'): Promise<void> {
  const me = await db.selectFrom('persons').select('user_no').where('id', '=', personId).executeTakeFirstOrThrow();
  if (me.user_no !== usrNo) throw new BizError('MMCP4601', {}, { field });
}
