import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../shared/actions/menu';
import { roleNameIn } from '../../../shared/dict/roles';
import type { RoleFunction, RoleGroup, StaffDetail, StaffSummary } from '../../../shared/actions/staff';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();

type List<T> = { list: T[]; total: number };

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'staff-owner-device');
});

/** The temporary password of the newest sign-in message to a recipient (read from the outbox, as the staff member would). */
async function sentPassword(recipient: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('outbox')
    .select(['body', 'purpose'])
    .where('recipient', '=', recipient)
    .where('purpose', 'like', 'staff:%')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const password = /temporary password (\S+?),/.exec(row.body)?.[1];
  if (!password) throw new Error(`no password in: ${row.body}`);
  return password;
}

const paths = (list: MenuNode[]): string[] => list.flatMap((n) => [n.path, ...paths(n.children)]);

let seq = 0;
function newStaff(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Faith',
    lastName: 'Chebet',
    userName: `faith${seq}`,
    idNo: `4000000${seq}`,
    email: `faith${seq}@shop.co.ke`,
    mobile: '',
    position: 'Sales Clerk',
    storeIds: ['store-main'],
    roleGroup: 'SALES',
    funcNos: ['43', '05'],
    ...overrides,
  };
}

/** Adds a staff member as the owner and signs them in with the temporary password they were sent. */
async function addAndSignIn(overrides: Record<string, unknown> = {}, device?: string) {
  const input = newStaff(overrides);
  const added = await owner.call<{ staffId: string; userName: string; staffSts: string; sentTo: string[] }>('AddStaffKms', input);
  expect(added.body.rspMsgCd).toBe('MMC00000');
  const password = await sentPassword(String(input.email));
  const client = await signIn(t, input.userName, 'S', device ?? `staff-device-${input.userName}`, password);
  return { staffId: added.body.staffId, input, client, password };
}

describe('the staff list', () => {
  it("pages the demo business's staff, newest first, with role, stores and status", async () => {
    const res = await owner.call<List<StaffSummary>>('QueryStaffsWeb', { limit: 2, offset: 0 });
    expect(res.body.total).toBe(6); // with the two authorizers of the demo mandate
    expect(res.body.list.map((s) => s.userName)).toEqual(['kiprono', 'mercy']);
    const rest = await owner.call<List<StaffSummary>>('QueryStaffsWeb', { limit: 2, offset: 2 });
    expect(rest.body.list.map((s) => s.userName)).toEqual(['wafula', 'cashier']);
    expect(rest.body.list[0]).toMatchObject({
      staffName: 'James Wafula',
      position: 'Store Manager',
      roleGroup: 'STORE_MANAGER',
      roleName: 'Store manager',
      staffSts: 'A',
      mobile: '254711200300',
      stores: [{ storeId: 'store-westlands', storeName: 'Westlands Branch' }],
    });
  });

  it('names every role in Chinese for a zh-CN reader, the demo cashier and authorizers too', async () => {
    // Before any test below changes the cashier's role: the file names roles as the screens do.
    const csv = await owner.call<{ content: string }>('DownloadStaffList', { format: 'csv' }, { locale: 'zh-CN' });
    const lines = Buffer.from(csv.body.content, 'base64').toString('utf8').split('\r\n');
    expect(lines.find((l) => l.startsWith('Achieng Atieno'))).toContain(',收银员,');
    expect(lines.find((l) => l.startsWith('Faith Chebet'))).toContain(',审批人,');
    // Every role the server stores has a Chinese name, so no screen shows one in English.
    const stored = await t.database.db.selectFrom('roles').select('name').distinct().execute();
    expect(stored.filter((r) => roleNameIn(r.name, 'zh-CN') === r.name).map((r) => r.name)).toEqual([]);
  });

  it('filters by name or username, status and store', async () => {
    const byName = await owner.call<List<StaffSummary>>('QueryStaffsWeb', { staffName: 'NJER' });
    expect(byName.body.list.map((s) => s.userName)).toEqual(['mercy']);
    const byStore = await owner.call<List<StaffSummary>>('QueryStaffsWeb', { storeId: 'store-westlands' });
    expect(byStore.body.list.map((s) => s.userName)).toEqual(['kiprono', 'wafula', 'cashier']);
    const frozen = await owner.call<List<StaffSummary>>('QueryStaffsWeb', { staffSts: 'F' });
    expect(frozen.body).toMatchObject({ list: [], total: 0 });
  });

  it('shows a store manager only the staff of their own store', async () => {
    const wafula = await signIn(t, 'wafula', 'S', 'staff-wafula-device');
    const res = await wafula.call<List<StaffSummary>>('QueryStaffsWeb', {});
    expect(res.body.list.map((s) => s.userName)).toEqual(['kiprono', 'wafula', 'cashier']);
    expect((await wafula.call('QueryStaffDetail', { staffId: 'staff-mercy' })).body.rspMsgCd).toBe('MMCP6201');
    // Viewing (3601) is not managing (3602).
    expect((await wafula.call('AddStaffKms', newStaff())).body).toMatchObject({ rspMsgCd: 'MMCP0403', rspMsgInf: 'no permission' });
  });

  it("keeps another business's staff out of reach", async () => {
    const other = await registerBusinessOwner(t, { phone: '0755620001', first: 'Baraka', last: 'Otieno', idNo: '31620001', device: 'staff-other-owner' });
    expect((await other.client.call<List<StaffSummary>>('QueryStaffsWeb', {})).body).toMatchObject({ list: [], total: 0 });
    expect((await other.client.call('QueryStaffDetail', { staffId: 'staff-mercy' })).body.rspMsgCd).toBe('MMCP6201');
    expect((await other.client.call('ChangeStaffStsKms', { staffId: 'staff-mercy', staffSts: 'F' })).body.rspMsgCd).toBe('MMCP6201');
  });
});

