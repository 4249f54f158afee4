import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { contract } from './contract';

const yyyymmdd = z.string().regex(/^\d{8}$/);

export const auditEntry = z.object({
  auditId: z.string(),
  /** Event code, e.g. LOGIN, LOGOUT, CHANGE_STORE, UPDATE_STOREFRONT (dict/audit.ts). */
  event: z.string(),
  action: z.string(),
  operatorName: z.string(),
  operatorId: z.string().nullable(),
  storeName: z.string().nullable(),
  detail: z.string(),
  ipAddress: z.string().nullable(),
  result: z.enum(['S', 'F']),
  /** 14-digit Nairobi timestamp yyyyMMddHHmmss. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const QryAuditTrailList = contract(
  'QryAuditTrailList',
  pagingInput.extend({
    event: z.string().max(40).optional(),
    operator: z.string().trim().max(60).optional(),
    beginDate: yyyymmdd.optional(),
    endDate: yyyymmdd.optional(),
  }),
  pagedOutput(auditEntry),
);
