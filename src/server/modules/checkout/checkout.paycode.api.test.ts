import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsOrder } from '../../../shared/actions/checkout';
import type { MoneyOrder } from '../../../shared/actions/money';
import type { ReceiveCode } from '../../../shared/actions/wallet';
import { accountBalance, ensureSystemAccount, ensureWallet, postEntry, systemAccountId, tillAccountId, walletAccountId } from '../../ledger/ledger';
import type { WireClient } from '../../testing/client';
import { shelveProduct, stockOf as stockOfProduct } from '../inventory/testing';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

/**
 * A sale's pay code and the customer's wallet at the counter (docs/areas/checkout.md): the cashier
 * makes the code (GenerateCode with the order), the customer (another business's wallet) pays it
 * through Pay by code with their PIN, the sale is paid once onto its till.
 */
const t = withTestApp();
const KES = 100;
const MERCHANT = 'merc-demo';
const COUNTER1 = 'till-demo-counter1';
const PAYER_PIN = '2468';

expectBalancedLedgerAfterEach(t);

const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S');
const rid = () => `pc${crypto.randomBytes(8).toString('hex')}`;
const fieldOf = (body: { fieldErrors?: { field: string }[]; field?: string }) => body.fieldErrors?.[0]?.field ?? body.field;

let payer: { client: WireClient; mercNo: string; phone: string; merchantId: string };

beforeAll(async () => {
  const other = await registerBusinessOwner(t, { phone: '0711590001', first: 'Neema', last: 'Otieno', idNo: '35900001', device: 'dev-paycode-payer' });
  const merchant = await t.database.db.selectFrom('merchants').select('id').where('merc_no', '=', other.mercNo).executeTakeFirstOrThrow();
  payer = { ...other, merchantId: merchant.id };
  // A verified business (KYC level 02) may pay by code (transaction type 111).
  await t.database.db.updateTable('merchants').set({ setup_status: 'Y', kyc_level: '02', kyc_status: '02' }).where('id', '=', merchant.id).execute();
  // The customer's wallet holds KES 5,000 (a balanced entry from the provider's suspense account).
  await ensureWallet(t.database.db, merchant.id);
  await ensureSystemAccount(t.database.db, 'suspense');
  await postEntry(t.database.db, {
    idemKey: `test-fund:${merchant.id}`,
    kind: 'T1',
    memo: 'test funding',
    lines: [
      { accountId: systemAccountId('suspense'), amount: -5000 * KES },
      { accountId: walletAccountId(merchant.id), amount: 5000 * KES },
    ],
  });
});