describe('the role tree', () => {
  it('offers role groups whose functions each have a name, an English name and a description', async () => {
    const res = await owner.call<{ list: RoleGroup[] }>('QueryRoleList');
    const sales = res.body.list.find((g) => g.roleGroup === 'SALES')!;
    expect(sales).toMatchObject({ roleName: 'Sales', roleNameEn: 'Sales' });
    // 21 holds 2106 (View customers): a sale's customer is picked from the customer book.
    expect(sales.funcList.map((f) => f.funcNo)).toEqual(['01', '02', '05', '21', '43']);
    expect(sales.funcList.find((f) => f.funcNo === '21')!.children.map((c: RoleFunction) => c.funcNo)).toEqual(['2106']);
    const salesNode = sales.funcList.find((f) => f.funcNo === '05')!;
    expect(salesNode.children.map((c: RoleFunction) => [c.funcNo, c.funcNameEn])).toEqual([
      ['0501', 'View'],
      ['0502', 'Manage'],
      ['0503', 'Refund'],
    ]);
    expect(salesNode.children[2]).toMatchObject({ funcName: 'Refund orders', funcDesc: 'Refund an order in full or in part.' });
    expect(res.body.list.map((g) => g.roleGroup)).toEqual(['SALES', 'STORE_MANAGER', 'ACCOUNTANT', 'STOCK_KEEPER', 'MARKETING', 'FINANCE', 'ADMINISTRATOR']);
  });

  it('names the functions in the reader’s language and keeps the English name', async () => {
    const res = await owner.call<{ list: RoleGroup[] }>('QueryRoleList', {}, { locale: 'zh-CN' });
    const cashier = res.body.list[0]!.funcList.find((f) => f.funcNo === '43')!;
    expect(cashier).toMatchObject({ funcName: '收银', funcNameEn: 'Cashier' });
  });
});

describe('the duplicate checks', () => {
  it("tells the add form a username of the business's staff is taken (URMP8037), as CheckUserSignUp does for sign-up ids", async () => {
    const taken = await owner.call('CheckUserSignUp', { userId: 'Cashier', userIdType: 'S' });
    expect(taken.body).toMatchObject({ rspMsgCd: 'MMC00000', isSignUp: 'N', isRegisteredMsg: 'The user name already exists' });
    expect((await owner.call('CheckUserSignUp', { userId: 'brandnew', userIdType: 'S' })).body).toMatchObject({ isSignUp: 'Y' });
  });

  it('answers the staff username check only to a signed-in member who may add staff', async () => {
    expect((await t.client().call('CheckUserSignUp', { userId: 'mercy', userIdType: 'S' })).body).toMatchObject({ rspMsgCd: 'SCM60401' });
    // The cashier sells (43, 0501); the Westlands store manager sees the staff (3601) but adds none.
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'staff-check-cashier');
    expect((await cashier.call('CheckUserSignUp', { userId: 'mercy', userIdType: 'S' })).body).toMatchObject({ rspMsgCd: 'MMCP0403' });
    const manager = await signIn(t, 'wafula', 'S', 'staff-check-wafula');
    expect((await manager.call('CheckUserSignUp', { userId: 'mercy', userIdType: 'S' })).body).toMatchObject({ rspMsgCd: 'MMCP0403' });
  });

  it("keeps another business's staff usernames out of the check; adding one is still refused", async () => {
    const other = await registerBusinessOwner(t, { phone: '0755620002', first: 'Neema', last: 'Achola', idNo: '31620002', device: 'staff-check-other' });
    expect((await other.client.call('CheckUserSignUp', { userId: 'mercy', userIdType: 'S' })).body).toMatchObject({ rspMsgCd: 'MMC00000', isSignUp: 'Y', isRegisteredMsg: '' });
    const merchant = await t.database.db.selectFrom('merchants').select('id').where('merc_no', '=', other.mercNo).executeTakeFirstOrThrow();
    const store = await t.database.db.selectFrom('stores').select('id').where('merchant_id', '=', merchant.id).executeTakeFirstOrThrow();
    const again = await other.client.call('AddStaffKms', newStaff({ userName: 'mercy', storeIds: [store.id], roleGroup: 'SALES', funcNos: ['43'] }));
    expect(again.body).toMatchObject({ rspMsgCd: 'URMP8037', fieldErrors: [{ field: 'userName' }] });
    const own = await other.client.call('AddStaffKms', newStaff({ userName: 'akinyi.clerk', storeIds: [store.id], roleGroup: 'SALES', funcNos: ['43'] }));
    expect(own.body.rspMsgCd).toBe('MMC00000');
    expect((await other.client.call('CheckUserSignUp', { userId: 'Akinyi.Clerk', userIdType: 'S' })).body).toMatchObject({ isSignUp: 'N', isRegisteredMsg: 'The user name already exists' });
    expect((await owner.call('CheckUserSignUp', { userId: 'akinyi.clerk', userIdType: 'S' })).body).toMatchObject({ isSignUp: 'Y' });
  });

  it('refuses adding a staff member with a username, ID or e-mail in use', async () => {
    const name = await owner.call('AddStaffKms', newStaff({ userName: 'Mercy' }));
    expect(name.body).toMatchObject({ rspMsgCd: 'URMP8037', rspMsgInf: 'The user name already exists', fieldErrors: [{ field: 'userName', message: 'The user name already exists' }] });
    expect((await owner.call('AddStaffKms', newStaff({ idNo: '38010002' }))).body).toMatchObject({ rspMsgCd: 'URMP8038', rspMsgInf: 'The ID number already exists', fieldErrors: [{ field: 'idNo' }] });
    expect((await owner.call('AddStaffKms', newStaff({ email: 'OWNER@demo.co.ke' }))).body).toMatchObject({ rspMsgCd: 'URMP8039', rspMsgInf: 'The e-mail already exists', fieldErrors: [{ field: 'email' }] });
  });
});

