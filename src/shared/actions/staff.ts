import { z } from 'zod';
import { pagedOutput, pagingInput, pickerInput } from '../protocol/paging';
import { emailRule, phoneRule } from '../rules/identity';
import { blankToUndefined, roleSelectionRule, staffInformationRule, staffPositionRule, staffSts, staffUsername } from '../rules/staff';
import { contract, empty } from './contract';

/**
 * Staff (spec 001 sections 2, 3, 5, 6 and 7; functions 3601 view, 3602 manage): the people a
 * business adds to sign in by username, their position, stores and role (docs/areas/staff.md).
 */

export const staffStore = z.object({ storeId: z.string(), storeName: z.string() });

export const staffSummary = z.object({
  staffId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  staffName: z.string(),
  position: z.string(),
  roleGroup: z.string(),
  roleName: z.string(),
  /** A active, P pending (invited, not signed in yet), F frozen. */
  staffSts,
  /** 254… */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  idNo: z.string().nullable(),
  stores: z.array(staffStore),
  /** 14-digit Nairobi timestamps. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffSummary = z.infer<typeof staffSummary>;

export const staffFilter = z.object({
  /** Part of a name or username. */
  staffName: blankToUndefined(z.string().trim().max(40)),
  staffSts: blankToUndefined(staffSts),
  storeId: blankToUndefined(z.string().max(40)),
});

/** A row of the staff list: `lockedReason` says why the caller may not freeze or change this person (as the detail's). */
export const staffListRow = staffSummary.extend({ lockedReason: z.string().nullable() });
export type StaffListRow = z.infer<typeof staffListRow>;

export const QueryStaffsWeb = contract('QueryStaffsWeb', pagingInput.merge(staffFilter), pagedOutput(staffListRow));

/** The people of a business who take orders (the orders list's staff filter), optionally of one store. */
export const QueryMerchantStaffList = contract(
  'QueryMerchantStaffList',
  pickerInput.extend({ storeId: blankToUndefined(z.string().max(40)) }),
  z.object({ list: z.array(z.object({ personId: z.string(), staffId: z.string().nullable(), staffName: z.string(), userName: z.string().nullable() })) }),
);

export interface RoleFunction {
  funcNo: string;
  /** In the reader's language. */
  funcName: string;
  /** The spec's English name. */
  funcNameEn: string;
  funcDesc: string;
  children: RoleFunction[];
}
export const roleFunction: z.ZodType<RoleFunction> = z.lazy(() =>
  z.object({ funcNo: z.string(), funcName: z.string(), funcNameEn: z.string(), funcDesc: z.string(), children: z.array(roleFunction) }),
);

export const roleGroup = z.object({
  roleGroup: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  roleDesc: z.string(),
  funcList: z.array(roleFunction),
});
export type RoleGroup = z.infer<typeof roleGroup>;

export const QueryRoleList = contract('QueryRoleList', empty, z.object({ list: z.array(roleGroup) }));

const staffId = z.object({ staffId: z.string().trim().min(1).max(40) });

export const staffDetail = staffSummary.extend({
  funcNos: z.array(z.string()),
  /** Why the caller may not change this person's account (their own, the owner's, a mandate member's…), or null. */
  lockedReason: z.string().nullable(),
});
export type StaffDetail = z.infer<typeof staffDetail>;
export const QueryStaffDetail = contract('QueryStaffDetail', staffId, staffDetail);

/** The add form checks a username with CheckUserSignUp (userIdType S, registration.ts); AddStaffKms refuses duplicates with URMP8037-8039. */
export const AddStaffKms = contract(
  'AddStaffKms',
  staffInformationRule.merge(staffPositionRule).merge(roleSelectionRule).extend({ userName: staffUsername }),
  z.object({
    staffId: z.string(),
    userName: z.string(),
    staffSts,
    /** Where the invitation with the temporary password went (masked). */
    sentTo: z.array(z.string()),
  }),
);

export const EditStaffKms = contract('EditStaffKms', staffId.merge(staffInformationRule).merge(staffPositionRule), staffSummary);
export const EditStaffRoles = contract('EditStaffRoles', staffId.merge(roleSelectionRule), staffDetail);

export const ChangeStaffStsKms = contract(
  'ChangeStaffStsKms',
  staffId.extend({ staffSts: z.enum(['A', 'F']) }),
  z.object({ staffId: z.string(), staffSts }),
);

/** Sends the invitation (username and a new temporary password) again to a pending staff member. */
export const InviteStaff = contract('InviteStaff', staffId, z.object({ sentTo: z.array(z.string()) }));
/** Changes where a pending staff member's invitation goes, and sends it there. */
export const UpdInviteStaff = contract(
  'UpdInviteStaff',
  staffId.extend({ email: blankToUndefined(emailRule), mobile: blankToUndefined(phoneRule) }),
  z.object({ sentTo: z.array(z.string()) }),
);
/** A new temporary password through the outbox; the staff member's sessions end. */
export const ResetStaffPasswords = contract('ResetStaffPasswords', staffId, z.object({ sentTo: z.array(z.string()) }));
export const DeleteStaffKms = contract('DeleteStaffKms', staffId, z.object({ staffId: z.string() }));

export const staffListFormat = z.enum(['csv', 'xlsx', 'pdf']);
export const DownloadStaffList = contract(
  'DownloadStaffList',
  staffFilter.extend({ format: staffListFormat.default('csv') }),
  z.object({ fileName: z.string(), contentType: z.string(), /** base64 */ content: z.string(), rows: z.number().int() }),
);
export const SendStaffList = contract(
  'SendStaffList',
  staffFilter.extend({ email: emailRule }),
  z.object({ sentTo: z.string(), rows: z.number().int() }),
);
