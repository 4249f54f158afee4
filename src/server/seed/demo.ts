import type { Kysely } from 'kysely';
import { seedDemoMoney } from './demoMoney';
import { seedDemoBills } from './demoBills';
import { seedDemoStandingOrders } from './demoStandingOrders';
import { seedDemoTillSettlements, seedDemoTills } from './demoTills';
import { seedDemoCheckout } from './demoCheckout';
import { seedDemoPayByCode } from './demoPayByCode';
import { seedDemoMoneyNotes, seedDemoNotifications } from './demoNotifications';
import { seedDemoStores } from './demoStores';
import { seedDemoStatements } from './demoStatements';
import { seedDemoHelp } from './demoHelp';
import { seedDemoAudit } from './demoAudit';
import { seedDemoHome } from './demoHome';
import { seedDemoApprovals } from './demoApprovals';
import { seedDemoInventory } from './demoInventory';
import { seedDemoOrders } from './demoOrders';
import { seedDemoStaff } from './demoStaff';
import { seedDemoCustomers } from './demoCustomers';
import type { Database } from '../db/schema';
import { nairobiTime } from './clock';
import { newId } from '../db/util';
import { hashSecret } from '../security/passwords';
import { bankByCode } from '../../shared/dict/banks';
import { simulatedName } from '../rails/bank/simulator';
import { channelByCode } from '../../shared/dict/money';
import { payeeKeyOf, payeeTypeOf } from '../modules/beneficiaries/payee';
import { detailColumns } from '../modules/audit/audit.detail';
import type { CatalogueText } from '../../shared/i18n/messages';

/**
 * The demo business, seeded on an empty database so a new user can log in at once (README).
 * Each area adds its own demo data here. The business is fully set up: KYC level 02, setup done,
 * ID uploaded, plan active.
 */
export const DEMO = {
  password: 'Demo@1234',
  pin: '1234',
  merchantId: 'merc-demo',
  owner: { id: 'person-owner', phone: '254712345678', email: 'owner@demo.co.ke' },
  admin: { id: 'person-admin', email: 'admin@demo.co.ke' },
  cashier: { id: 'person-cashier', username: 'cashier' },
  stores: { main: 'store-main', westlands: 'store-westlands' },
  cashierRoleId: 'role-demo-cashier',
} as const;

const CASHIER_FUNCTIONS = ['43', '0501', '2106'];