describe('adding a staff member', () => {
  it('creates a pending member, sends the username and a temporary password, and audits it', async () => {
    const input = newStaff();
    const res = await owner.call<{ staffId: string; staffSts: string; sentTo: string[] }>('AddStaffKms', input);
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', userName: input.userName, staffSts: 'P', sentTo: [`fa***@shop.co.ke`] });
    const detail = await owner.call<StaffDetail>('QueryStaffDetail', { staffId: res.body.staffId });
    // Picking the parent 05 picked all its children.
    expect(detail.body).toMatchObject({ staffSts: 'P', position: 'Sales Clerk', roleName: 'Sales', funcNos: ['0501', '0502', '0503', '43'] });
    const password = await sentPassword(String(input.email));
    expect(password).toMatch(/^[A-Z][a-z]{5}@\d{4}$/);
    expect(t.logs.join('\n')).not.toContain(password);
    const audit = await t.database.db.selectFrom('audit_trail').select(['detail', 'person_id']).where('event', '=', 'STAFF_ADD').execute();
    expect(audit.map((a) => a.detail)).toContain(`Added staff member Faith Chebet (${input.userName}) as Sales Clerk`);
  });

  it('refuses a function outside the chosen role, no role, no store and nowhere to send the details', async () => {
    const outside = await owner.call('AddStaffKms', newStaff({ funcNos: ['43', '1301'] }));
    expect(outside.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'funcNos', message: 'This function is not part of the selected role' }] });
    const noGroup = await owner.call('AddStaffKms', newStaff({ roleGroup: 'PILOT' }));
    expect(noGroup.body).toMatchObject({ fieldErrors: [{ field: 'roleGroup', message: 'Select a role and at least one of its functions' }] });
    const noFunctions = await owner.call('AddStaffKms', newStaff({ funcNos: [] }));
    expect(noFunctions.body).toMatchObject({ fieldErrors: [{ field: 'funcNos', message: 'Select a role and at least one of its functions' }] });
    const noStore = await owner.call('AddStaffKms', newStaff({ storeIds: [] }));
    expect(noStore.body).toMatchObject({ fieldErrors: [{ field: 'storeIds', message: 'Select at least one store' }] });
    const foreignStore = await owner.call('AddStaffKms', newStaff({ storeIds: ['store-nowhere'] }));
    expect(foreignStore.body).toMatchObject({ fieldErrors: [{ field: 'storeIds', message: 'Store not found' }] });
    const nowhere = await owner.call('AddStaffKms', newStaff({ email: '', mobile: '' }));
    expect(nowhere.body).toMatchObject({ fieldErrors: [{ field: 'email', message: 'Enter an e-mail or a mobile number to send the sign-in details to.' }] });
    const badName = await owner.call('AddStaffKms', newStaff({ firstName: 'F4ith' }));
    expect(badName.body).toMatchObject({ fieldErrors: [{ field: 'firstName', message: 'Use letters only' }] });
    const takenMobile = await owner.call('AddStaffKms', newStaff({ mobile: '0711200300' }));
    expect(takenMobile.body).toMatchObject({ fieldErrors: [{ field: 'mobile', message: 'The Mobile Number provided already exists' }] });
    // Nothing half-done: none of the refused members exists.
    const all = await owner.call<List<StaffSummary>>('QueryStaffsWeb', { staffName: 'faith', limit: 100 });
    expect(all.body.list.every((s) => s.staffName === 'Faith Chebet')).toBe(true);
    expect(await t.database.db.selectFrom('persons').select('id').where('username', '=', `faith${seq}`).executeTakeFirst()).toBeUndefined();
  });

  it('lets a staff manager give only the functions and stores they hold themselves', async () => {
    await t.database.db.insertInto('role_functions').values({ role_id: 'role-staff-wafula', func_no: '3602' }).execute();
    const wafula = await signIn(t, 'wafula', 'S', 'staff-wafula-manager');
    const moreThanHeld = await wafula.call('AddStaffKms', newStaff({ roleGroup: 'ACCOUNTANT', funcNos: ['1301'], storeIds: ['store-westlands'] }));
    expect(moreThanHeld.body).toMatchObject({ fieldErrors: [{ field: 'funcNos', message: 'You can only give functions you hold yourself.' }] });
    const otherStore = await wafula.call('AddStaffKms', newStaff({ storeIds: ['store-main'] }));
    expect(otherStore.body).toMatchObject({ fieldErrors: [{ field: 'storeIds' }] });
    expect((await wafula.call('EditStaffRoles', { staffId: 'staff-wafula', roleGroup: 'STORE_MANAGER', funcNos: ['20'] })).body.rspMsgCd).toBe('MMCP6207');
    const ok = await wafula.call('AddStaffKms', newStaff({ storeIds: ['store-westlands'] }));
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    await t.database.db.deleteFrom('role_functions').where('role_id', '=', 'role-staff-wafula').where('func_no', '=', '3602').execute();
  });
});

