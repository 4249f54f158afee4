import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { QryAuditTrailList } from '../../../shared/actions/audit';
import { totalOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { nairobiDayStartIso, toNairobi14 } from '../../db/util';

type Filter = z.output<typeof QryAuditTrailList.input>;

/** The business's audit trail, newest first, paged behind (merchant_id, created_at, id). */
export async function listAuditTrail(db: Kysely<Database>, merchantId: string, f: Filter) {
  let q = db.selectFrom('audit_trail').where('merchant_id', '=', merchantId);
  if (f.event) q = q.where('event', '=', f.event);
  if (f.operator) q = q.where('operator_name', 'like', `%${f.operator.replace(/[%_]/g, '')}%`);
  if (f.beginDate) q = q.where('created_at', '>=', nairobiDayStartIso(f.beginDate));
  if (f.endDate) {
    const next = new Date(new Date(nairobiDayStartIso(f.endDate)).getTime() + 86400_000).toISOString();
    q = q.where('created_at', '<', next);
  }
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return {
    total: await totalOf(q, f, rows.length),
    list: rows.map((r) => ({
      auditId: r.id,
      event: r.event,
      action: r.action,
      operatorName: r.operator_name,
      operatorId: r.person_id,
      storeName: r.store_name,
      detail: r.detail,
      ipAddress: r.ip,
      result: r.result === 'F' ? ('F' as const) : ('S' as const),
      createdAt: toNairobi14(r.created_at),
    })),
  };
}