export async function seedDemo(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const passwordHash = await hashSecret(DEMO.password);
  const pinHash = await hashSecret(DEMO.pin);
  const created = nairobiTime(120, 12, 15);
  const planExpires = new Date(Date.now() + 300 * 86400_000).toISOString();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchants')
      .values({
        id: DEMO.merchantId,
        merc_no: '800100200300',
        name: 'Amani Traders Ltd',
        abbr: 'Amani',
        business_type: '3',
        setup_status: 'Y',
        id_upload_flag: 'Y',
        kyc_level: '02',
        kyc_status: '02',
        plan_code: 'GROWTH',
        plan_expires_at: planExpires,
        parent_id: null,
        status: 'A',
        created_at: created,
        industry: 'RET',
        sector: 'RET01',
        description: 'Groceries, household goods and mobile accessories in Nairobi.',
        address: 'Moi Avenue, Nairobi CBD',
        county: '047',
        town: 'Nairobi CBD',
        postal_address: 'P.O. Box 10234',
        postal_code: '00100',
        website: null,
        kra_pin: 'P051111111A',
        reg_no: 'PVT-AMANI2024',
        bank_name: 'KCB Bank',
        bank_branch: 'Moi Avenue',
        bank_account_no: '1187654321',
        bank_account_name: 'Amani Traders Ltd',
        owner_person_id: DEMO.owner.id,
      })
      .execute();

    await trx
      .insertInto('subscriptions')
      .values({
        id: 'sub-demo-growth',
        merchant_id: DEMO.merchantId,
        plan_code: 'GROWTH',
        amount: 150_000,
        starts_at: nairobiTime(30, 12, 15),
        ends_at: planExpires,
        pay_status: 'P',
        created_at: nairobiTime(30, 12, 15),
      })
      .execute();

    await trx
      .insertInto('stores')
      .values([
        {
          id: DEMO.stores.main,
          merchant_id: DEMO.merchantId,
          store_no: '500100',
          name: 'Main Store',
          head_office: 'Y',
          status: 'Y',
          storefront: '1',
          push_flag: 'Y',
          address: 'Moi Avenue, Nairobi CBD',
          created_at: created,
        },
        {
          id: DEMO.stores.westlands,
          merchant_id: DEMO.merchantId,
          store_no: '500101',
          name: 'Westlands Branch',
          head_office: 'N',
          status: 'N',
          storefront: '0',
          push_flag: 'N',
          address: 'Woodvale Grove, Westlands, Nairobi',
          created_at: nairobiTime(60, 12, 15),
        },
      ])
      .execute();

    await trx
      .insertInto('roles')
      .values({ id: DEMO.cashierRoleId, merchant_id: DEMO.merchantId, code: 'CASHIER', name: 'Cashier', is_system: 'N', created_at: created })
      .execute();
    await trx
      .insertInto('role_functions')
      .values(CASHIER_FUNCTIONS.map((func_no) => ({ role_id: DEMO.cashierRoleId, func_no })))
      .execute();

    const people = [
      { id: DEMO.owner.id, user_no: '100200300401', phone: DEMO.owner.phone, email: DEMO.owner.email, username: null, first_name: 'Wanjiku', last_name: 'Kamau' },
      { id: DEMO.admin.id, user_no: '100200300402', phone: null, email: DEMO.admin.email, username: null, first_name: 'Otieno', last_name: 'Ochieng' },
      { id: DEMO.cashier.id, user_no: '100200300403', phone: null, email: null, username: DEMO.cashier.username, first_name: 'Achieng', last_name: 'Atieno' },
      { id: 'person-grace', user_no: '100200300404', phone: '254733999111', email: null, username: null, first_name: 'Grace', last_name: 'Wanjiru' },
    ];
    await trx
      .insertInto('persons')
      .values(
        people.map((p) => ({
          ...p,
          password_hash: passwordHash,
          pin_hash: pinHash,
          status: 'A',
          last_merchant_id: DEMO.merchantId,
          last_login_at: nairobiTime(2, 9, 15),
          created_at: created,
          // Demo accounts sign in from any browser without a code; new registrations ask for one.
          new_device_otp: 'N',
          email_verified: p.email ? 'Y' : 'N',
          // The owner's ID is uploaded and passed the identity check (KYC level 02 below).
          id_upload_flag: p.id === DEMO.owner.id ? 'Y' : 'N',
          // Grace joined as a director, but the identity provider could not match her names.
          peleza_status: p.id === DEMO.owner.id ? '00' : p.id === 'person-grace' ? '01' : null,
          kyc_status: p.id === DEMO.owner.id ? '02' : p.id === 'person-grace' ? '00' : null,
          id_type: p.id === DEMO.owner.id || p.id === 'person-grace' ? '01' : null,
          id_no: p.id === DEMO.owner.id ? '23456789' : p.id === 'person-grace' ? '29876543' : null,
        })),
      )
      .execute();

    await trx
      .insertInto('memberships')
      .values([
        { id: newId(), person_id: DEMO.owner.id, merchant_id: DEMO.merchantId, role_id: 'role-owner', designation: '3', status: 'A', created_at: created },
        { id: newId(), person_id: DEMO.admin.id, merchant_id: DEMO.merchantId, role_id: 'role-admin', designation: '1', status: 'A', created_at: created },
        { id: newId(), person_id: DEMO.cashier.id, merchant_id: DEMO.merchantId, role_id: DEMO.cashierRoleId, designation: null, status: 'A', created_at: created },
        { id: newId(), person_id: 'person-grace', merchant_id: DEMO.merchantId, role_id: 'role-admin', designation: '1', status: 'A', created_at: created },
      ])
      .execute();

    // The owner is also a director, the admin is a director (who approves changes), and a third
    // director has been invited and not yet joined.
    await trx
      .insertInto('stakeholders')
      .values([
        {
          id: 'stakeholder-owner',
          merchant_id: DEMO.merchantId,
          person_id: DEMO.owner.id,
          first_name: 'Wanjiku',
          last_name: 'Kamau',
          phone: DEMO.owner.phone,
          email: DEMO.owner.email,
          designation: '3',
          invite_code: null,
          invite_expires_at: null,
          status: 'J',
          created_at: created,
        },
        {
          id: 'stakeholder-admin',
          merchant_id: DEMO.merchantId,
          person_id: DEMO.admin.id,
          first_name: 'Otieno',
          last_name: 'Ochieng',
          phone: null,
          email: DEMO.admin.email,
          designation: '1',
          invite_code: null,
          invite_expires_at: null,
          status: 'J',
          created_at: created,
        },
        {
          id: 'stakeholder-grace',
          merchant_id: DEMO.merchantId,
          person_id: 'person-grace',
          first_name: 'Grace',
          last_name: 'Wanjiru',
          phone: '254733999111',
          email: null,
          designation: '1',
          invite_code: null,
          invite_expires_at: null,
          status: 'J',
          created_at: nairobiTime(20, 12, 15),
        },
        {
          id: 'stakeholder-director',
          merchant_id: DEMO.merchantId,
          person_id: null,
          first_name: 'Peter',
          last_name: 'Mwangi',
          phone: '254722333444',
          email: null,
          designation: '1',
          invite_code: '48151623',
          invite_expires_at: new Date(Date.now() + 6 * 86400_000).toISOString(),
          status: 'I',
          created_at: nairobiTime(1, 12, 15),
        },
      ])
      .execute();

    await trx
      .insertInto('identity_checks')
      .values({
        id: 'check-demo-grace',
        person_id: 'person-grace',
        merchant_id: DEMO.merchantId,
        id_type: '01',
        id_no: '29876543',
        names: 'Grace Wanjiru',
        status: '01',
        reason: 'Name and ID number do not match',
        rail_ref: 'SIM-DEMO-1',
        created_at: nairobiTime(19, 12, 15),
        updated_at: nairobiTime(19, 12, 15),
      })
      .execute();

    // The owner's phone and office computer, so the device list has something to show.
    await trx
      .insertInto('devices')
      .values([
        {
          id: 'device-owner-phone',
          person_id: DEMO.owner.id,
          device_id: 'android-5f2c9a41d7e3',
          device_type: 'android',
          browser: 'Biashara app',
          os_version: 'Android 14',
          trusted: 'Y',
          first_seen_at: nairobiTime(90, 12, 15),
          last_login_at: nairobiTime(1, 20, 15),
          last_ip: '41.90.64.12',
        },
        {
          id: 'device-owner-office',
          person_id: DEMO.owner.id,
          device_id: 'web-8d41e07b22aa4c19',
          device_type: 'web',
          browser: 'Chrome 131',
          os_version: 'Windows 11',
          trusted: 'Y',
          first_seen_at: nairobiTime(60, 12, 15),
          last_login_at: nairobiTime(2, 9, 15),
          last_ip: '197.248.10.21',
        },
      ])
      .execute();

    // A little history, so the audit trail has something to show on a first look.
    const byPhone = { code: 'AUDIT_LOGIN', params: { method: { code: 'AUDIT_WORD_PHONE' } } } as const;
    const byEmail = { code: 'AUDIT_LOGIN', params: { method: { code: 'AUDIT_WORD_EMAIL' } } } as const;
    const history: { days: number; event: string; action: string; person: (typeof people)[number]; store: string; detail: CatalogueText }[] = [
      { days: 6, event: 'LOGIN', action: 'MerchantLogin', person: people[0]!, store: 'Main Store', detail: byPhone },
      { days: 6, event: 'UPDATE_STOREFRONT', action: 'updateStoreFront', person: people[0]!, store: 'Main Store', detail: { code: 'AUDIT_STOREFRONT_OPENED', params: { store: 'Main Store' } } },
      { days: 5, event: 'LOGIN', action: 'MerchantLogin', person: people[1]!, store: 'Main Store', detail: byEmail },
      { days: 5, event: 'CHANGE_STORE', action: 'ChangeStore', person: people[1]!, store: 'Westlands Branch', detail: { code: 'AUDIT_CHANGE_STORE', params: { store: 'Westlands Branch' } } },
      { days: 5, event: 'LOGOUT', action: 'LoginOut', person: people[1]!, store: 'Westlands Branch', detail: { code: 'AUDIT_LOGOUT' } },
      { days: 3, event: 'LOGIN', action: 'MerchantLogin', person: people[2]!, store: 'Main Store', detail: { code: 'AUDIT_LOGIN', params: { method: { code: 'AUDIT_WORD_USERNAME' } } } },
      { days: 2, event: 'LOGIN', action: 'MerchantLogin', person: people[0]!, store: 'Main Store', detail: byEmail },
    ];
    await trx
      .insertInto('audit_trail')
      .values(
        history.map((h, i) => ({
          id: newId() + i,
          merchant_id: DEMO.merchantId,
          person_id: h.person.id,
          operator_name: `${h.person.first_name} ${h.person.last_name}`,
          event: h.event,
          action: h.action,
          store_id: h.store === 'Main Store' ? DEMO.stores.main : DEMO.stores.westlands,
          store_name: h.store,
          ...detailColumns(h.detail),
          ip: '197.248.10.21',
          result: 'S',
          created_at: nairobiTime(h.days, 9 + i, 15),
        })),
      )
      .execute();

    await seedDemoStores(trx, { merchantId: DEMO.merchantId, ownerId: DEMO.owner.id, adminId: DEMO.admin.id, mainStoreId: DEMO.stores.main, branchStoreId: DEMO.stores.westlands });
    await seedDemoBeneficiaries(trx);
    await seedDemoTopup(trx);
    await seedDemoMoney(trx, DEMO.merchantId, DEMO.owner.id);
    await seedDemoBills(trx, DEMO.merchantId, DEMO.owner.id);
    await seedDemoStandingOrders(trx, DEMO.merchantId, DEMO.owner.id);
    await seedDemoNotifications(trx, { merchantId: DEMO.merchantId, ownerId: DEMO.owner.id, ownerPhone: DEMO.owner.phone, passwordHash });
    await seedDemoStatements(trx, DEMO.merchantId, DEMO.owner.id);
    await seedDemoHome(trx, DEMO.merchantId, DEMO.owner.id);
    await seedDemoReceiveCode(trx);
    await seedDemoTills(trx, { merchantId: DEMO.merchantId, mainStoreId: DEMO.stores.main, branchStoreId: DEMO.stores.westlands, cashierId: DEMO.cashier.id, ownerId: DEMO.owner.id });
    await seedDemoCheckout(trx, { merchantId: DEMO.merchantId, mainStoreId: DEMO.stores.main, branchStoreId: DEMO.stores.westlands });
    await seedDemoPayByCode(trx, { merchantId: DEMO.merchantId, ownerId: DEMO.owner.id });
    await seedDemoHelp(trx, { passwordHash, pinHash });
    await seedDemoAudit(trx);
    await seedDemoApprovals(trx, { merchantId: DEMO.merchantId, ownerId: DEMO.owner.id, adminId: DEMO.admin.id, passwordHash, pinHash, created });
    await seedDemoInventory(trx, { merchantId: DEMO.merchantId, ownerId: DEMO.owner.id });
    await seedDemoOrders(trx, { merchantId: DEMO.merchantId, mainStoreId: DEMO.stores.main, branchStoreId: DEMO.stores.westlands, cashierId: DEMO.cashier.id, ownerId: DEMO.owner.id });
    await seedDemoStaff(trx, { merchantId: DEMO.merchantId, passwordHash, ownerId: DEMO.owner.id, mainStoreId: DEMO.stores.main, branchStoreId: DEMO.stores.westlands, cashierId: DEMO.cashier.id });
    await seedDemoCustomers(trx, { merchantId: DEMO.merchantId, mainStoreId: DEMO.stores.main, ownerId: DEMO.owner.id, ownerName: 'Wanjiku Kamau' });
    await seedDemoTillSettlements(trx, { merchantId: DEMO.merchantId, mainStoreId: DEMO.stores.main, branchStoreId: DEMO.stores.westlands });
    await seedDemoMoneyNotes(trx, { merchantId: DEMO.merchantId, ownerId: DEMO.owner.id, mainStoreId: DEMO.stores.main });
  });
  return true;
}