describe('a staff member signed in', () => {
  it('becomes active at the first sign-in and sees exactly their role’s menu', async () => {
    const { staffId, client } = await addAndSignIn();
    expect((await owner.call<StaffDetail>('QueryStaffDetail', { staffId })).body.staffSts).toBe('A');
    const nav = await client.call<{ menuList: MenuNode[] }>('getNav');
    // Sales with 43 and 05: the counter and its till payments (43), the orders and their tabs
    // (0501; the refund pages 0503), and what needs no function: home, the person's own account
    // pages, the settings page and globalization (spec 000 section 2).
    expect(paths(nav.body.menuList)).toEqual([
      '/home',
      '/home/miniApps',
      '/checkout/index',
      '/checkout/nonInventoryItem',
      '/checkout/inventoryItem',
      '/tillManagement/payments',
      '/manage',
      '/manage/order',
      '/manage/order/newOrders',
      '/manage/order/onGoing',
      '/manage/order/picked',
      '/manage/order/completed',
      '/manage/order/completed/receipt',
      '/manage/order/suspended',
      '/manage/order/waitingForRefund',
      '/manage/order/waitingForRefund/refund',
      '/manage/order/refund',
      '/manage/order/refunded',
      '/manage/order/detail',
      '/account/accountProfile',
      '/account/privacyAndSecurity',
      '/setting',
      '/setting/index',
      '/setting/globalization',
    ]);
    const held = new Set(['43', '0501', '0502', '0503']);
    const gated = (list: MenuNode[]): (string | null)[] => list.flatMap((n) => [n.funcNo ?? null, ...gated(n.children)]);
    expect(gated(nav.body.menuList).filter((f) => f !== null && !held.has(f))).toEqual([]);
    expect((await client.call('QueryStaffsWeb', {})).body.rspMsgCd).toBe('MMCP0403');
  });

  it('works only in their stores: lands in one, lists only theirs, cannot switch to another', async () => {
    const { client } = await addAndSignIn({ storeIds: ['store-westlands'] });
    const stores = await client.call<{ currentStoreId: string; list: { storeId: string }[] }>('QueryStoreList', {});
    expect(stores.body.currentStoreId).toBe('store-westlands');
    expect(stores.body.list.map((s) => s.storeId)).toEqual(['store-westlands']);
    expect((await client.call('ChangeStore', { storeId: 'store-main' })).body.rspMsgCd).toBe('MMCP2101');
    // The owner still sees and switches to every store.
    expect((await owner.call<{ list: unknown[] }>('QueryStoreList', {})).body.list.length).toBeGreaterThanOrEqual(2);
  });

  it('follows the stores the owner gives them, in the same session', async () => {
    const { staffId, client, input } = await addAndSignIn({ storeIds: ['store-main'] });
    const res = await owner.call<StaffSummary>('EditStaffKms', { staffId, ...input, position: 'Senior Clerk', storeIds: ['store-westlands'] });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', position: 'Senior Clerk', stores: [{ storeId: 'store-westlands' }] });
    const stores = await client.call<{ currentStoreId: string }>('QueryStoreList', {});
    expect(stores.body.currentStoreId).toBe('store-westlands');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'STAFF_EDIT').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("keeps a staff member's name and ID number as their ID document verified them", async () => {
    const { staffId, input } = await addAndSignIn({ storeIds: ['store-main'] });
    const person = await t.database.db.selectFrom('staff_members').select('person_id').where('id', '=', staffId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('persons').set({ id_upload_flag: 'Y' }).where('id', '=', person.person_id).execute();
    const renamed = await owner.call('EditStaffKms', { staffId, ...input, lastName: 'Otherwise', storeIds: ['store-main'] });
    expect(renamed.body).toMatchObject({ rspMsgCd: 'MMCP3107', fieldErrors: [{ field: 'firstName' }] });
    // Their position and stores are the business's to change.
    expect((await owner.call('EditStaffKms', { staffId, ...input, position: 'Supervisor', storeIds: ['store-westlands'] })).body.rspMsgCd).toBe('MMC00000');
  });

  it('gets the new role at once when the owner changes it', async () => {
    const { staffId, client } = await addAndSignIn();
    const res = await owner.call<StaffDetail>('EditStaffRoles', { staffId, roleGroup: 'STOCK_KEEPER', funcNos: ['22'] });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', roleGroup: 'STOCK_KEEPER', roleName: 'Stock keeper', funcNos: ['2201', '2202'] });
    const nav = paths((await client.call<{ menuList: MenuNode[] }>('getNav')).body.menuList);
    expect(nav).not.toContain('/checkout/index');
    expect(nav).toContain('/manage/inventory');
  });

  it('gives a manage function its view function, so the role can open the page it manages', async () => {
    const { staffId } = await addAndSignIn();
    const res = await owner.call<StaffDetail>('EditStaffRoles', { staffId, roleGroup: 'ADMINISTRATOR', funcNos: ['3602'] });
    expect(res.body.funcNos).toEqual(['3601', '3602']);
  });

  it('gives a member of a shared role a role of their own when it changes', async () => {
    await t.database.db.updateTable('memberships').set({ role_id: 'role-demo-cashier' }).where('person_id', '=', 'person-staff-mercy').execute();
    const res = await owner.call<StaffDetail>('EditStaffRoles', { staffId: 'staff-cashier', roleGroup: 'SALES', funcNos: ['43', '0501'] });
    expect(res.body.funcNos).toEqual(['0501', '43']);
    const role = await t.database.db.selectFrom('memberships').select('role_id').where('person_id', '=', 'person-cashier').executeTakeFirstOrThrow();
    expect(role.role_id).not.toBe('role-demo-cashier');
    expect((await t.database.db.selectFrom('role_functions').select('func_no').where('role_id', '=', 'role-demo-cashier').execute()).length).toBe(3);
    await t.database.db.updateTable('memberships').set({ role_id: 'role-staff-mercy' }).where('person_id', '=', 'person-staff-mercy').execute();
  });
});

describe('statuses: active, pending, frozen', () => {
  it('signs a frozen member out at once and refuses their sign-in until unfrozen', async () => {
    const { staffId, client, input, password } = await addAndSignIn();
    const frozen = await owner.call('ChangeStaffStsKms', { staffId, staffSts: 'F' });
    expect(frozen.body).toMatchObject({ rspMsgCd: 'MMC00000', staffSts: 'F' });
    expect((await client.call('getNav')).body.rspMsgCd).toBe('URMP229');
    const again = await t.client('staff-frozen-retry').login(input.userName, 'S', password);
    expect(again.body.rspMsgCd).toBe('MMCP6211');
    expect((await owner.call('ChangeStaffStsKms', { staffId, staffSts: 'F' })).body).toMatchObject({ rspMsgCd: 'MMCP6205', rspMsgInf: 'A staff member who is frozen cannot become frozen.' });
    expect((await owner.call('ChangeStaffStsKms', { staffId, staffSts: 'A' })).body).toMatchObject({ rspMsgCd: 'MMC00000', staffSts: 'A' });
    const back = await signIn(t, input.userName, 'S', 'staff-unfrozen', password);
    expect((await back.call('getNav')).body.rspMsgCd).toBe('MMC00000');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'STAFF_STATUS').execute();
    expect(audit.map((a) => a.detail)).toContain(`Froze staff member Faith Chebet (${input.userName})`);
  });

  it('gives a member frozen before accepting the invitation back their pending status, not an active one', async () => {
    const input = newStaff();
    const added = await owner.call<{ staffId: string }>('AddStaffKms', input);
    const staffId = added.body.staffId;
    expect((await owner.call('ChangeStaffStsKms', { staffId, staffSts: 'F' })).body).toMatchObject({ rspMsgCd: 'MMC00000', staffSts: 'F' });
    const unfrozen = await owner.call('ChangeStaffStsKms', { staffId, staffSts: 'A' });
    expect(unfrozen.body).toMatchObject({ rspMsgCd: 'MMC00000', staffSts: 'P' });
    expect((await owner.call<StaffDetail>('QueryStaffDetail', { staffId })).body.staffSts).toBe('P');
    const person = await t.database.db.selectFrom('persons').select('id').where('username', '=', input.userName).executeTakeFirstOrThrow();
    const membership = await t.database.db.selectFrom('memberships').select('status').where('person_id', '=', person.id).executeTakeFirstOrThrow();
    expect(membership.status).toBe('P');
    const audit = await t.database.db.selectFrom('audit_trail').select(['detail', 'changes']).where('event', '=', 'STAFF_STATUS').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.detail).toBe(`Unfroze staff member Faith Chebet (${input.userName}), who is pending again until they accept the invitation`);
    expect(audit.changes).toContain('"P"');
    // Still an invitation to accept: it can be sent again, and signing in with it makes them active.
    expect((await owner.call('InviteStaff', { staffId })).body.rspMsgCd).toBe('MMC00000');
    await signIn(t, input.userName, 'S', `staff-accepts-${input.userName}`, await sentPassword(input.email));
    expect((await owner.call<StaffDetail>('QueryStaffDetail', { staffId })).body.staffSts).toBe('A');
  });

  it('refuses unfreezing an active member and any change of the caller’s own account', async () => {
    expect((await owner.call('ChangeStaffStsKms', { staffId: 'staff-kiprono', staffSts: 'A' })).body.rspMsgCd).toBe('MMCP6205');
    await t.database.db.insertInto('role_functions').values({ role_id: 'role-staff-kiprono', func_no: '3602' }).execute();
    const kiprono = await signIn(t, 'kiprono', 'S', 'staff-kiprono-self');
    expect((await kiprono.call('ChangeStaffStsKms', { staffId: 'staff-kiprono', staffSts: 'F' })).body.rspMsgCd).toBe('MMCP6207');
    await t.database.db.deleteFrom('role_functions').where('role_id', '=', 'role-staff-kiprono').where('func_no', '=', '3602').execute();
  });
});

