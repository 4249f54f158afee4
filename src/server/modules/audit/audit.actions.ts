import { ExportAuditTrail, QryAuditTrailList, QueryOperatorList } from '../../../shared/actions/audit';
import { nowIso, toNairobi14 } from '../../db/util';
import { sessionAction } from '../../http/action';
import { exportAuditTrail, listAuditTrail } from './audit.queries';
import { pickPeople } from '../staff/picker';

/** Function 3704: More > audit trail (spec 000 section 6), the /setting/auditTrail menu entry's. */
const AUDIT_TRAIL = '3704';

export const auditActions = [
  sessionAction(QryAuditTrailList, { funcNo: AUDIT_TRAIL }, async (input, ctx) => listAuditTrail(ctx.db, ctx.session.merchantId, input, ctx.locale)),

  // Everyone who has belonged to the business, removed people too: the trail names them.
  sessionAction(QueryOperatorList, { funcNo: AUDIT_TRAIL }, async (input, ctx) => ({
    list: (await pickPeople(ctx.db, ctx.session.merchantId, input, { currentOnly: false })).map((p) => ({ operatorId: p.id, operatorName: p.name, roleName: p.role_name ?? '' })),
  })),

  sessionAction(ExportAuditTrail, { funcNo: AUDIT_TRAIL }, async (input, ctx) => {
    const { content, rows } = await exportAuditTrail(ctx.db, ctx.session.merchantId, input, ctx.locale);
    const stamp = toNairobi14(nowIso());
    return { fileName: `audit-trail-${stamp.slice(0, 8)}-${stamp.slice(8, 12)}.csv`, contentType: 'text/csv; charset=utf-8', content, rows };
  }),
];
