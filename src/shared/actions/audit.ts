import { z } from 'zod';
import { pagedOutput, pagingInput, pickerInput } from '../protocol/paging';
import { contract } from './contract';

const yyyymmdd = z.string().regex(/^\d{8}$/);

/** What an edit changed: the changed fields before and after (secrets never stored). */
export const auditChanges = z.object({
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditChanges = z.infer<typeof auditChanges>;

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
  /** The device id, partly masked, and a readable device name; null when the call carried none. */
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  changes: auditChanges.nullable(),
  result: z.enum(['S', 'F']),
  /** 14-digit Nairobi timestamp yyyyMMddHHmmss. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The filters of the trail, shared by the list and the CSV export. */
export const auditFilter = z.object({
  event: z.string().max(40).optional(),
  /** A part of the person's name, as typed. */
  operator: z.string().trim().max(60).optional(),
  /** One person of the business (QueryOperatorList's operatorId). */
  operatorId: z.string().max(40).optional(),
  beginDate: yyyymmdd.optional(),
  endDate: yyyymmdd.optional(),
});

export const QryAuditTrailList = contract('QryAuditTrailList', pagingInput.merge(auditFilter), pagedOutput(auditEntry));

/** The whole filtered trail as CSV, generated on the server (newest first). */
export const ExportAuditTrail = contract(
  'ExportAuditTrail',
  auditFilter,
  z.object({ fileName: z.string(), contentType: z.string(), content: z.string(), rows: z.number().int() }),
);

export const auditOperator = z.object({
  operatorId: z.string(),
  operatorName: z.string(),
  /** Owner, Administrator or the business's own role name. */
  roleName: z.string(),
});
export type AuditOperator = z.infer<typeof auditOperator>;

/** The business's people, for the audit trail's person picker: A-Z, searched by name on the server. */
export const QueryOperatorList = contract('QueryOperatorList', pickerInput, z.object({ list: z.array(auditOperator) }));
