import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AuditChanges, auditFilter } from '../../../shared/actions/audit';
import { totalOf } from '../../db/paging';
import type { AuditTrailTable, Database } from '../../db/schema';
import { nairobiDayStartIso, toNairobi14, matches } from '../../db/util';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import { BizError } from '../../http/errors';
import { detailIn } from './audit.detail';
import { maskDeviceId } from '../devices/devices.queries';

type Filter = z.output<typeof auditFilter>;

/** The most rows one CSV export carries; beyond it the person narrows the dates. */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * The business's trail with the filters applied; every query starts from the merchant. A part of a
 * person's name is counted on audit_trail_merchant_created_idx alone (0041).
 */
export function filtered(db: Kysely<Database>, merchantId: string, f: Filter) {
  let q = db.selectFrom('audit_trail').where('merchant_id', '=', merchantId);
  if (f.event) q = q.where('event', '=', f.event);
  if (f.operatorId) q = q.where('person_id', '=', f.operatorId);
  if (f.operator) q = q.where(matches('operator_name', f.operator));
  if (f.beginDate) q = q.where('created_at', '>=', nairobiDayStartIso(f.beginDate));
  if (f.endDate) {
    const next = new Date(new Date(nairobiDayStartIso(f.endDate)).getTime() + 86400_000).toISOString();
    q = q.where('created_at', '<', next);
  }
  return q;
}

function parseChanges(json: string | null): AuditChanges | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as AuditChanges;
    return { before: v.before ?? null, after: v.after ?? null };
  } catch {
    return null;
  }
}

/** A row as the reader sees it: its sentence in their language. */
function entryOf(r: Selectable<AuditTrailTable>, locale: Locale) {
  return {
    auditId: r.id,
    event: r.event,
    action: r.action,
    operatorName: r.operator_name,
    operatorId: r.person_id,
    storeName: r.store_name,
    detail: detailIn(r, locale),
    ipAddress: r.ip,
    deviceId: r.device_id ? maskDeviceId(r.device_id) : null,
    deviceName: r.device_name,
    changes: parseChanges(r.changes),
    result: r.result === 'F' ? ('F' as const) : ('S' as const),
    createdAt: toNairobi14(r.created_at),
  };
}

/** The business's audit trail, newest first, paged behind (merchant_id, created_at, id). */
export async function listAuditTrail(db: Kysely<Database>, merchantId: string, f: Filter & { limit: number; offset: number }, locale: Locale) {
  const q = filtered(db, merchantId, f);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { total: await totalOf(q, f, rows.length), list: rows.map((r) => entryOf(r, locale)) };
}

/** The CSV's columns, named in the reader's language. */
const CSV_HEADER = [
  'AUDIT_CSV_TIME',
  'AUDIT_CSV_PERSON',
  'AUDIT_CSV_EVENT',
  'AUDIT_CSV_ACTION',
  'AUDIT_CSV_STORE',
  'AUDIT_CSV_DETAIL',
  'AUDIT_CSV_RESULT',
  'AUDIT_CSV_IP',
  'AUDIT_CSV_DEVICE',
  'AUDIT_CSV_DEVICE_ID',
  'AUDIT_CSV_BEFORE',
  'AUDIT_CSV_AFTER',
] as const satisfies readonly MessageCode[];

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | null | undefined): string {
  let v = value ?? '';
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

function n14Readable(n14: string): string {
  return `${n14.slice(0, 4)}-${n14.slice(4, 6)}-${n14.slice(6, 8)} ${n14.slice(8, 10)}:${n14.slice(10, 12)}:${n14.slice(12, 14)}`;
}

/** The whole filtered trail as CSV (UTF-8 with a byte-order mark, so spreadsheets read it). */
export async function exportAuditTrail(db: Kysely<Database>, merchantId: string, f: Filter, locale: Locale) {
  const q = filtered(db, merchantId, f);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(EXPORT_MAX_ROWS + 1).execute();
  if (rows.length > EXPORT_MAX_ROWS) throw new BizError('MMCP4803', { max: EXPORT_MAX_ROWS });
  const lines = [CSV_HEADER.map((code) => csvCell(messageText(code, locale))).join(',')];
  for (const r of rows) {
    const e = entryOf(r, locale);
    lines.push(
      [
        n14Readable(e.createdAt),
        e.operatorName,
        e.event,
        e.action,
        e.storeName,
        e.detail,
        messageText(e.result === 'S' ? 'AUDIT_CSV_SUCCESS' : 'AUDIT_CSV_FAILED', locale),
        e.ipAddress,
        e.deviceName,
        e.deviceId,
        e.changes?.before ? JSON.stringify(e.changes.before) : '',
        e.changes?.after ? JSON.stringify(e.changes.after) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { content: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}

