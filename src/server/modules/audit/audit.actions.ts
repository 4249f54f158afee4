import { QryAuditTrailList } from '../../../shared/actions/audit';
import { sessionAction } from '../../http/action';
import { listAuditTrail } from './audit.queries';

export const auditActions = [
  sessionAction(QryAuditTrailList, { funcNo: '3704' }, async (input, ctx) => listAuditTrail(ctx.db, ctx.session.merchantId, input)),
];