describe('invitations and passwords', () => {
  it('sends a pending member the invitation again, and to a new address', async () => {
    const input = newStaff();
    const added = await owner.call<{ staffId: string }>('AddStaffKms', input);
    const first = await sentPassword(String(input.email));
    const again = await owner.call<{ sentTo: string[] }>('InviteStaff', { staffId: added.body.staffId });
    expect(again.body.rspMsgCd).toBe('MMC00000');
    const second = await sentPassword(String(input.email));
    expect(second).not.toBe(first);
    const moved = await owner.call<{ sentTo: string[] }>('UpdInviteStaff', { staffId: added.body.staffId, email: '', mobile: '0799620002' });
    expect(moved.body).toMatchObject({ rspMsgCd: 'MMC00000', sentTo: ['+254 *** *** 002'] });
    const third = await sentPassword('254799620002');
    await signIn(t, input.userName, 'S', 'staff-invited-device', third);
    // Active now: no more invitations.
    expect((await owner.call('InviteStaff', { staffId: added.body.staffId })).body.rspMsgCd).toBe('MMCP6206');
    expect((await owner.call('UpdInviteStaff', { staffId: added.body.staffId, email: 'x@shop.co.ke' })).body.rspMsgCd).toBe('MMCP6206');
  });

  it('resets a password through the outbox, never the log, and ends the old sessions', async () => {
    const { staffId, client, input, password } = await addAndSignIn();
    const res = await owner.call<{ sentTo: string[] }>('ResetStaffPasswords', { staffId });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', sentTo: [expect.stringContaining('@shop.co.ke')] });
    const fresh = await sentPassword(String(input.email));
    expect(fresh).not.toBe(password);
    expect(t.logs.join('\n')).not.toContain(fresh);
    expect((await client.call('getNav')).body.rspMsgCd).toBe('URMP229');
    expect((await t.client('staff-old-password').login(input.userName, 'S', password)).body.rspMsgCd).toBe('MMCP1001');
    await signIn(t, input.userName, 'S', 'staff-new-password', fresh);
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'STAFF_PASSWORD_RESET').execute();
    expect(audit.map((a) => a.detail).join('\n')).not.toContain(fresh);
  });

  it("sends the invitation in the sender's language, and a new password in the member's own once they have signed in", async () => {
    const input = newStaff();
    const added = await owner.call<{ staffId: string }>('AddStaffKms', input, { locale: 'zh-CN' });
    expect(added.body.rspMsgCd).toBe('MMC00000');
    const mail = () =>
      t.database.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', String(input.email)).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const invite = await mail();
    expect(invite.subject).toBe('Amani Traders Ltd 邀请您加入 Biashara');
    const password = /临时密码 (\S+) 登录/.exec(invite.body)?.[1];
    expect(invite.body).toContain(`员工用户名 ${input.userName} 和临时密码 ${password} 登录`);
    // The member signs in in English: a reset the owner sends from a Chinese screen reaches them in English.
    await signIn(t, input.userName, 'S', `staff-device-${input.userName}`, password);
    expect((await owner.call('ResetStaffPasswords', { staffId: added.body.staffId }, { locale: 'zh-CN' })).body.rspMsgCd).toBe('MMC00000');
    expect(await mail()).toMatchObject({ subject: 'Your new Biashara password for Amani Traders Ltd', body: expect.stringMatching(/^Your password for Amani Traders Ltd was reset\./) });
  });

  it('gives a frozen member no new password', async () => {
    const { staffId } = await addAndSignIn();
    await owner.call('ChangeStaffStsKms', { staffId, staffSts: 'F' });
    expect((await owner.call('ResetStaffPasswords', { staffId })).body.rspMsgCd).toBe('MMCP6210');
  });
});

