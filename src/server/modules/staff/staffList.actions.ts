import { DownloadStaffList, QueryMerchantStaffList, SendStaffList, type StaffSummary } from '../../../shared/actions/staff';
import { roleNameIn } from '../../../shared/dict/roles';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import type { StaffSts } from '../../../shared/rules/staff';
import { nowIso, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { sendMessage } from '../../rails/messaging';
import { exportTable, type ExportTable } from '../statements/export';
import { pickerPage } from './picker';
import { assertStoreAccess } from './scope';
import { listStaff } from './staff.queries';
import { businessName, scopeOf } from './staff.service';

/** The staff list as a file and by e-mail (3601 view), and the order list's staff filter (0501). */

const STATUS_WORDS: Record<StaffSts, MessageCode> = { A: 'EXPORT_STAFF_A', P: 'EXPORT_STAFF_P', F: 'EXPORT_STAFF_F' };
/** A list file holds at most this many staff members. */
const FILE_LIMIT = 5000;

async function allStaff(ctx: SessionContext, filter: { staffName?: string | undefined; staffSts?: StaffSts | undefined; storeId?: string | undefined }) {
  const scope = await scopeOf(ctx);
  const out: StaffSummary[] = [];
  for (let offset = 0; offset < FILE_LIMIT; offset += 100) {
    const page = await listStaff(ctx.db, scope, { ...filter, limit: 100, offset });
    out.push(...page.list);
    if (page.list.length < 100) break;
  }
  return out;
}

async function staffTable(ctx: SessionContext, list: StaffSummary[]): Promise<(locale: Locale) => ExportTable> {
  const business = await businessName(ctx.db, ctx.session.merchantId);
  return (locale) => ({
    title: messageText('EXPORT_STAFF_TITLE', locale, { business }),
    columns: [
      { key: 'name', title: messageText('EXPORT_COL_NAME', locale), width: 1.4 },
      { key: 'userName', title: messageText('EXPORT_COL_USERNAME', locale) },
      { key: 'position', title: messageText('EXPORT_COL_POSITION', locale) },
      { key: 'role', title: messageText('EXPORT_COL_ROLE', locale) },
      { key: 'stores', title: messageText('EXPORT_COL_STORES', locale), width: 1.4 },
      { key: 'status', title: messageText('EXPORT_COL_STATUS', locale), width: 0.7 },
      { key: 'mobile', title: messageText('EXPORT_COL_MOBILE', locale) },
      { key: 'email', title: messageText('EXPORT_COL_EMAIL', locale), width: 1.4 },
      { key: 'createdAt', title: messageText('EXPORT_COL_ADDED', locale), kind: 'datetime' },
    ],
    rows: list.map((s) => ({
      name: s.staffName,
      userName: s.userName,
      position: s.position,
      role: roleNameIn(s.roleName, locale),
      stores: s.stores.map((x) => x.storeName).join(', '),
      status: messageText(STATUS_WORDS[s.staffSts], locale),
      mobile: s.mobile ? `+${s.mobile}` : '',
      email: s.email ?? '',
      createdAt: s.createdAt,
    })),
    summary: [{ label: messageText('EXPORT_STAFF_COUNT', locale), value: String(list.length) }],
  });
}

export const staffListActions = [
  sessionAction(QueryMerchantStaffList, { funcNo: '0501' }, async (input, ctx) => {
    if (input.storeId) await assertStoreAccess(ctx.db, ctx.session, input.storeId);
    const scope = await scopeOf(ctx);
    const stores = input.storeId ? [input.storeId] : scope.stores;
    let q = ctx.db
      .selectFrom('memberships as m')
      .innerJoin('persons as p', 'p.id', 'm.person_id')
      .leftJoin('staff_members as sm', (j) => j.onRef('sm.person_id', '=', 'm.person_id').onRef('sm.merchant_id', '=', 'm.merchant_id'))
      .select(['p.id', 'p.first_name', 'p.last_name', 'sm.id as staff_id', 'sm.username'])
      .where('m.merchant_id', '=', ctx.session.merchantId)
      .where('m.status', '!=', 'D');
    if (stores) {
      const ids = stores.length ? stores : [''];
      // Owners and administrators take orders in every store; staff in theirs.
      q = q.where((eb) =>
        eb.or([eb('sm.id', 'is', null), eb.exists(eb.selectFrom('staff_stores as ss').select('ss.staff_id').whereRef('ss.staff_id', '=', 'sm.id').where('ss.store_id', 'in', ids))]),
      );
    }
    // A picker (docs/protocol.md): searched by name or username as typed.
    const rows = await pickerPage(q, input, ['sm.username']);
    return { list: rows.map((r) => ({ personId: r.id, staffId: r.staff_id, staffName: `${r.first_name} ${r.last_name}`.trim(), userName: r.username })) };
  }),

  sessionAction(DownloadStaffList, { funcNo: '3601' }, async (input, ctx) => {
    const list = await allStaff(ctx, input);
    const file = await exportTable(await staffTable(ctx, list), input.format, { locale: ctx.locale, font: ctx.config.pdfFont });
    const stamp = toNairobi14(nowIso());
    return { fileName: `staff-${stamp.slice(0, 8)}-${stamp.slice(8, 12)}.${file.extension}`, contentType: file.mime, content: file.bytes.toString('base64'), rows: list.length };
  }),

  sessionAction(SendStaffList, { funcNo: '3601' }, async (input, ctx) => {
    const list = await allStaff(ctx, input);
    const table = await staffTable(ctx, list);
    const csv = (await exportTable(table, 'csv', { locale: ctx.locale })).bytes.toString('utf8');
    const title = table(ctx.locale).title;
    await sendMessage(ctx.db, {
      channel: 'email',
      recipient: input.email.toLowerCase(),
      subject: title,
      body: `${messageText('EXPORT_STAFF_MAIL', ctx.locale, { title, count: list.length })}\n\n${csv}`,
      purpose: 'staff:list',
    });
    await ctx.audit({ event: 'STAFF_LIST_SENT', detail: { code: 'AUDIT_STAFF_LIST_SENT', params: { count: list.length, email: input.email.toLowerCase() } } });
    return { sentTo: input.email.toLowerCase(), rows: list.length };
  }),
];