/**
 * Amani's saved payees: two M-PESA numbers, a supplier's Equity account (EFT), a PesaLink payee,
 * Kenya Power's paybill, the landlord's KCB account (EFT), and a 'Suppliers' group. The demo has no second wallet owner, so there is
 * no {product}-wallet payee (channel 28/30) here.
 */
async function seedDemoBeneficiaries(db: Kysely<Database>): Promise<void> {
  const payees = [
    { id: 'bnf-demo-mary', name: 'Mary Achieng', channel: '44', mobile: '254722000111', days: 40 },
    { id: 'bnf-demo-john', name: 'John Otieno', channel: '44', mobile: '254733000222', days: 35 },
    { id: 'bnf-demo-kamau', name: 'Kamau Hardware Supplies', channel: '41', account: '0180291234567', bank: '68', days: 30 },
    { id: 'bnf-demo-njeri', name: 'Njeri Wholesalers', channel: '40', account: '1104567890', bank: '01', days: 20 },
    { id: 'bnf-demo-kplc', name: 'Kenya Power', channel: 'A1', account: '888880', reference: '54407123456', days: 10 },
    // The shop's landlord, whom the 'Shop rent' standing order pays (its delete confirmation says so).
    { id: 'bnf-demo-landlord', name: simulatedName('01/1104567777'), channel: '41', account: '1104567777', bank: '01', days: 36 },
  ];
  await db
    .insertInto('beneficiaries')
    .values(
      payees.map((p) => {
        const mobile = p.mobile ?? null;
        const accountNo = p.account ?? null;
        const bankCode = p.bank ?? null;
        const accountReference = p.reference ?? null;
        return {
          id: p.id,
          merchant_id: DEMO.merchantId,
          name: p.name,
          nickname: null,
          channel: p.channel,
          payee_type: payeeTypeOf(channelByCode(p.channel)!),
          mobile,
          account_no: accountNo,
          bank_code: bankCode,
          bank_name: bankByCode(bankCode)?.name ?? null,
          account_reference: accountReference,
          target_merchant_id: null,
          payee_key: payeeKeyOf(p.channel, { mobile, accountNo, bankCode, accountReference }),
          created_at: nairobiTime(p.days, 12, 15),
          updated_at: nairobiTime(p.days, 12, 15),
        };
      }),
    )
    .execute();
  await db
    .insertInto('beneficiary_groups')
    .values({ id: 'bnfgroup-demo-suppliers', merchant_id: DEMO.merchantId, name: 'Suppliers', created_at: nairobiTime(9, 12, 15), updated_at: nairobiTime(9, 12, 15) })
    .execute();
  await db
    .insertInto('beneficiary_group_members')
    .values(['bnf-demo-kamau', 'bnf-demo-mary'].map((beneficiary_id) => ({ group_id: 'bnfgroup-demo-suppliers', beneficiary_id, created_at: nairobiTime(9, 12, 15) })))
    .execute();
}

