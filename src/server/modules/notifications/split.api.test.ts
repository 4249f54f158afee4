import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationMessage, SplitBillRecord } from '../../../shared/actions/notifications';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);
const KES = 100;

type Detail = { orderNo: string; orderDate: string; orderPaymentStatus: string; payAmt: number; rcvMblNo: string; rcvNm: string; splitOrderNo: string; payOrdNo: string | null };

let owner: WireClient;
let baraka: Awaited<ReturnType<typeof registerBusinessOwner>>;
let chebet: Awaited<ReturnType<typeof registerBusinessOwner>>;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'split-device-owner');
  baraka = await registerBusinessOwner(t, { phone: '0755470001', first: 'Baraka', last: 'Mwangi', idNo: '31470001', device: 'split-device-baraka' });
  chebet = await registerBusinessOwner(t, { phone: '0755470002', first: 'Chebet', last: 'Kiprono', idNo: '31470002', device: 'split-device-chebet' });
});

const rid = () => `split-${crypto.randomBytes(8).toString('hex')}`;

/** Baraka splits a bill and asks the demo owner for a share. */
async function barakaAsksOwner(share: number, total = 1000 * KES) {
  const res = await baraka.client.call<SplitBillRecord>('SplitBill', { totalAmount: total, remarks: 'Team lunch', remitters: [{ mobile: '0712345678', amount: share }], requestId: rid() });
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  const shareNo = res.body.shares[0]!.orderNo;
  const note = (await owner.call<{ list: NotificationMessage[] }>('NotificationList', {})).body.list.find((m) => m.ordNo === shareNo)!;
  return { split: res.body, note };
}

async function payShare(detail: Detail, amount = detail.payAmt) {
  const pre = await owner.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', {
    rcvCnl: '28',
    bnfMblNo: detail.rcvMblNo,
    amount,
    requestId: rid(),
    splitOrderNo: detail.orderNo,
  });
  return pre.body;
}

async function authorizeAndPay(pre: { ordNo: string; authTxCode: string }) {
  await owner.call('VerifyPasscodeTrans', { authTxCode: pre.authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) });
  return (await owner.call<{ status: string }>('TransferPay', { ordNo: pre.ordNo, authTxCode: pre.authTxCode })).body;
}

