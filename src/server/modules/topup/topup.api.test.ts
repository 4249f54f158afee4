import { describe, expect, it } from 'vitest';
import { isoAfter, newId } from '../../db/util';
import { moneyOrderRow } from '../money/orders';
import { ledgerViolations } from '../../ledger/ledger';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, latestOtp, signIn, withTestApp } from '../../testing/harness';

/**
 * Top-up through the real router, the M-PESA simulator and the ledger: payment mobiles confirmed
 * by a one-time code, pre-order limits, the PIN, the STK push and its outcome, and retries.
 */
const KES = 100;
let seq = 0;
const rid = () => `topup-${Date.now()}-${seq++}`;

interface Mobile {
  mobileId: string;
  mblNo: string;
  name: string | null;
}
interface Order {
  ordNo: string;
  status: string;
  amount: number;
  totalAmount: number;
  mblNo: string | null;
  receipt: string | null;
  failReason: string | null;
}

describe('top-up', () => {
  const t = withTestApp();

  const owner = (): Promise<WireClient> => signIn(t, DEMO_LOGIN.owner.userId, 'P');

  async function mobiles(client: WireClient): Promise<Mobile[]> {
    const res = await client.call<{ list: Mobile[]; total: number }>('PaymentMobileList', {});
    expect(res.body.rspMsgCd).toBe('MMC00000');
    return res.body.list;
  }

  async function mobileId(client: WireClient, phone: string): Promise<string> {
    const found = (await mobiles(client)).find((m) => m.mblNo === phone);
    if (!found) throw new Error(`no payment mobile ${phone}`);
    return found.mobileId;
  }

  /** Adds a number through its code (sent to that number). */
  async function addMobile(client: WireClient, mblNo: string, name?: string) {
    const sent = await client.call<{ step: string; jrnNo: string; maskedTo: string }>('AddPaymentMobile', { mblNo, name });
    expect(sent.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'VERIFY' });
    const phone = `254${mblNo.slice(-9)}`;
    const otp = await latestOtp(t, phone);
    return client.call<{ step: string; mobile: Mobile | null }>('AddPaymentMobile', { mblNo, name, jrnNo: sent.body.jrnNo, otp });
  }

  async function balance(client: WireClient): Promise<number> {
    const res = await client.call<{ balance: number; availableBalance: number }>('QryWalletDetails');
    return res.body.balance;
  }

  async function preOrder(client: WireClient, id: string, amount: number, requestId = rid()) {
    return client.call<{ order: Order; authTxCode: string | null }>('TopUpPreOrder', { amount, mobileId: id, requestId });
  }

  async function verifyPin(client: WireClient, authTxCode: string) {
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
  }

  async function followStatus(client: WireClient, ordNo: string, timeoutMs = 10_000): Promise<Order> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.call<Order>('QueryTopupStatus', { ordNo });
      expect(res.body.rspMsgCd).toBe('MMC00000');
      if (res.body.status === 'S' || res.body.status === 'F' || Date.now() > end) return res.body;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('lists the demo business payment mobiles, wallets and linked card', async () => {
    const client = await owner();
    const list = await mobiles(client);
    expect(list.map((m) => m.mblNo)).toEqual(['254712345678', '254722334455']);
    const wallets = await client.call<{ list: { type: string; provider: string; mblNo: string }[] }>('QueryTopupWallets');
    expect(wallets.body.list).toEqual(expect.arrayContaining([expect.objectContaining({ type: '1', provider: 'M-PESA', mblNo: '254722334455' })]));
    expect(wallets.body).toMatchObject({ walletAccount: { accountNo: '800100200300', accountName: 'Amani Traders Ltd' }, paybill: { accountNo: '800100200300' } });
    const cards = await client.call<{ list: Record<string, string | null>[] }>('QueryTopupBankCards');
    expect(cards.body.list).toEqual([
      expect.objectContaining({ type: '0', cardFlag: '1', cardType: '0', cardNo: '4187 **** **** 2231', payType: '0003', topupAvailable: 'Y' }),
    ]);
    expect(cards.body.list[0]!.unavailableReason).toBeNull();
  });

  it('refuses a mobile number of the wrong type under its field and keeps the session (mblNo is also a common field\'s name)', async () => {
    const client = await owner();
    for (const mblNo of [712345678, null, '0712 345 678 000 000 000 0']) {
      const bad = await client.call('CheckPaymentMobile', { mblNo });
      expect(bad.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'mblNo' }] });
    }
    expect((await client.call('QryWalletDetails', {})).body.rspMsgCd).toBe('MMC00000');
    // In the catalogue's words, in the caller's language: never zod's English.
    const typed = await client.call('CheckPaymentMobile', { mblNo: 712345678 });
    expect(typed.body).toMatchObject({ rspMsgInf: 'Invalid value', fieldErrors: [{ field: 'mblNo', message: 'Invalid value' }] });
    const missing = await client.call('QueryTxAmtLimit', {}, { locale: 'zh-CN' });
    expect(missing.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'transTypId', message: '此项为必填项' }] });
    const negative = await client.call('TopUpPreOrder', { amount: -500 });
    expect(negative.body.fieldErrors).toContainEqual({ field: 'amount', message: 'Enter an amount greater than 0' });
  });

  it('adds a payment mobile after the code sent to that number, and refuses it twice', async () => {
    const client = await owner();
    const check = await client.call('CheckPaymentMobile', { mblNo: '0733111222' });
    expect(check.body).toMatchObject({ rspMsgCd: 'MMC00000', mblNo: '254733111222', available: 'Y' });
    const wrong = await client.call('AddPaymentMobile', { mblNo: '0733111222', jrnNo: 'nope', otp: '0000' });
    expect(wrong.body.rspMsgCd).toBe('MMCP1022');
    const added = await addMobile(client, '0733111222', 'Till phone');
    expect(added.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'DONE', mobile: { mblNo: '254733111222', name: 'Till phone' } });
    expect((await mobiles(client)).map((m) => m.mblNo)).toContain('254733111222');
    const again = await client.call('CheckPaymentMobile', { mblNo: '+254733111222' });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP4101', rspMsgInf: 'This mobile number has already been added.' });
    const againAdd = await client.call('AddPaymentMobile', { mblNo: '254733111222' });
    expect(againAdd.body.rspMsgCd).toBe('MMCP4101');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'PAYMENT_MOBILE').execute();
    expect(audit.map((a) => a.detail)).toContain('Payment mobile +254733111222 added');
  });

  it('refuses a malformed number naming the field', async () => {
    const client = await owner();
    const bad = await client.call<{ fieldErrors?: { field: string }[] }>('CheckPaymentMobile', { mblNo: '12345' });
    expect(bad.body.rspMsgCd).not.toBe('MMC00000');
    expect(JSON.stringify(bad.body)).toContain('mblNo');
  });

  it('deletes a payment mobile', async () => {
    const client = await owner();
    await addMobile(client, '0744555666');
    const id = await mobileId(client, '254744555666');
    const del = await client.call('DeletePaymentMobile', { mobileId: id });
    expect(del.body.rspMsgCd).toBe('MMC00000');
    expect((await mobiles(client)).map((m) => m.mblNo)).not.toContain('254744555666');
    const again = await client.call('DeletePaymentMobile', { mobileId: id });
    expect(again.body.rspMsgCd).toBe('MMCP4102');
  });

  it('refuses an amount outside the limits of a top-up', async () => {
    const client = await owner();
    const id = await mobileId(client, '254712345678');
    const limits = await client.call('QueryTxAmtLimit', { transTypId: '101', amount: 500 * KES });
    expect(limits.body).toMatchObject({ minAmount: 10 * KES, maxAmount: 250_000 * KES, charges: { totalAmount: 500 * KES } });
    for (const amount of [5 * KES, 250_001 * KES]) {
      const res = await preOrder(client, id, amount);
      expect(res.body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: 'Enter an amount between 10.00 and 250,000.00' });
    }
  });

  it('tops up the wallet by M-PESA once the phone approves', async () => {
    const client = await owner();
    const id = await mobileId(client, '254712345678');
    const before = await balance(client);
    const pre = await preOrder(client, id, 500 * KES);
    expect(pre.body).toMatchObject({ rspMsgCd: 'MMC00000', order: { status: 'U', amount: 500 * KES, totalAmount: 500 * KES, mblNo: '254712345678' } });
    const authTxCode = pre.body.authTxCode!;
    await verifyPin(client, authTxCode);
    const paid = await client.call<Order>('Topup', { ordNo: pre.body.order.ordNo, authTxCode });
    expect(paid.body.rspMsgCd).toBe('MMC00000');
    expect(['P', 'S']).toContain(paid.body.status);
    const done = await followStatus(client, pre.body.order.ordNo);
    expect(done).toMatchObject({ status: 'S', failReason: null });
    expect(done.receipt).toBeTruthy();
    expect(await balance(client)).toBe(before + 500 * KES);
    const detail = await client.call<Order>('TopOrderDetailQuery', { ordNo: pre.body.order.ordNo });
    expect(detail.body).toMatchObject({ status: 'S', ordTyp: '01', amount: 500 * KES });
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'TOP_UP').execute();
    expect(audit.some((a) => a.detail.includes(pre.body.order.ordNo))).toBe(true);

    // A retry of the pay step or of the pre-order answers the same order and credits once.
    const retry = await client.call<Order>('Topup', { ordNo: pre.body.order.ordNo, authTxCode });
    expect(retry.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    expect(await balance(client)).toBe(before + 500 * KES);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('answers the same order for a repeated pre-order request id', async () => {
    const client = await owner();
    const id = await mobileId(client, '254722334455');
    const requestId = rid();
    const first = await preOrder(client, id, 100 * KES, requestId);
    const second = await preOrder(client, id, 100 * KES, requestId);
    expect(second.body.order.ordNo).toBe(first.body.order.ordNo);
    expect(second.body.authTxCode).toBe(first.body.authTxCode);
    const count = await t.database.db.selectFrom('money_orders').select('id').where('request_id', '=', requestId).execute();
    expect(count).toHaveLength(1);
    await verifyPin(client, first.body.authTxCode!);
    const before = await balance(client);
    await client.call('Topup', { ordNo: first.body.order.ordNo, authTxCode: first.body.authTxCode });
    await followStatus(client, first.body.order.ordNo);
    const third = await preOrder(client, id, 100 * KES, requestId);
    expect(third.body).toMatchObject({ rspMsgCd: 'MMC00000', authTxCode: null, order: { ordNo: first.body.order.ordNo, status: 'S' } });
    expect(await balance(client)).toBe(before + 100 * KES);
  });

  it('leaves the wallet unchanged when the top-up is cancelled on the phone', async () => {
    const client = await owner();
    await addMobile(client, '254708000001', 'Cancels');
    const id = await mobileId(client, '254708000001');
    const before = await balance(client);
    const pre = await preOrder(client, id, 300 * KES);
    await verifyPin(client, pre.body.authTxCode!);
    await client.call('Topup', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    const done = await followStatus(client, pre.body.order.ordNo);
    expect(done).toMatchObject({ status: 'F', failReason: 'The request was cancelled on the phone.' });
    expect(await balance(client)).toBe(before);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('says M-PESA never confirmed the request when a top-up ran out of time without a reference from M-PESA', async () => {
    const client = await owner();
    const closed = async (networkRef: string | null) => {
      const row = moneyOrderRow({
        id: newId(),
        merchant_id: 'merc-demo',
        ord_typ: '01',
        trans_typ_id: '101',
        direction: 'in',
        rail: 'mpesa',
        amount: 100 * KES,
        status: 'F',
        request_id: `tu-${newId()}`,
        counterparty_phone: '254708000006',
        network_ref: networkRef,
        result_code: 'TIMEOUT',
        result_desc: 'The network did not confirm the payment in time',
      });
      await t.database.db.insertInto('money_orders').values(row).execute();
      return (await client.call<Order>('QueryTopupStatus', { ordNo: row.ord_no })).body.failReason;
    };
    expect(await closed(null)).toBe('M-PESA did not confirm that it took the request, so the phone may never have been asked. Nothing was added; if no prompt appeared, try again in a few minutes.');
    // M-PESA took the push and the phone never answered: the phone is what to check.
    expect(await closed('ws_CO_281120261200001')).toBe('The phone did not answer the request. Check that it is on and has signal, then try again.');
  });

  it('refuses a wrong, unverified or expired authorization', async () => {
    const client = await owner();
    const id = await mobileId(client, '254712345678');
    const pre = await preOrder(client, id, 200 * KES);
    const ordNo = pre.body.order.ordNo;
    const unverified = await client.call('Topup', { ordNo, authTxCode: pre.body.authTxCode });
    expect(unverified.body.rspMsgCd).toBe('MMCP2060');
    const wrong = await client.call('Topup', { ordNo, authTxCode: 'f'.repeat(32) });
    expect(wrong.body.rspMsgCd).toBe('MMCP2060');
    await verifyPin(client, pre.body.authTxCode!);
    await t.database.db.updateTable('pin_authorizations').set({ expires_at: isoAfter(-1000) }).where('auth_tx_code', '=', pre.body.authTxCode!).execute();
    const expired = await client.call('Topup', { ordNo, authTxCode: pre.body.authTxCode });
    expect(expired.body.rspMsgCd).toBe('MMCP2060');
    const status = await client.call<Order>('QueryTopupStatus', { ordNo });
    expect(status.body.status).toBe('U');
    const other = await client.call('QueryTopupStatus', { ordNo: '20990101000000000000' });
    expect(other.body.rspMsgCd).toBe('MMCP4104');
  });

  it('passes the money steps through the KYC matrix of type 101', async () => {
    const client = await owner();
    const id = await mobileId(client, '254712345678');
    const db = t.database.db;
    await db.updateTable('kyc_matrix').set({ kyc_zero_flg: 'N' }).where('trans_typ_id', '=', '101').execute();
    await db.updateTable('merchants').set({ kyc_level: '00', kyc_status: '01' }).where('id', '=', 'merc-demo').execute();
    try {
      const refused = await preOrder(client, id, 100 * KES);
      expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP3210', kycDialog: 'inProgress', transTypId: '101' });
      expect((await client.call('PaymentMobileList', {})).body.rspMsgCd).toBe('MMC00000');
    } finally {
      await db.updateTable('kyc_matrix').set({ kyc_zero_flg: 'Y' }).where('trans_typ_id', '=', '101').execute();
      await db.updateTable('merchants').set({ kyc_level: '02', kyc_status: '02' }).where('id', '=', 'merc-demo').execute();
    }
  });

  it('keeps top-up from a cashier without function 08', async () => {
    const cashier = t.client();
    await cashier.login(DEMO_LOGIN.cashier.userId, 'S', DEMO_LOGIN.password);
    for (const [name, body] of [
      ['PaymentMobileList', {}],
      ['TopUpPreOrder', { amount: 500 * KES, mobileId: 'pmob-demo-owner', requestId: rid() }],
      ['Topup', { ordNo: '1', authTxCode: 'x' }],
      ['QueryTopupBankCards', {}],
      ['QueryPesalinkRegistration', {}],
    ] as const) {
      expect((await cashier.call(name, body)).body.rspMsgCd).toBe('MMCP0403');
    }
  });
});

describe('PesaLink registration', () => {
  const t = withTestApp();

  const owner = (): Promise<WireClient> => signIn(t, DEMO_LOGIN.owner.userId, 'P');

  async function withPin(client: WireClient, name: string, body: Record<string, unknown>) {
    const first = await client.call<{ step: string; authTxCode: string }>(name, body);
    expect(first.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'AUTHORIZE' });
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode: first.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    return client.call<{ step: string; registration: Record<string, unknown> }>(name, { ...body, authTxCode: first.body.authTxCode });
  }

  it('registers the business phone to its bank account with the PIN, then deregisters it', async () => {
    const client = await owner();
    const start = await client.call('QueryPesalinkRegistration');
    expect(start.body).toMatchObject({
      status: 'N',
      bankAccount: { bankName: 'KCB Bank', accountNo: '1187654321', accountName: 'Amani Traders Ltd' },
      phones: ['254712345678', '254722334455'],
    });
    const done = await withPin(client, 'RegisterPesalink', { mblNo: '0722334455' });
    expect(done.body).toMatchObject({ step: 'DONE', registration: { status: 'R', mblNo: '254722334455', bankName: 'KCB Bank', accountNo: '1187654321' } });
    const again = await client.call('RegisterPesalink', { mblNo: '0722334455' });
    expect(again.body.rspMsgCd).toBe('MMCP4114');
    const off = await withPin(client, 'DeregisterPesalink', {});
    expect(off.body).toMatchObject({ step: 'DONE', registration: { status: 'N', mblNo: null } });
    const none = await client.call('DeregisterPesalink', {});
    expect(none.body.rspMsgCd).toBe('MMCP4112');
  });

  it('refuses a phone that is not the business own', async () => {
    const client = await owner();
    const res = await client.call('RegisterPesalink', { mblNo: '0799000111' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP4113' });
  });

  it('refuses a PIN authorization made for another phone', async () => {
    const client = await owner();
    const first = await client.call<{ authTxCode: string }>('RegisterPesalink', { mblNo: '0712345678' });
    await client.call('VerifyPasscodeTrans', { authTxCode: first.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    const res = await client.call('RegisterPesalink', { mblNo: '0722334455', authTxCode: first.body.authTxCode });
    expect(res.body.rspMsgCd).toBe('MMCP2060');
  });
});
