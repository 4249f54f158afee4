import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../db/util';
import { roleGroup } from '../modules/staff/roleGroups';
import { DEMO_APPROVALS } from './demoApprovals';

/**
 * Amani's staff (docs/areas/staff.md): a store manager at Westlands, a sales clerk at the Main
 * Store who only sells (checkout and orders), an accountant over both stores, and the cashier the
 * business started with. Each signs in with their username and the demo password.
 */
export async function seedDemoStaff(
  db: Kysely<Database>,
  demo: { merchantId: string; passwordHash: string; ownerId: string; mainStoreId: string; branchStoreId: string; cashierId: string },
): Promise<void> {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86400_000).toISOString();
  const staff = [
    { key: 'wafula', first: 'James', last: 'Wafula', position: 'Store Manager', group: 'STORE_MANAGER', stores: [demo.branchStoreId], phone: '254711200300', email: 'wafula@demo.co.ke', idNo: '38010001', days: 50 },
    { key: 'mercy', first: 'Mercy', last: 'Njeri', position: 'Sales Clerk', group: 'SALES', stores: [demo.mainStoreId], phone: '254711200301', email: null, idNo: '38010002', days: 30 },
    { key: 'kiprono', first: 'Daniel', last: 'Kiprono', position: 'Accountant', group: 'ACCOUNTANT', stores: [demo.mainStoreId, demo.branchStoreId], phone: null, email: 'accounts@demo.co.ke', idNo: '38010003', days: 20 },
  ];
  for (const [i, s] of staff.entries()) {
    const personId = `person-staff-${s.key}`;
    const roleId = `role-staff-${s.key}`;
    const staffId = `staff-${s.key}`;
    const at = daysAgo(s.days);
    await db
      .insertInto('persons')
      .values({
        id: personId,
        user_no: `10020030050${i}`,
        phone: s.phone,
        email: s.email,
        username: s.key,
        first_name: s.first,
        last_name: s.last,
        password_hash: demo.passwordHash,
        pin_hash: null,
        status: 'A',
        last_merchant_id: demo.merchantId,
        last_login_at: daysAgo(1),
        created_at: at,
        new_device_otp: 'N',
        id_type: '01',
        id_no: s.idNo,
        previous_login_at: null,
        id_file_id: null,
        peleza_status: null,
        kyc_status: null,
        platform_role: null,
      })
      .execute();
    const group = roleGroup(s.group)!;
    await db.insertInto('roles').values({ id: roleId, merchant_id: demo.merchantId, code: 'STAFF', name: group.name.en, is_system: 'N', created_at: at }).execute();
    await db.insertInto('role_functions').values(group.leaves.map((func_no) => ({ role_id: roleId, func_no }))).execute();
    await db.insertInto('memberships').values({ id: newId(), person_id: personId, merchant_id: demo.merchantId, role_id: roleId, designation: null, status: 'A', created_at: at }).execute();
    await db
      .insertInto('staff_members')
      .values({ id: staffId, merchant_id: demo.merchantId, person_id: personId, username: s.key, position: s.position, role_group: s.group, id_no: s.idNo, status: 'A', invited_at: at, created_by: demo.ownerId, created_at: at, updated_at: at })
      .execute();
    await db.insertInto('staff_stores').values(s.stores.map((store_id) => ({ staff_id: staffId, merchant_id: demo.merchantId, store_id, created_at: at }))).execute();
  }
  // The cashier the business started with works at both stores.
  const at = daysAgo(100);
  await db
    .insertInto('staff_members')
    .values({ id: 'staff-cashier', merchant_id: demo.merchantId, person_id: demo.cashierId, username: 'cashier', position: 'Cashier', role_group: 'SALES', id_no: null, status: 'A', invited_at: at, created_by: demo.ownerId, created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto('staff_stores')
    .values([demo.mainStoreId, demo.branchStoreId].map((store_id) => ({ staff_id: 'staff-cashier', merchant_id: demo.merchantId, store_id, created_at: at })))
    .execute();
  // The two authorizers of the demo mandate (seed/demoApprovals.ts) are staff of the Main Store.
  const authorizersAt = daysAgo(120);
  for (const [key, personId] of [
    ['approver1', DEMO_APPROVALS.approver1.id],
    ['approver2', DEMO_APPROVALS.approver2.id],
  ] as const) {
    const staffId = `staff-${key}`;
    await db
      .insertInto('staff_members')
      .values({
        id: staffId,
        merchant_id: demo.merchantId,
        person_id: personId,
        username: key,
        position: 'Authorizer',
        role_group: 'FINANCE',
        id_no: null,
        status: 'A',
        invited_at: authorizersAt,
        created_by: demo.ownerId,
        created_at: authorizersAt,
        updated_at: authorizersAt,
      })
      .execute();
    await db
      .insertInto('staff_stores')
      .values({ staff_id: staffId, merchant_id: demo.merchantId, store_id: demo.mainStoreId, created_at: authorizersAt })
      .execute();
  }
}
