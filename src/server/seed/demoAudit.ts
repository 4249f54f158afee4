import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { detailColumns } from '../modules/audit/audit.detail';
import { nairobiTime } from './clock';

/**
 * The audit area's demo (docs/areas/audit.md): devices the admin and the cashier signed in from,
 * so /setting/deviceManagement shows the whole business, and two edits in the audit trail with
 * what they changed, so a row's detail shows before and after on a first look.
 */
const MERCHANT = 'merc-demo';

export async function seedDemoAudit(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('devices')
    .values([
      {
        id: 'device-admin-mac',
        person_id: 'person-admin',
        device_id: 'web-51c0a9e4d7b84f20',
        device_type: 'web',
        browser: 'Safari 18',
        os_version: 'macOS 15',
        trusted: 'Y',
        first_seen_at: nairobiTime(40, 10),
        last_login_at: nairobiTime(5, 9),
        last_ip: '41.90.64.12',
      },
      {
        id: 'device-cashier-tablet',
        person_id: 'person-cashier',
        device_id: 'web-a73e19c2b05d4e88',
        device_type: 'web',
        browser: 'Chrome 131',
        os_version: 'Android 14',
        trusted: 'Y',
        first_seen_at: nairobiTime(20, 10),
        last_login_at: nairobiTime(3, 9),
        last_ip: '105.163.2.40',
      },
    ])
    .execute();

  await db
    .insertInto('audit_trail')
    .values([
      {
        id: 'audit-demo-profile',
        merchant_id: MERCHANT,
        person_id: 'person-admin',
        operator_name: 'Otieno Ochieng',
        event: 'PROFILE_UPDATE',
        action: 'WebUpdateProfile',
        store_id: null,
        store_name: null,
        ...detailColumns({ code: 'AUDIT_NAME_CHANGED', params: { name: 'Otieno Ochieng' } }),
        ip: '41.90.64.12',
        result: 'S',
        created_at: nairobiTime(4, 11),
        changes: JSON.stringify({ before: { lastName: 'Ochien' }, after: { lastName: 'Ochieng' } }),
        device_id: 'web-51c0a9e4d7b84f20',
        device_name: 'Safari 18 on macOS 15',
      },
      {
        id: 'audit-demo-storefront',
        merchant_id: MERCHANT,
        person_id: 'person-owner',
        operator_name: 'Wanjiku Kamau',
        event: 'UPDATE_STOREFRONT',
        action: 'updateStoreFront',
        store_id: null,
        store_name: 'Main Store',
        ...detailColumns({ code: 'AUDIT_STOREFRONT_CLOSED', params: { store: 'Main Store' } }),
        ip: '197.248.10.21',
        result: 'S',
        created_at: nairobiTime(4, 12),
        changes: JSON.stringify({ before: { mshpSts: '1' }, after: { mshpSts: '0' } }),
        device_id: 'web-8d41e07b22aa4c19',
        device_name: 'Chrome 131 on Windows 11',
      },
    ])
    .execute();
}
