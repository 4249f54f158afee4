import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Audit pages by page key; who sees them is the server's menu. */
export const auditPages: PageRegistry = {
  'setting.auditTrail': {
    path: '/setting/auditTrail',
    load: () => import('./pages/audit-trail/AuditTrailPage'),
  },
};