describe('splitting a bill', () => {
  it('records a split order of type 25 with each share and the remaining amount, and notifies each remitter', async () => {
    const { split, note } = await barakaAsksOwner(300 * KES);
    expect(split).toMatchObject({ ordTyp: '25', totalAmount: 1000 * KES, remainingAmount: 700 * KES, remarks: 'Team lunch' });
    expect(split.shares).toEqual([expect.objectContaining({ remitterName: 'Wanjiku Kamau', remitterPhone: '254712345678', amount: 300 * KES, orderPaymentStatus: '0' })]);
    expect(note).toMatchObject({ messTyp: '1', messTitle: 'Split bill', rmk: 300 * KES, readFlg: 'N', ordDt: split.orderDate });
    expect(note.messText).toContain('Baraka Kiosk asks you to pay your share of KES 300.00 of a KES 1,000.00 bill (Team lunch)');
    const trail = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'SPLIT_BILL').execute();
    expect(trail.map((r) => r.detail)).toContain(`Split KES 1,000.00 among 1 remitter, order ${split.orderNo}`);
  });

  it('answers the same split bill to a repeated request', async () => {
    const requestId = rid();
    const input = { totalAmount: 500 * KES, remitters: [{ mobile: '0755470002', amount: 100 * KES }], requestId };
    const a = await baraka.client.call<SplitBillRecord>('SplitBill', input);
    const b = await baraka.client.call<SplitBillRecord>('SplitBill', input);
    expect(b.body.orderNo).toBe(a.body.orderNo);
    const notes = (await chebet.client.call<{ list: NotificationMessage[] }>('NotificationList', {})).body.list.filter((m) => m.messTyp === '1');
    expect(notes).toHaveLength(1);
  });

  it("refuses 'Duplicate remitters have been selected', whichever way the phone is typed", async () => {
    const res = await baraka.client.call('SplitBill', {
      totalAmount: 1000 * KES,
      remitters: [
        { mobile: '0712345678', amount: 100 * KES },
        { mobile: '254712345678', amount: 100 * KES },
      ],
    });
    expect(res.body.rspMsgCd).toBe('MMCP4303');
    expect(res.body.rspMsgInf).toBe('Duplicate remitters have been selected');
  });

  it('refuses more than 20 accounts', async () => {
    const remitters = Array.from({ length: 21 }, (_, i) => ({ mobile: `07110000${String(i).padStart(2, '0')}`, amount: 10 * KES }));
    const res = await baraka.client.call('SplitBill', { totalAmount: 1000 * KES, remitters });
    expect(res.body.rspMsgCd).toBe('MMCP4605');
    expect(res.body.rspMsgInf).toBe('Up to 20 accounts per split bill');
  });

  it("refuses a share under KES 10, the least a payment may be, naming the share: 'Minimum amount KES.10.00'", async () => {
    const res = await baraka.client.call('SplitBill', {
      totalAmount: 100 * KES,
      remitters: [
        { mobile: '0712345678', amount: 10 * KES },
        { mobile: '0722000111', amount: 9.99 * KES },
      ],
    });
    expect(res.body.fieldErrors).toEqual([{ field: 'remitters.1.amount', message: 'Minimum amount KES.10.00' }]);
    expect(await t.database.db.selectFrom('split_bills').select('id').where('total_amount', '=', 100 * KES).where('remarks', 'is', null).execute()).toHaveLength(0);
  });

  it('refuses shares that leave the remaining amount below 0, and an empty list', async () => {
    const res = await baraka.client.call('SplitBill', { totalAmount: 100 * KES, remitters: [{ mobile: '0712345678', amount: 101 * KES }] });
    expect(res.body.rspMsgCd).toBe('MMCP4606');
    expect(res.body.rspMsgInf).toBe('The remaining amount may not fall below 0');
    expect((await baraka.client.call('SplitBill', { totalAmount: 100 * KES, remitters: [] })).body.rspMsgCd).toBe('MMCP4612');
    // The whole amount to remitters leaves 0, which is allowed.
    const exact = await baraka.client.call<SplitBillRecord>('SplitBill', { totalAmount: 100 * KES, remitters: [{ mobile: '0712345678', amount: 100 * KES }] });
    expect(exact.body.remainingAmount).toBe(0);
  });

  it('takes only wallets: an unknown phone, its own wallet and a non-wallet beneficiary are refused naming the remitter', async () => {
    const unknown = await baraka.client.call('SplitBill', { totalAmount: 100 * KES, remitters: [{ mobile: '0799999001', amount: 10 * KES }] });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMCP4301', field: 'remitters.0.mobile' });
    const own = await baraka.client.call('SplitBill', { totalAmount: 100 * KES, remitters: [{ mobile: '0755470001', amount: 10 * KES }] });
    expect(own.body.rspMsgCd).toBe('MMCP4304');
    const mpesa = await owner.call('SplitBill', { totalAmount: 100 * KES, remitters: [{ bnfUsrNo: 'bnf-demo-mary', amount: 10 * KES }] });
    expect(mpesa.body).toMatchObject({ rspMsgCd: 'MMCP4610', field: 'remitters.0.bnfUsrNo' });
  });
});