describe('deleting a staff member', () => {
  it('ends their sessions, removes them from the list and frees the username', async () => {
    const { staffId, client, input } = await addAndSignIn();
    const res = await owner.call('DeleteStaffKms', { staffId });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', staffId });
    expect((await client.call('getNav')).body.rspMsgCd).toBe('URMP229');
    expect((await owner.call('QueryStaffDetail', { staffId })).body.rspMsgCd).toBe('MMCP6201');
    expect((await owner.call('CheckUserSignUp', { userId: input.userName, userIdType: 'S' })).body).toMatchObject({ isSignUp: 'Y' });
    // The same username, ID number and e-mail can be given to someone new.
    const again = await owner.call('AddStaffKms', { ...input, firstName: 'Joy' });
    expect(again.body.rspMsgCd, JSON.stringify(again.body) + t.logs.slice(-3).join('')).toBe('MMC00000');
    expect((await owner.call('DeleteStaffKms', { staffId })).body.rspMsgCd).toBe('MMCP6201');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'STAFF_DELETE').execute();
    expect(audit.map((a) => a.detail)).toContain(`Deleted staff member Faith Chebet (${input.userName})`);
  });
});

describe('the staff list as a file', () => {
  it('downloads the list as CSV and as a spreadsheet', async () => {
    const csv = await owner.call<{ fileName: string; content: string; rows: number; contentType: string }>('DownloadStaffList', { format: 'csv', storeId: 'store-westlands' });
    expect(csv.body).toMatchObject({ rspMsgCd: 'MMC00000', contentType: 'text/csv; charset=utf-8' });
    expect(csv.body.fileName).toMatch(/^staff-\d{8}-\d{4}\.csv$/);
    const text = Buffer.from(csv.body.content, 'base64').toString('utf8');
    expect(text).toContain('James Wafula');
    expect(text).not.toContain('Mercy Njeri');
    const xlsx = await owner.call<{ content: string; fileName: string }>('DownloadStaffList', { format: 'xlsx' });
    expect(xlsx.body.fileName).toMatch(/\.xlsx$/);
    expect(Buffer.from(xlsx.body.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    const pdf = await owner.call<{ content: string; contentType: string }>('DownloadStaffList', { format: 'pdf' });
    expect(pdf.body.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.body.content, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    // A file changes nothing: no audit row.
    expect(await t.database.db.selectFrom('audit_trail').select('id').where('action', '=', 'DownloadStaffList').execute()).toEqual([]);
  });

  it('words the file and the e-mail in the language of the person who asks', async () => {
    const csv = await owner.call<{ content: string }>('DownloadStaffList', { format: 'csv', storeId: 'store-westlands' }, { locale: 'zh-CN' });
    const lines = Buffer.from(csv.body.content, 'base64').toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('姓名,用户名,职位,角色,门店,状态,手机号码,电子邮箱,添加时间');
    expect(lines.find((l) => l.startsWith('James Wafula'))).toMatch(/,(销售|店长|会计|库管|市场|财务专员|员工管理员),.*,正常,/);
    const sent = await owner.call('SendStaffList', { email: 'zh@amani.co.ke' }, { locale: 'zh-CN' });
    expect(sent.body.rspMsgCd).toBe('MMC00000');
    const mail = await t.database.db.selectFrom('outbox').select(['body', 'subject']).where('recipient', '=', 'zh@amani.co.ke').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Amani Traders Ltd 的员工');
    expect(mail.body).toMatch(/^Amani Traders Ltd 的员工：共 \d+ 名员工，CSV 文件内容如下。\n\n\uFEFF姓名,/);
  });

  it('sends the list by e-mail and audits it', async () => {
    const res = await owner.call<{ sentTo: string; rows: number }>('SendStaffList', { email: 'Books@Amani.co.ke' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', sentTo: 'books@amani.co.ke' });
    const mail = await t.database.db.selectFrom('outbox').select(['body', 'subject']).where('recipient', '=', 'books@amani.co.ke').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Staff of Amani Traders Ltd');
    expect(mail.body).toContain('Daniel Kiprono');
    expect((await owner.call('SendStaffList', { email: 'not-an-email' })).body).toMatchObject({ fieldErrors: [{ field: 'email', message: 'Email format error' }] });
  });
});

describe('the staff who take orders', () => {
  it("lists the business's people of a store for the orders filter", async () => {
    const res = await owner.call<{ list: { staffName: string; userName: string | null }[] }>('QueryMerchantStaffList', { storeId: 'store-westlands' });
    const names = res.body.list.map((s) => s.staffName);
    expect(names).toEqual(expect.arrayContaining(['Wanjiku Kamau', 'James Wafula', 'Daniel Kiprono', 'Achieng Atieno']));
    expect(names).not.toContain('Mercy Njeri');
  });

  it('keeps a staff member to their own stores', async () => {
    const mercy = await signIn(t, 'mercy', 'S', 'staff-mercy-device');
    expect((await mercy.call('QueryMerchantStaffList', { storeId: 'store-westlands' })).body.rspMsgCd).toBe('MMCP2101');
    const own = await mercy.call<{ list: { staffName: string }[] }>('QueryMerchantStaffList', {});
    expect(own.body.list.map((s) => s.staffName)).not.toContain('James Wafula');
  });
});

describe('acting on another person', () => {
  const staffIdOf = async (userName: string) => (await owner.call<List<StaffSummary>>('QueryStaffsWeb', { limit: 100 })).body.list.find((s) => s.userName === userName)!.staffId;

  it("refuses a staff administrator an authorizer's account, the owner's devices and anyone holding more than they do", async () => {
    const admin = await addAndSignIn({ roleGroup: 'ADMINISTRATOR', funcNos: ['3601', '3602', '39', '40'], position: 'HR' });
    const approver = await staffIdOf('approver1');
    const takeOver = await admin.client.call('EditStaffKms', { staffId: approver, firstName: 'Faith', lastName: 'Chebet', email: 'attacker@evil.co.ke', position: 'Authorizer', storeIds: ['store-main'] });
    expect(takeOver.body).toMatchObject({ rspMsgCd: 'MMCP6232', rspMsgInf: 'Only the business owner can manage someone named in a transaction mandate.' });
    expect((await admin.client.call('ResetStaffPasswords', { staffId: approver })).body.rspMsgCd).toBe('MMCP6232');
    expect((await admin.client.call('ChangeStaffStsKms', { staffId: approver, staffSts: 'F' })).body.rspMsgCd).toBe('MMCP6232');
    const detail = await owner.call<StaffDetail>('QueryStaffDetail', { staffId: approver });
    expect(detail.body.email).not.toBe('attacker@evil.co.ke');
    // The detail says so to the administrator, so their page offers none of these; the owner may.
    expect((await admin.client.call<StaffDetail>('QueryStaffDetail', { staffId: approver })).body.lockedReason).toBe(
      'Only the business owner can manage someone named in a transaction mandate.',
    );
    expect(detail.body.lockedReason).toBeNull();
    // So does the list's row, whose Freeze is then not offered; the owner's rows are all open to them.
    const rows = (await admin.client.call<List<StaffSummary & { lockedReason: string | null }>>('QueryStaffsWeb', { limit: 100 })).body.list;
    expect(rows.find((r) => r.staffId === approver)?.lockedReason).toBe('Only the business owner can manage someone named in a transaction mandate.');
    expect(rows.find((r) => r.staffId === admin.staffId)?.lockedReason).toBe('You cannot change your own staff account here.');
    const ownerRows = (await owner.call<List<StaffSummary & { lockedReason: string | null }>>('QueryStaffsWeb', { limit: 100 })).body.list;
    expect(ownerRows.find((r) => r.staffId === approver)?.lockedReason).toBeNull();

    // The administrator's devices page offers no Remove on the owner's devices, and does on their own.
    const devices = (await admin.client.call<{ list: { personId: string; current: string; removable: string }[] }>('GetDevice', { scope: 'business', limit: 100 })).body.list;
    expect(devices.filter((d) => d.personId === 'person-owner').map((d) => d.removable)).not.toContain('Y');
    expect(devices.find((d) => d.current === 'Y')?.removable).toBe('N');

    // Mercy sells (43, 05…): functions the administrator does not hold.
    const holdsMore = await admin.client.call('ChangeStaffStsKms', { staffId: 'staff-mercy', staffSts: 'F' });
    expect(holdsMore.body).toMatchObject({ rspMsgCd: 'MMCP6231', rspMsgInf: 'You cannot manage someone who holds functions you do not hold.' });
    expect((await admin.client.call('DeleteStaffKms', { staffId: 'staff-mercy' })).body.rspMsgCd).toBe('MMCP6231');

    const ownerDevice = await t.database.db.selectFrom('devices').select('id').where('person_id', '=', 'person-owner').executeTakeFirstOrThrow();
    const unbind = await admin.client.call('UnbindTrustDevice', { scope: 'business', deviceNo: ownerDevice.id });
    expect(unbind.body).toMatchObject({ rspMsgCd: 'MMCP6233', rspMsgInf: "Only the business owner can manage the owner's account." });
    expect((await owner.call('QryUserInformation')).body.rspMsgCd).toBe('MMC00000');

    // Someone holding only what the administrator holds is theirs to manage; the owner manages anyone.
    const helper = await addAndSignIn({ roleGroup: 'ADMINISTRATOR', funcNos: ['3601'], position: 'Help desk' });
    expect((await admin.client.call('ChangeStaffStsKms', { staffId: helper.staffId, staffSts: 'F' })).body).toMatchObject({ rspMsgCd: 'MMC00000', staffSts: 'F' });
    expect((await owner.call('ChangeStaffStsKms', { staffId: helper.staffId, staffSts: 'A' })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('ChangeStaffStsKms', { staffId: 'staff-mercy', staffSts: 'F' })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('ChangeStaffStsKms', { staffId: 'staff-mercy', staffSts: 'A' })).body.rspMsgCd).toBe('MMC00000');
  });

  it("leaves the sign-in details of someone who also belongs to another business to them: no reset, no new contact, and deleting ends this business's part only", async () => {
    const member = await addAndSignIn({ position: 'Clerk' });
    const personId = (await t.database.db.selectFrom('staff_members').select('person_id').where('id', '=', member.staffId).executeTakeFirstOrThrow()).person_id;
    // The same person owns a business of their own (SetUpBusiness is open to any signed-in person).
    const theirs = await member.client.call('SetUpBusiness', { businessType: '0', businessName: 'Chebet Kiosk', industry: 'RET', sector: 'RET01', county: '047', town: 'Nairobi CBD', address: 'Tom Mboya Street' });
    expect(theirs.body.rspMsgCd).toBe('MMC00000');
    const refused = { rspMsgCd: 'MMCP6235', rspMsgInf: 'This person also belongs to another business: only they can change their sign-in details.' };

    expect((await owner.call('ResetStaffPasswords', { staffId: member.staffId })).body).toMatchObject(refused);
    const { input } = member;
    const redirect = await owner.call('EditStaffKms', { staffId: member.staffId, ...input, email: 'attacker@evil.co.ke', storeIds: ['store-main'] });
    expect(redirect.body).toMatchObject(refused);
    const person = await t.database.db.selectFrom('persons').select(['email', 'password_hash', 'status', 'username']).where('id', '=', personId).executeTakeFirstOrThrow();
    expect(person.email).toBe(String(input.email));
    // What is this business's own stays its own: position and stores.
    const moved = await owner.call<StaffSummary>('EditStaffKms', { staffId: member.staffId, ...input, position: 'Senior Clerk', storeIds: ['store-westlands'] });
    expect(moved.body).toMatchObject({ rspMsgCd: 'MMC00000', position: 'Senior Clerk' });

    expect((await owner.call('DeleteStaffKms', { staffId: member.staffId })).body.rspMsgCd).toBe('MMC00000');
    const after = await t.database.db.selectFrom('persons').select(['email', 'password_hash', 'status', 'username']).where('id', '=', personId).executeTakeFirstOrThrow();
    expect(after).toEqual(person);
    const membership = await t.database.db.selectFrom('memberships').select('status').where('person_id', '=', personId).where('merchant_id', '=', 'merc-demo').executeTakeFirstOrThrow();
    expect(membership.status).toBe('D');
  });
});

describe('a temporary password', () => {
  it('is flagged until its holder chooses their own, and stops working after a week', async () => {
    const { client, input, password } = await addAndSignIn();
    expect((await client.call<{ tempPassword: string }>('QryUserInformation')).body.tempPassword).toBe('Y');
    const changed = await client.call('MerchantModifyPassword', { oldPassword: await client.seal(password), newPassword: await client.seal('Chosen@2026') });
    expect(changed.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call<{ tempPassword: string }>('QryUserInformation')).body.tempPassword).toBe('N');

    // A reset by the owner is temporary again; a week later it no longer signs in.
    const { staffId, input: other } = await addAndSignIn();
    expect((await owner.call('ResetStaffPasswords', { staffId })).body.rspMsgCd).toBe('MMC00000');
    const reset = await sentPassword(String(other.email));
    const person = await t.database.db.selectFrom('staff_members').select('person_id').where('id', '=', staffId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('persons').set({ temp_password_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', person.person_id).execute();
    const late = await t.client(`late-${other.userName}`).login(other.userName, 'S', reset);
    expect(late.body).toMatchObject({ rspMsgCd: 'MMCP6234', rspMsgInf: 'Your temporary password has expired. Ask the business owner to send you a new one.' });
    expect(input.userName).not.toBe(other.userName);
  });
});
