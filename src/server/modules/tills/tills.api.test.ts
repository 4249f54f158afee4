import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MoneyOrder } from '../../../shared/actions/money';
import type { Till, TillPayment } from '../../../shared/actions/tills';
import { accountBalance, ensureSystemAccount, reserveEntry, systemAccountId, tillAccountId, voidEntry, walletAccountId } from '../../ledger/ledger';
import { callbackUrl } from '../../rails/callback-auth';
import { MPESA_ROUTES } from '../../rails/mpesa/mpesa.rail';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, moveIntoWallet, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();
const KES = 100;
const MAIN = 'store-main';
const BRANCH = 'store-westlands';

const as = (userId: string, type: 'P' | 'E' | 'S') => signIn(t, userId, type);
const owner = () => as(DEMO_LOGIN.owner.userId, 'P');
const cashier = () => as(DEMO_LOGIN.cashier.userId, 'S');
const name = (prefix: string) => `${prefix} ${crypto.randomBytes(3).toString('hex')}`;

expectBalancedLedgerAfterEach(t);

async function addTill(client: Awaited<ReturnType<typeof owner>>, storeId = MAIN) {
  const res = await client.call<Till>('AddMerchantTill', { tillName: name('Till'), storeId });
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body;
}

function confirmation(tillNo: string, transId: string, amount: number) {
  return {
    TransactionType: 'Buy Goods',
    TransID: transId,
    TransTime: '20260101120000',
    TransAmount: String(amount),
    BusinessShortCode: tillNo,
    BillRefNumber: '',
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '25472****111',
    FirstName: 'Grace',
    MiddleName: '',
    LastName: 'Muthoni',
  };
}