describe('paying a share from the notification', () => {
  it('shows To Pay until the linked transfer succeeds, then Details (paid), for the remitter and the business', async () => {
    const { split, note } = await barakaAsksOwner(250 * KES);
    const detail = (await owner.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    expect(detail).toMatchObject({ orderPaymentStatus: '0', payAmt: 250 * KES, rcvMblNo: baraka.phone, rcvNm: 'Baraka Kiosk', splitOrderNo: split.orderNo, payOrdNo: null });

    const pre = await payShare(detail);
    expect(pre.ordNo).toBeTruthy();
    const paid = await authorizeAndPay(pre);
    expect(paid.status).toBe('S');
    const after = (await owner.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    expect(after).toMatchObject({ orderPaymentStatus: '1', payOrdNo: pre.ordNo });
    const seen = (await baraka.client.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    expect(seen.orderPaymentStatus).toBe('1');
    const bills = (await baraka.client.call<{ list: SplitBillRecord[]; total: number }>('QrySplitBillList', { limit: 10 })).body;
    expect(bills.list.find((b) => b.orderNo === split.orderNo)?.shares[0]?.orderPaymentStatus).toBe('1');

    const again = await owner.call('TransferPreOrder', { rcvCnl: '28', bnfMblNo: baraka.phone, amount: 250 * KES, requestId: rid(), splitOrderNo: note.ordNo });
    expect(again.body.rspMsgCd).toBe('MMCP4607');
  });

  it('shows To Pay again (2) after a failed attempt, and refuses another amount or payee', async () => {
    const { note } = await barakaAsksOwner(120 * KES);
    const detail = (await owner.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    const wrongAmount = await owner.call('TransferPreOrder', { rcvCnl: '28', bnfMblNo: baraka.phone, amount: 119 * KES, requestId: rid(), splitOrderNo: note.ordNo });
    expect(wrongAmount.body).toMatchObject({ rspMsgCd: 'MMCP4608', field: 'amount' });
    const wrongPayee = await owner.call('TransferPreOrder', { rcvCnl: '28', bnfMblNo: chebet.phone, amount: 120 * KES, requestId: rid(), splitOrderNo: note.ordNo });
    expect(wrongPayee.body.rspMsgCd).toBe('MMCP4608');
    const pre = await payShare(detail);
    await owner.call('CancelTransferOrder', { ordNo: pre.ordNo });
    const failed = (await owner.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    expect(failed.orderPaymentStatus).toBe('2');
    const retry = await payShare(detail);
    expect((await authorizeAndPay(retry)).status).toBe('S');
  });

  it('pays a share once when two payments of it were started (two tabs): the newer cancels the older, which can no longer be paid', async () => {
    const { note } = await barakaAsksOwner(90 * KES);
    const detail = (await owner.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    const preOrder = (requestId: string) =>
      owner.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', { rcvCnl: '28', bnfMblNo: detail.rcvMblNo, amount: detail.payAmt, requestId, splitOrderNo: note.ordNo });
    const older = (await preOrder(`split-older-${rid()}`)).body;
    // The same pre-order asked again answers the same order, still payable.
    const olderRequest = `split-again-${rid()}`;
    const first = (await preOrder(olderRequest)).body;
    expect((await preOrder(olderRequest)).body.ordNo).toBe(first.ordNo);
    const newer = (await preOrder(`split-newer-${rid()}`)).body;
    for (const stale of [older, first]) expect((await authorizeAndPay(stale)).status).not.toBe('S');
    expect((await authorizeAndPay(newer)).status).toBe('S');
    const after = (await owner.call<Detail>('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body;
    expect(after).toMatchObject({ orderPaymentStatus: '1', payOrdNo: newer.ordNo });
    const sent = await t.database.db.selectFrom('money_orders').select('status').where('ord_no', 'in', [older.ordNo, first.ordNo, newer.ordNo]).where('status', '=', 'S').execute();
    expect(sent).toHaveLength(1);
  });

  it('keeps a share to its remitter and its business: anyone else, or a wrong date, finds no order', async () => {
    const { note } = await barakaAsksOwner(50 * KES);
    expect((await chebet.client.call('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: note.ordDt })).body.rspMsgCd).toBe('MMCP4604');
    expect((await owner.call('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: '20000101' })).body.rspMsgCd).toBe('MMCP4604');
    const foreign = await chebet.client.call('TransferPreOrder', { rcvCnl: '28', bnfMblNo: baraka.phone, amount: 50 * KES, requestId: rid(), splitOrderNo: note.ordNo });
    expect(foreign.body.rspMsgCd).not.toBe('MMC00000');
    expect((await owner.call('QuerySplitOrderDetail', { orderNo: note.ordNo, orderDate: 'today' })).body.fieldErrors?.[0]?.field).toBe('orderDate');
  });

  it('needs function 09 to split a bill or list split bills', async () => {
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'split-device-cashier');
    expect((await cashier.call('SplitBill', { totalAmount: 100, remitters: [{ mobile: '0755470001', amount: 10 }] })).body.rspMsgCd).not.toBe('MMC00000');
    expect((await cashier.call('QrySplitBillList', {})).body.rspMsgCd).not.toBe('MMC00000');
  });
});