/** Amani's open receive code, printed on the counter: customers pay the paybill with account AMANI001. */
async function seedDemoReceiveCode(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('receive_codes')
    .values({ id: 'rcv-demo-amani', merchant_id: DEMO.merchantId, store_id: null, code: 'AMANI001', amount: null, rcv_flg: '1', created_at: nairobiTime(30, 12, 15), closed_at: null })
    .execute();
}

/**
 * Amani's top-up sources: the owner's M-PESA number and the shop's second line as payment
 * mobiles, and one linked debit card (masked; card top-up shows as unavailable until the card
 * rail collects).
 */
async function seedDemoTopup(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('payment_mobiles')
    .values([
      { id: 'pmob-demo-owner', merchant_id: DEMO.merchantId, phone: DEMO.owner.phone, name: 'Wanjiku Kamau', created_at: nairobiTime(60, 12, 15) },
      { id: 'pmob-demo-shop', merchant_id: DEMO.merchantId, phone: '254722334455', name: 'Shop line', created_at: nairobiTime(45, 12, 15) },
    ])
    .execute();
  await db
    .insertInto('topup_cards')
    .values({
      id: 'card-demo-kcb',
      merchant_id: DEMO.merchantId,
      card_kind: '0',
      bank_name: 'KCB Bank',
      masked_no: '4187 **** **** 2231',
      card_flag: '1',
      card_type: '0',
      created_at: nairobiTime(50, 12, 15),
    })
    .execute();
}