describe('tills', () => {
  it('lists the demo tills with their balances, paged on the server, filtered by store', async () => {
    const client = await owner();
    const all = await client.call<{ list: Till[]; total: number; totalBalance: number }>('QueryTillsInfoList', { limit: 2, offset: 0 });
    expect(all.body.rspMsgCd).toBe('MMC00000');
    expect(all.body.list).toHaveLength(2);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.totalBalance).toBeGreaterThan(0);
    const branch = await client.call<{ list: Till[]; total: number }>('QueryTillsInfoList', { storeId: BRANCH, limit: 10 });
    expect(branch.body.list.every((x) => x.storeId === BRANCH)).toBe(true);
    expect(branch.body.list.find((x) => x.tillNo === '5123403')).toMatchObject({ tillName: 'Front Desk', status: '0', settleMethod: '1' });
    const one = await client.call<{ list: Till[]; total: number }>('QueryTillsInfoList', { tillId: 'till-demo-counter1' });
    expect(one.body.list.map((x) => x.tillNo)).toEqual(['5123401']);
    const found = await client.call<{ list: Till[] }>('QueryTillsInfoList', { keyword: '5123401' });
    expect(found.body.list.map((x) => x.tillName)).toEqual(['Counter 1']);
    const numbers = await client.call<{ list: { tillNo: string }[] }>('QueryTillNoList', { storeId: MAIN });
    expect(numbers.body.list.map((x) => x.tillNo)).toEqual(expect.arrayContaining(['5123401', '5123402']));
  });

  it('adds a till with a platform-unique seven-digit number, and refuses a second till of the same name in the store', async () => {
    const client = await owner();
    const till = await addTill(client);
    expect(till.tillNo).toMatch(/^[1-9]\d{6}$/);
    expect(till).toMatchObject({ status: '0', origin: 'A', balance: 0, storeName: 'Main Store' });
    const again = await client.call('AddMerchantTill', { tillName: till.tillName.toUpperCase(), storeId: MAIN });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP5204', rspMsgInf: 'A till with the same name exists in this store', field: 'tillName' });
    // The same name in another store is fine.
    expect((await client.call('AddMerchantTill', { tillName: till.tillName, storeId: BRANCH })).body.rspMsgCd).toBe('MMC00000');
    const badStore = await client.call('AddMerchantTill', { tillName: name('Till'), storeId: 'store-nope' });
    expect(badStore.body).toMatchObject({ rspMsgCd: 'MMCP2101', field: 'storeId' });
    const badName = await client.call('AddMerchantTill', { tillName: 'x', storeId: MAIN });
    expect(badName.body.fieldErrors?.[0]?.field).toBe('tillName');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('detail', 'like', `Till ${till.tillNo}%`).execute();
    expect(audit.map((a) => a.detail)).toEqual([`Till ${till.tillNo} ${till.tillName} added for Main Store`]);
  });

  it('requests a till from the provider for a store', async () => {
    const client = await owner();
    const res = await client.call<Till>('ApplyMerchantTill', { tillName: name('Requested'), storeId: BRANCH, remarks: 'Second counter' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', origin: 'R', storeId: BRANCH, status: '0' });
  });

  it('renames, disables and enables a till, each audited', async () => {
    const client = await owner();
    const till = await addTill(client);
    const renamed = await client.call<Till>('UpdateMerchantTill', { tillId: till.tillId, tillName: `${till.tillName} B` });
    expect(renamed.body.tillName).toBe(`${till.tillName} B`);
    expect((await client.call<Till>('DisableMerchantTill', { tillId: till.tillId })).body.status).toBe('1');
    expect((await client.call<Till>('EnableMerchantTill', { tillId: till.tillId })).body.status).toBe('0');
    const missing = await client.call('UpdateMerchantTill', { tillId: 'till-nope', tillName: 'Any name' });
    expect(missing.body).toMatchObject({ rspMsgCd: 'MMCP5201', rspMsgInf: 'Till not found' });
    const audit = await t.database.db.selectFrom('audit_trail').select('event').where('detail', 'like', `Till ${till.tillNo}%`).execute();
    expect(audit.map((a) => a.event).sort()).toEqual(['TILL_ADD', 'TILL_EDIT', 'TILL_STATUS', 'TILL_STATUS']);
  });

  it('draws the QR of an active till, and refuses a deactivated one', async () => {
    const client = await owner();
    const till = await addTill(client);
    const qr = await client.call<{ qrContent: string; tillNo: string }>('GenerateQrCodeForTill', { tillId: till.tillId, amount: 250 * KES });
    expect(qr.body.qrContent).toBe(`BUYGOODS:${till.tillNo};AMOUNT:250.00;NAME:Amani Traders Ltd`);
    await client.call('DisableMerchantTill', { tillId: till.tillId });
    expect((await client.call('GenerateQrCodeForTill', { tillId: till.tillId })).body).toMatchObject({ rspMsgCd: 'MMCP5202', rspMsgInf: 'This till is deactivated.' });
  });

  it('keeps a till with money on it, deletes an empty one and never reuses its number', async () => {
    const client = await owner();
    const refused = await client.call('DeleteMerchantTill', { tillId: 'till-demo-counter1' });
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP5203', rspMsgInf: 'A till with money on it cannot be deleted. Settle it first.' });
    const till = await addTill(client);
    expect((await client.call('DeleteMerchantTill', { tillId: till.tillId })).body).toMatchObject({ rspMsgCd: 'MMC00000', tillNo: till.tillNo });
    const list = await client.call<{ list: Till[] }>('QueryTillsInfoList', { keyword: till.tillNo });
    expect(list.body.list).toHaveLength(0);
    const row = await t.database.db.selectFrom('tills').select('till_no').where('id', '=', till.tillId).executeTakeFirstOrThrow();
    expect(row.till_no).toBe(till.tillNo);
    expect((await client.call('DeleteMerchantTill', { tillId: till.tillId })).body.rspMsgCd).toBe('MMCP5201');
  });

  it('keeps tills to function 38 (3801, 3802): a cashier may not manage them', async () => {
    const client = await cashier();
    expect((await client.call('QueryTillsInfoList', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await client.call('AddMerchantTill', { tillName: 'Sneaky', storeId: MAIN })).body.rspMsgCd).toBe('MMCP0403');
  });

  it("reads and sets a store's and a till's settlement method; a threshold needs its amount", async () => {
    const client = await owner();
    const till = await addTill(client, BRANCH);
    const info = await client.call<{ store: { settleMethod: string; channel: string }; tills: { tillId: string }[] }>('TillSettingInfo', { storeId: BRANCH });
    expect(info.body.store).toMatchObject({ settleMethod: '1', channel: 'B', destination: 'KCB Bank 1187654322' });
    expect(info.body.tills.some((x) => x.tillId === till.tillId)).toBe(true);
    const noAmount = await client.call('UpdateTillSetting', { tillId: till.tillId, settleMethod: '3' });
    expect(noAmount.body).toMatchObject({ rspMsgCd: 'MMCP5210', field: 'settleThreshold' });
    const set = await client.call('UpdateTillSetting', { tillId: till.tillId, settleMethod: '3', settleThreshold: 1000 * KES });
    expect(set.body).toMatchObject({ rspMsgCd: 'MMC00000', settleMethod: '3', settleThreshold: 1000 * KES });
    const shown = await client.call<{ list: Till[] }>('QueryTillsInfoList', { keyword: till.tillNo });
    expect(shown.body.list[0]).toMatchObject({ settleMethod: '3', ownSettleMethod: '3', settleThreshold: 1000 * KES });
    const back = await client.call('UpdateTillSetting', { tillId: till.tillId, settleMethod: null });
    expect(back.body).toMatchObject({ settleMethod: null });
    const store = await client.call('UpdateTillSetting', { storeId: BRANCH, settleMethod: '2' });
    expect(store.body).toMatchObject({ rspMsgCd: 'MMC00000', tillId: null, settleMethod: '2' });
    expect((await client.call<{ list: Till[] }>('QueryTillsInfoList', { keyword: till.tillNo })).body.list[0]).toMatchObject({ settleMethod: '2', ownSettleMethod: null });
    await client.call('UpdateTillSetting', { storeId: BRANCH, settleMethod: '1' });
  });
});

describe('payments to tills', () => {
  it('credits a customer M-PESA payment to the till once, even when M-PESA confirms it twice, and tells the owner', async () => {
    const client = await owner();
    const till = await addTill(client);
    await client.call('UpdateTillSetting', { tillId: till.tillId, settleMethod: '2' });
    const paid = await client.call<{ transId: string; resultCode: string }>('SimulateTillPayment', { tillNo: till.tillNo, amount: 350 * KES, mobile: '0722000111', payerName: 'Grace' });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', resultCode: '0' });
    expect((await accountBalance(t.database.db, tillAccountId(till.tillId))).balance).toBe(350 * KES);
    const url = callbackUrl('', t.config.rails.callbackSecret, MPESA_ROUTES.c2bConfirmation, null);
    const again = await t.app.inject({ method: 'POST', url, payload: confirmation(till.tillNo, paid.body.transId, 350) });
    expect(again.statusCode).toBe(200);
    expect((await accountBalance(t.database.db, tillAccountId(till.tillId))).balance).toBe(350 * KES);
    const list = await client.call<{ list: TillPayment[]; total: number }>('QueryTillTransList', { tillId: till.tillId });
    expect(list.body.total).toBe(1);
    expect(list.body.list[0]).toMatchObject({ transId: paid.body.transId, amount: 350 * KES, payerName: 'Grace Doe', payerPhone: '25472****111', claimed: 'N', source: 'mpesa' });
    const note = await t.database.db.selectFrom('notifications').select('body').where('ord_no', '=', paid.body.transId).executeTakeFirstOrThrow();
    expect(note.body).toContain(`till ${till.tillNo}`);
  });

  it('refuses a payment to a deactivated till at validation', async () => {
    const client = await owner();
    const till = await addTill(client);
    await client.call('DisableMerchantTill', { tillId: till.tillId });
    const paid = await client.call<{ resultCode: string }>('SimulateTillPayment', { tillNo: till.tillNo, amount: 100 * KES, mobile: '0722000111' });
    expect(paid.body.resultCode).not.toBe('0');
    expect((await accountBalance(t.database.db, tillAccountId(till.tillId))).balance).toBe(0);
    const unknown = await client.call('SimulateTillPayment', { tillNo: '9999999', amount: 100 * KES, mobile: '0722000111' });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMCP5205', rspMsgInf: 'Till number entered does not exist.' });
    const cents = await client.call('SimulateTillPayment', { tillNo: till.tillNo, amount: 100 * KES + 50, mobile: '0722000111' });
    expect(cents.body.rspMsgCd).toBe('MMCP4008');
  });

  it('lets a cashier claim a payment against a sale once, shown and audited', async () => {
    const client = await owner();
    const till = await addTill(client);
    await client.call('UpdateTillSetting', { tillId: till.tillId, settleMethod: '2' });
    await client.call('SimulateTillPayment', { tillNo: till.tillNo, amount: 120 * KES, mobile: '0733000222' });
    const desk = await cashier();
    const open = await desk.call<{ list: TillPayment[] }>('QueryTillTransList', { tillId: till.tillId, claimed: 'N' });
    expect(open.body.rspMsgCd).toBe('MMC00000');
    const payment = open.body.list[0]!;
    const claimed = await desk.call<TillPayment>('ClaimTillPayment', { paymentId: payment.paymentId, saleRef: 'RCP-0042', note: 'Two loaves' });
    expect(claimed.body).toMatchObject({ rspMsgCd: 'MMC00000', claimed: 'Y', claimRef: 'RCP-0042', claimNote: 'Two loaves', claimedBy: 'Achieng Atieno' });
    const twice = await client.call('ClaimTillPayment', { paymentId: payment.paymentId, saleRef: 'RCP-0043' });
    expect(twice.body).toMatchObject({ rspMsgCd: 'MMCP5207', rspMsgInf: 'This payment has already been claimed against a sale.' });
    expect((await desk.call('ClaimTillPayment', { paymentId: 'nope', saleRef: 'RCP-1' })).body.rspMsgCd).toBe('MMCP5206');
    expect((await desk.call('ClaimTillPayment', { paymentId: payment.paymentId, saleRef: 'bad ref!' })).body.fieldErrors?.[0]?.field).toBe('saleRef');
    const done = await client.call<{ list: TillPayment[] }>('QueryTillTransList', { tillId: till.tillId, claimed: 'Y', keyword: 'rcp-0042' });
    expect((await client.call<{ list: TillPayment[]; total: number }>('QueryTillTransList', { tillId: 'till-demo-counter1', keyword: '%' })).body.total).toBe(0);
    expect(done.body.list.map((p) => p.paymentId)).toEqual([payment.paymentId]);
    const audit = await t.database.db.selectFrom('audit_trail').select(['event', 'detail']).where('event', '=', 'TILL_CLAIM').where('detail', 'like', `%${payment.transId}%`).execute();
    expect(audit).toHaveLength(1);
  });

  it('pages and filters the transaction records by date', async () => {
    const client = await owner();
    const page = await client.call<{ list: TillPayment[]; total: number }>('QueryTillTransList', { tillId: 'till-demo-counter1', limit: 3, offset: 0 });
    expect(page.body.list).toHaveLength(3);
    expect(page.body.total).toBeGreaterThan(3);
    const day = page.body.list[0]!.createdAt.slice(0, 8);
    const sameDay = await client.call<{ list: TillPayment[] }>('QueryTillTransList', { tillId: 'till-demo-counter1', startDate: day, endDate: day, limit: 50 });
    expect(sameDay.body.list.length).toBeGreaterThan(0);
    expect(sameDay.body.list.every((p) => p.createdAt.startsWith(day))).toBe(true);
  });

  it("pays another business's till from the wallet after the PIN (order type 42), once", async () => {
    const other = await registerBusinessOwner(t, { phone: '0711777001', first: 'Neema', last: 'Otieno', idNo: '33445566', device: 'dev-till-other' });
    const store = await t.database.db.selectFrom('stores').select('stores.id').innerJoin('merchants', 'merchants.id', 'stores.merchant_id').where('merchants.merc_no', '=', other.mercNo).executeTakeFirstOrThrow();
    const theirs = await other.client.call<Till>('AddMerchantTill', { tillName: 'Kiosk Till', storeId: store.id });
    expect(theirs.body.rspMsgCd).toBe('MMC00000');
    const client = await owner();
    const before = (await accountBalance(t.database.db, walletAccountId('merc-demo'))).balance;
    const requestId = `tp${crypto.randomBytes(6).toString('hex')}`;
    type PreOrder = { order: MoneyOrder; authTxCode: string; merchantName: string; repeatOf: { ordNo: string } | null };
    const pre = await client.call<PreOrder>('PayTillPreOrder', { tillNo: theirs.body.tillNo, amount: 75 * KES, requestId });
    expect(pre.body).toMatchObject({ rspMsgCd: 'MMC00000', merchantName: 'Neema Kiosk', order: { ordTyp: '42', status: 'U' }, repeatOf: null });
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const paid = await client.call<MoneyOrder>('PayTill', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    const again = await client.call<MoneyOrder>('PayTill', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(again.body.status).toBe('S');
    expect((await accountBalance(t.database.db, walletAccountId('merc-demo'))).balance).toBe(before - 75 * KES);
    // The same amount to the same till again: the review names the payment just made (Paid already?).
    const repeat = await client.call<PreOrder>('PayTillPreOrder', { tillNo: theirs.body.tillNo, amount: 75 * KES, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(repeat.body.repeatOf?.ordNo).toBe(pre.body.order.ordNo);
    const other75 = await client.call<PreOrder>('PayTillPreOrder', { tillNo: theirs.body.tillNo, amount: 76 * KES, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(other75.body.repeatOf).toBeNull();
    const theirList = await other.client.call<{ list: TillPayment[] }>('QueryTillTransList', { tillId: theirs.body.tillId });
    expect(theirList.body.list).toHaveLength(1);
    expect(theirList.body.list[0]).toMatchObject({ source: 'wallet', amount: 75 * KES, payerName: 'Amani Traders Ltd' });
    // Own till, unknown till.
    const own = await client.call('PayTillPreOrder', { tillNo: '5123401', amount: 75 * KES, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(own.body).toMatchObject({ rspMsgCd: 'MMCP5212', field: 'tillNo' });
    const none = await client.call('PayTillPreOrder', { tillNo: '9999998', amount: 75 * KES, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(none.body.rspMsgCd).toBe('MMCP5205');
    // A till is paid in whole shillings, as its page and M-PESA's buy goods take it.
    const cents = await client.call('PayTillPreOrder', { tillNo: theirs.body.tillNo, amount: 75 * KES + 50, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(cents.body).toMatchObject({ rspMsgCd: 'MMCP4008', field: 'amount' });
  });

  it("refuses to pay a till for a business whose KYC level does not allow buy goods (111), as pay by code does", async () => {
    const other = await registerBusinessOwner(t, { phone: '0711777003', first: 'Baraka', last: 'Mwangi', idNo: '33445568', device: 'dev-till-other3' });
    const pre = await other.client.call('PayTillPreOrder', { tillNo: '5123401', amount: 75 * KES, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(pre.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '111' });
    const pay = await other.client.call('PayTill', { ordNo: '20261128000000000001', authTxCode: 'none' });
    expect(pay.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '111' });
  });

  it('a pay step the wallet cannot cover moves nothing and leaves the PIN for the retry; the retry pays, audited and told once', async () => {
    const other = await registerBusinessOwner(t, { phone: '0711777002', first: 'Zawadi', last: 'Kamau', idNo: '33445567', device: 'dev-till-other2' });
    const store = await t.database.db.selectFrom('stores').select('stores.id').innerJoin('merchants', 'merchants.id', 'stores.merchant_id').where('merchants.merc_no', '=', other.mercNo).executeTakeFirstOrThrow();
    const theirs = await other.client.call<Till>('AddMerchantTill', { tillName: 'Stall Till', storeId: store.id });
    const client = await owner();
    const pre = await client.call<{ order: MoneyOrder; authTxCode: string }>('PayTillPreOrder', { tillNo: theirs.body.tillNo, amount: 120 * KES, requestId: `tp${crypto.randomBytes(6).toString('hex')}` });
    expect(pre.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMC00000');
    // Money leaves the wallet between the PIN and the pay step: KES 50 is left.
    const wallet = walletAccountId('merc-demo');
    const away = (await accountBalance(t.database.db, wallet)).available - 50 * KES;
    await moveIntoWallet(t, 'merc-demo', -away);
    const refused = await client.call('PayTill', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP4001', rspMsgInf: 'Insufficient Balance.' });
    expect((await other.client.call<{ list: TillPayment[] }>('QueryTillTransList', { tillId: theirs.body.tillId })).body.list).toHaveLength(0);
    await moveIntoWallet(t, 'merc-demo', away);
    const paid = await client.call<MoneyOrder>('PayTill', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    expect((await other.client.call<{ list: TillPayment[] }>('QueryTillTransList', { tillId: theirs.body.tillId })).body.list).toHaveLength(1);
    const audit = await t.database.db.selectFrom('audit_trail').select('id').where('event', '=', 'TILL_PAY').where('detail', 'like', `%${pre.body.order.ordNo}%`).execute();
    expect(audit).toHaveLength(1);
    const told = await t.database.db.selectFrom('notifications').select('id').where('ord_no', '=', pre.body.order.ordNo).where('merchant_id', '=', 'merc-demo').execute();
    expect(told).toHaveLength(1);
  });

  it("answers a till's statement: opening and closing balance and every movement", async () => {
    const client = await owner();
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const weekAgo = new Date(Date.now() + 3 * 3600_000 - 3 * 86400_000).toISOString().slice(0, 10).replace(/-/g, '');
    const st = await client.call<{ openingBalance: number; closingBalance: number; totalIn: number; totalOut: number; entries: { credit: number; debit: number; balance: number }[] }>(
      'QueryTillStatement',
      { tillId: 'till-demo-counter2', startDate: weekAgo, endDate: today },
    );
    expect(st.body.rspMsgCd).toBe('MMC00000');
    expect(st.body.entries.length).toBeGreaterThan(4);
    expect(st.body.entries.some((e) => e.debit > 0)).toBe(true);
    expect(st.body.closingBalance).toBe(st.body.openingBalance + st.body.totalIn - st.body.totalOut);
    expect(st.body.closingBalance).toBe((await accountBalance(t.database.db, tillAccountId('till-demo-counter2'))).balance);
    const exported = await client.call<{ url: string; fileName: string }>('ExportTillStatement', { tillId: 'till-demo-counter2', startDate: weekAgo, endDate: today, format: 'csv' });
    expect(exported.body).toMatchObject({ rspMsgCd: 'MMC00000', fileName: `till-5123402-${weekAgo}-${today}.csv` });
    const file = await t.app.inject({ method: 'GET', url: exported.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Date,Description,Reference,Credit (KES),Debit (KES),Balance (KES)');
    expect(file.body).toContain('Payment by M-PESA,SKD');
    // In Chinese for a Chinese reader: the headers and what each movement was.
    const zh = await client.call<{ url: string }>('ExportTillStatement', { tillId: 'till-demo-counter2', startDate: weekAgo, endDate: today, format: 'csv' }, { locale: 'zh-CN' });
    const zhText = (await t.app.inject({ method: 'GET', url: zh.body.url })).body;
    expect(zhText).toContain('日期,摘要,参考号,贷方（KES）,借方（KES）,余额（KES）');
    expect(zhText).toContain('M-PESA 付款,SKD');
    const pdf = await client.call<{ fileName: string }>('ExportTillStatement', { tillId: 'till-demo-counter2', startDate: weekAgo, endDate: today, format: 'pdf' });
    expect(pdf.body.fileName).toMatch(/\.pdf$/);
    const reversed = await client.call('QueryTillStatement', { tillId: 'till-demo-counter2', startDate: today, endDate: weekAgo });
    expect(reversed.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'endDate', message: 'The end date cannot be before the start date' }] });
    const future = await client.call('ExportTillStatement', { tillId: 'till-demo-counter2', startDate: weekAgo, endDate: `${Number(today.slice(0, 4)) + 1}0101`, format: 'csv' });
    expect(future.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'endDate', message: 'The period cannot end after today' }] });
  });

  it("works a past period's opening and closing balances back from the till's balance, equal to the sums of its postings before each day", async () => {
    const client = await owner();
    const day = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10).replace(/-/g, '');
    type St = { openingBalance: number; closingBalance: number; totalIn: number; totalOut: number; entries: unknown[] };
    const statement = async (startDate: string, endDate: string) => {
      const res = await client.call<St>('QueryTillStatement', { tillId: 'till-demo-counter1', startDate, endDate });
      expect(res.body.rspMsgCd).toBe('MMC00000');
      return res.body;
    };
    // What the till held before a Nairobi day began, summed here from every posting of its posted entries.
    const heldBefore = async (yyyymmdd: string) => {
      const at = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))) - 3 * 3600_000).toISOString();
      const row = await t.database.db
        .selectFrom('postings')
        .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
        .select((eb) => eb.fn.sum<number | string | null>('postings.amount').as('s'))
        .where('postings.account_id', '=', tillAccountId('till-demo-counter1'))
        .where('journal_entries.status', '=', 'S')
        .where('journal_entries.created_at', '<', at)
        .executeTakeFirst();
      return Number(row?.s ?? 0);
    };
    // A settlement still waiting for its network holds money on the till but moved none: no day counts it.
    const { db } = t.database;
    const pendingKey = `test-pending-${crypto.randomBytes(6).toString('hex')}`;
    await db.transaction().execute(async (trx) => {
      await ensureSystemAccount(trx, 'clearing:pesalink');
      await reserveEntry(trx, {
        idemKey: pendingKey,
        kind: 'A6',
        memo: 'pending settlement',
        lines: [
          { accountId: tillAccountId('till-demo-counter1'), amount: -100 },
          { accountId: systemAccountId('clearing:pesalink'), amount: 100 },
        ],
      });
    });
    const earlier = await statement(day(12), day(6));
    const later = await statement(day(5), day(0));
    expect(earlier.entries.length).toBeGreaterThan(3);
    expect(earlier.openingBalance).toBe(await heldBefore(day(12)));
    expect(earlier.closingBalance).toBe(await heldBefore(day(5)));
    expect(earlier.closingBalance).toBe(earlier.openingBalance + earlier.totalIn - earlier.totalOut);
    expect(later.openingBalance).toBe(earlier.closingBalance);
    expect(later.closingBalance).toBe((await accountBalance(t.database.db, tillAccountId('till-demo-counter1'))).balance);
    await db.transaction().execute((trx) => voidEntry(trx, pendingKey));
    // A till with no account yet (never paid) opens and closes at zero.
    const fresh = await addTill(client);
    const empty = await client.call<St>('QueryTillStatement', { tillId: fresh.tillId, startDate: day(3), endDate: day(0) });
    expect(empty.body).toMatchObject({ rspMsgCd: 'MMC00000', openingBalance: 0, closingBalance: 0, entries: [] });
  });

  it('names each movement of a till by what it was, with the number the merchant knows it by, and the end of day empties the till', async () => {
    const client = await owner();
    const day = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10).replace(/-/g, '');
    type Entry = { at: string; type: string; description: string; reference: string | null; credit: number; debit: number; balance: number };
    const st = await client.call<{ openingBalance: number; entries: Entry[] }>('QueryTillStatement', { tillId: 'till-demo-counter1', startDate: day(30), endDate: day(0) });
    expect(st.body.rspMsgCd).toBe('MMC00000');
    const of = (type: string) => st.body.entries.filter((e) => e.type === type);
    expect(of('mpesa').every((e) => e.description === 'Payment by M-PESA' && /^SKD/.test(e.reference ?? '') && e.credit > 0)).toBe(true);
    const sales = of('sale');
    expect(sales.length).toBeGreaterThan(0);
    const orderNos = (await t.database.db.selectFrom('goods_orders').select('order_no').where('till_id', '=', 'till-demo-counter1').execute()).map((o) => o.order_no);
    expect(sales.every((e) => e.description === 'Sale paid by M-PESA' && orderNos.includes(e.reference ?? ''))).toBe(true);
    const refunds = of('refund');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((e) => e.description === 'Refund to a customer' && e.debit > 0 && orderNos.includes(e.reference ?? ''))).toBe(true);
    // Each end of day takes all the till held at midnight: nothing of an earlier day stays on it.
    const eods = of('eod');
    expect(eods.length).toBeGreaterThan(5);
    for (const eod of eods) {
      const midnight = `${eod.at.slice(0, 8)}000000`;
      const since = st.body.entries.filter((e) => e.at >= midnight && e.at < eod.at).reduce((sum, e) => sum + e.credit - e.debit, 0);
      expect(eod.balance, eod.at).toBe(since);
    }
    // The till's own records hold every payment the statement shows: a sale's, matched to it.
    const records = await client.call<{ list: TillPayment[]; total: number }>('QueryTillTransList', { tillId: 'till-demo-counter1', claimed: 'Y', limit: 100 });
    const claimedFor = new Set(records.body.list.map((p) => p.claimRef));
    expect(sales.every((e) => claimedFor.has(e.reference))).toBe(true);
  });
});