const product = (price: number, stock: number) => shelveProduct(t.database.db, { merchantId: MERCHANT, price, stock });
const stockOf = (id: string) => stockOfProduct(t.database.db, id);
const orderIdOf = async (orderNo: string) => (await t.database.db.selectFrom('goods_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id;
const balance = async (accountId: string) => (await accountBalance(t.database.db, accountId)).balance;

async function place(client: WireClient, body: Record<string, unknown>) {
  const res = await client.call<GoodsOrder>('PlaceOrder', { requestId: rid(), tillId: COUNTER1, ...body });
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  return res.body;
}

async function generate(client: WireClient, orderNo: string) {
  const res = await client.call<ReceiveCode>('GenerateCode', { orderNo });
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  return res.body;
}

/** The customer's side: Pay by code with the sale's code, their PIN, the pay step. */
async function preOrder(code: string, amount: number) {
  return payer.client.call<{ order: MoneyOrder; authTxCode: string | null; name: string }>('PayByCodePreOrder', { payKind: 'code', payCode: code, amount, requestId: rid() });
}

async function payCode(code: string, amount: number) {
  const pre = await preOrder(code, amount);
  expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
  const pin = await payer.client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await payer.client.seal(PAYER_PIN) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
  const paid = await payer.client.call<MoneyOrder>('PayByCodePay', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
  return { pre: pre.body, paid };
}

describe('a sale paid by pay code', () => {
  it('offers the wallet when the store has a till', async () => {
    const ways = await (await cashier()).call<{ list: { payType: string; enabled: string }[] }>('QueryPaymentWays');
    expect(ways.body.list).toContainEqual({ payType: '0002', enabled: 'Y' });
  });

  it("makes a code for the order, the customer's wallet pays it once onto the till, stock taken once", async () => {
    const client = await cashier();
    const soap = await product(300 * KES, 5);
    const order = await place(client, { items: [{ productId: soap, quantity: 2 }] });
    const code = await generate(client, order.orderNo);
    expect(code).toMatchObject({ orderNo: order.orderNo, amount: 600 * KES, status: 'W', rcvFlg: '1' });
    expect(code.code).toMatch(/^\d{12}$/);
    expect(Date.parse(code.expiresAt!) - Date.now()).toBeGreaterThan(9 * 60_000);
    // Generating again answers the same open code.
    expect((await generate(client, order.orderNo)).code).toBe(code.code);

    const decoded = await payer.client.call<{ merchantName: string; amount: number; rcvFlg: string }>('QueryPayCode', { code: code.code });
    expect(decoded.body).toMatchObject({ rspMsgCd: 'MMC00000', merchantName: 'Amani Traders Ltd', amount: 600 * KES, rcvFlg: '1' });

    const wrong = await preOrder(code.code, 500 * KES);
    expect(wrong.body).toMatchObject({ rspMsgCd: 'MMCP5925', rspMsgInf: 'This pay code takes exactly KES 600.00.' });
    expect(fieldOf(wrong.body)).toBe('amount');

    const [tillBefore, walletBefore] = await Promise.all([balance(tillAccountId(COUNTER1)), balance(walletAccountId(payer.merchantId))]);
    const waiting = await client.call<{ payStatus: string; payCode: string; payCodeStatus: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(waiting.body).toMatchObject({ payStatus: 'WP', payCode: code.code, payCodeStatus: 'W' });

    const { pre, paid } = await payCode(code.code, 600 * KES);
    expect(pre.name).toContain(order.orderNo);
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });

    const result = await client.call<{ payStatus: string; payType: string; payCodeStatus: string; payRef: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(result.body).toMatchObject({ payStatus: 'PS', detailStatus: 'ST', payType: '0002', payCodeStatus: 'S', payRef: pre.order.ordNo });
    expect(await stockOf(soap)).toBe(3);
    expect(await balance(tillAccountId(COUNTER1))).toBe(tillBefore + 600 * KES);
    expect(await balance(walletAccountId(payer.merchantId))).toBe(walletBefore - 600 * KES);
    const tillRow = await t.database.db.selectFrom('till_payments').selectAll().where('trans_id', '=', pre.order.ordNo).executeTakeFirstOrThrow();
    expect(tillRow).toMatchObject({ till_id: COUNTER1, source: 'wallet', claim_ref: order.orderNo, reference: code.code });

    // The pay step again answers the paid order; a new pre-order for the same code is refused.
    const again = await payer.client.call<MoneyOrder>('PayByCodePay', { ordNo: pre.order.ordNo, authTxCode: pre.authTxCode });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    const twice = await preOrder(code.code, 600 * KES);
    expect(twice.body).toMatchObject({ rspMsgCd: 'MMCP5924', rspMsgInf: 'This pay code has already been paid.' });
    expect(await stockOf(soap)).toBe(3);
    expect(await balance(tillAccountId(COUNTER1))).toBe(tillBefore + 600 * KES);
    const payments = await t.database.db.selectFrom('goods_order_payments').select('status').where('order_id', '=', await orderIdOf(order.orderNo)).where('status', '=', 'S').execute();
    expect(payments).toHaveLength(1);
    // A paid code cannot be closed; a paid sale gets no new code.
    expect((await client.call('ClosePaymentCode', { code: code.code })).body.rspMsgCd).toBe('MMCP5924');
    expect((await client.call('GenerateCode', { orderNo: order.orderNo })).body.rspMsgCd).toBe('MMCP5917');
    const audit = await t.database.db.selectFrom('audit_trail').select('event').where('event', '=', 'GOODS_PAY_CODE').where('merchant_id', '=', MERCHANT).execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("redeems a one-time coupon against the paying wallet's number when the sale has none", async () => {
    const client = await cashier();
    const couponId = `cpn-once-${crypto.randomBytes(4).toString('hex')}`;
    const couponCode = `ONCE${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    const hour = 3600_000;
    await t.database.db
      .insertInto('coupons')
      .values({ id: couponId, merchant_id: MERCHANT, store_id: null, promotion_id: null, code: couponCode, name: couponCode, coupon_type: 'A', amount: 50 * KES, percentage: null, max_discount: null, min_order_amount: 0, gift_name: null, gift_image: null, pay_code: null, static_qr: null, one_time: 'Y', total_quantity: null, used_count: 0, status: '02', start_at: new Date(Date.now() - hour).toISOString(), end_at: new Date(Date.now() + hour).toISOString(), created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute();
    const order = await place(client, { items: [{ name: 'Sugar 2kg', unitPrice: 300 * KES, quantity: 1 }], couponCode });
    expect(order.customerPhone ?? null).toBeNull();
    const code = await generate(client, order.orderNo);
    const { paid } = await payCode(code.code, 250 * KES);
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    const payerPhone = '254711590001';
    const redemptions = await t.database.db.selectFrom('coupon_redemptions').select('customer_phone').where('coupon_id', '=', couponId).execute();
    expect(redemptions).toEqual([{ customer_phone: payerPhone }]);
    const sale = await t.database.db.selectFrom('goods_orders').select('customer_phone').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(sale.customer_phone).toBe(payerPhone);
  });

  it('pays once when the customer pays two pre-orders of one code at the same moment', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Sugar', unitPrice: 150 * KES, quantity: 1 }] });
    const code = await generate(client, order.orderNo);
    const tillBefore = await balance(tillAccountId(COUNTER1));
    const pres = [];
    for (let i = 0; i < 2; i++) {
      const pre = await preOrder(code.code, 150 * KES);
      expect(pre.body.rspMsgCd).toBe('MMC00000');
      const pin = await payer.client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await payer.client.seal(PAYER_PIN) });
      expect(pin.body.rspMsgCd).toBe('MMC00000');
      pres.push(pre.body);
    }
    const answers = await Promise.all(pres.map((p) => payer.client.call('PayByCodePay', { ordNo: p.order.ordNo, authTxCode: p.authTxCode })));
    const codes = answers.map((a) => a.body.rspMsgCd).sort();
    expect(codes[0]).toBe('MMC00000');
    expect(codes[1]).not.toBe('MMC00000');
    expect(await balance(tillAccountId(COUNTER1))).toBe(tillBefore + 150 * KES);
    const result = await client.call<{ payStatus: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(result.body.payStatus).toBe('PS');
  });

  it('refuses a closed code, enables it again, and refuses an expired one', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Rice', unitPrice: 200 * KES, quantity: 1 }] });
    const code = await generate(client, order.orderNo);
    const closed = await client.call<ReceiveCode>('ClosePaymentCode', { code: code.code });
    expect(closed.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'C', rcvFlg: '0' });
    const refused = await preOrder(code.code, 200 * KES);
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP5923', rspMsgInf: 'This pay code is closed.' });
    expect(fieldOf(refused.body)).toBe('payCode');
    const info = await client.call<{ list: ReceiveCode[]; total: number }>('QueryPaymentCodeInfo', { orderNo: order.orderNo });
    expect(info.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 1 });
    expect(info.body.list[0]).toMatchObject({ code: code.code, status: 'C' });

    const enabled = await client.call<ReceiveCode>('EnablePaymentCode', { code: code.code });
    expect(enabled.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'W', rcvFlg: '1' });
    // A pre-order made while open, the code closed before the pay step: refused whole, nothing moved.
    const pre = await preOrder(code.code, 200 * KES);
    expect(pre.body.rspMsgCd).toBe('MMC00000');
    await client.call('ClosePaymentCode', { code: code.code });
    const pin = await payer.client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await payer.client.seal(PAYER_PIN) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const walletBefore = await balance(walletAccountId(payer.merchantId));
    const late = await payer.client.call('PayByCodePay', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(late.body.rspMsgCd).toBe('MMCP5923');
    expect(await balance(walletAccountId(payer.merchantId))).toBe(walletBefore);

    // Expired: the code's time has passed.
    await client.call('EnablePaymentCode', { code: code.code });
    await t.database.db.updateTable('payment_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('code', '=', code.code).execute();
    const expired = await preOrder(code.code, 200 * KES);
    expect(expired.body).toMatchObject({ rspMsgCd: 'MMCP5922', rspMsgInf: 'This pay code has expired. Generate a new one at the counter.' });
    const state = await client.call<{ payCodeStatus: string; payStatus: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(state.body).toMatchObject({ payCodeStatus: 'E', payStatus: 'WP' });
    expect((await client.call('EnablePaymentCode', { code: code.code })).body.rspMsgCd).toBe('MMCP5922');
    // A new code replaces it and pays.
    const fresh = await generate(client, order.orderNo);
    expect(fresh.code).not.toBe(code.code);
    const { paid } = await payCode(fresh.code, 200 * KES);
    expect(paid.body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses the business paying its own sale, an unknown code, and a wallet without funds', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Fridge', unitPrice: 90_000 * KES, quantity: 1 }] });
    const code = await generate(client, order.orderNo);
    const owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'paycode-owner');
    const own = await owner.call('PayByCodePreOrder', { payKind: 'code', payCode: code.code, amount: 90_000 * KES, requestId: rid() });
    expect(own.body.rspMsgCd).toBe('MMCP5927');
    expect((await client.call('ClosePaymentCode', { code: '999999999999' })).body.rspMsgCd).toBe('MMCP5928');
    const walletBefore = await balance(walletAccountId(payer.merchantId));
    const poor = await preOrder(code.code, 90_000 * KES);
    expect(poor.body).toMatchObject({ rspMsgCd: 'MMCP4001', field: 'amount' });
    expect(await balance(walletAccountId(payer.merchantId))).toBe(walletBefore);
    const result = await client.call<{ payStatus: string; payCodeStatus: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(result.body).toMatchObject({ payStatus: 'WP', payCodeStatus: 'W' });
  });

  it('refuses the code of a sale paid in cash meanwhile, and the pay step of a pre-order made before', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Milk', unitPrice: 70 * KES, quantity: 1 }] });
    const code = await generate(client, order.orderNo);
    const pre = await preOrder(code.code, 70 * KES);
    expect(pre.body.rspMsgCd).toBe('MMC00000');
    const cash = await client.call<GoodsOrder>('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 100 * KES });
    expect(cash.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS' });
    const refused = await preOrder(code.code, 70 * KES);
    expect(refused.body.rspMsgCd).toBe('MMCP5923');
    expect(fieldOf(refused.body)).toBe('payCode');
    const pin = await payer.client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await payer.client.seal(PAYER_PIN) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const walletBefore = await balance(walletAccountId(payer.merchantId));
    const late = await payer.client.call('PayByCodePay', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(late.body.rspMsgCd).toBe('MMCP5917');
    expect(await balance(walletAccountId(payer.merchantId))).toBe(walletBefore);
    const payments = await t.database.db.selectFrom('goods_order_payments').select('method').where('order_id', '=', await orderIdOf(order.orderNo)).where('status', '=', 'S').execute();
    expect(payments).toEqual([{ method: '0008' }]);
  });

  it('keeps a pay code to the counter: function 43 and the store of the order', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Salt', unitPrice: 50 * KES, quantity: 1 }] });
    const refused = await payer.client.call('GenerateCode', { orderNo: order.orderNo });
    expect(['MMCP0403', 'MMCP5911']).toContain(refused.body.rspMsgCd);
    expect((await payer.client.call('ClosePaymentCode', { code: (await generate(client, order.orderNo)).code })).body.rspMsgCd).not.toBe('MMC00000');
  });
});

describe('the customer wallet at the counter (0002)', () => {
  it("finds the customer's wallet by mobile, sends them the code, and the sale is paid by their PIN", async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Bread', unitPrice: 60 * KES, quantity: 2 }] });
    const unknown = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0002', mobile: '0799000111' });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMCP5926', rspMsgInf: 'No wallet is registered to this mobile number.' });
    expect(fieldOf(unknown.body)).toBe('mobile');
    const missing = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0002' });
    expect(missing.body.rspMsgCd).toBe('MMCP5926');
    const own = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0002', mobile: '0712345678' });
    expect(own.body.rspMsgCd).toBe('MMCP5927');

    const asked = await client.call<GoodsOrder>('ConfirmPayment', { orderNo: order.orderNo, payType: '0002', mobile: '0711590001' });
    expect(asked.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'WP' });
    const state = await client.call<{ payCode: string; payCodeStatus: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(state.body.payCodeStatus).toBe('W');
    const person = await t.database.db.selectFrom('persons').select('id').where('phone', '=', payer.phone).executeTakeFirstOrThrow();
    const note = await t.database.db.selectFrom('notifications').selectAll().where('person_id', '=', person.id).where('title', '=', 'Payment request').executeTakeFirstOrThrow();
    expect(note.body).toContain(state.body.payCode);
    expect(note.body).toContain('KES 120.00');
    // The code's expiry as a Nairobi clock time, and the message worded for a zh-CN reader too.
    expect(note.body).toMatch(/before \d\d:\d\d\.$/);
    expect(note.title_code).toBe('NOTE_PAY_REQUEST_TITLE');

    const { paid } = await payCode(state.body.payCode, 120 * KES);
    expect(paid.body.rspMsgCd).toBe('MMC00000');
    const done = await client.call<GoodsOrder & { payType: string }>('QueryPaymentResult', { orderNo: order.orderNo });
    expect(done.body).toMatchObject({ payStatus: 'PS', payType: '0002' });
    const pay = await t.database.db.selectFrom('goods_order_payments').selectAll().where('order_id', '=', await orderIdOf(order.orderNo)).executeTakeFirstOrThrow();
    expect(pay).toMatchObject({ method: '0002', status: 'S', payer_phone: payer.phone });
  });
});
