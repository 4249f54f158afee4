import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransferOrder } from '../../../shared/actions/transfer';
import { formatAmount } from '../../../shared/format/money';
import { feeRule } from '../../ledger/fees';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, moveIntoWallet, signIn, withTestApp } from '../../testing/harness';
import { usedToday } from '../money/orders';

/**
 * The day's limit of a transaction type holds at the pay step, not only at the pre-order: orders
 * waiting for their PIN do not count towards it, so pre-orders each within the day's room are
 * refused once the room is gone (spec 001 section 5, MMCP4003). Its own app: it spends the day's room.
 */
const t = withTestApp();
expectBalancedLedgerAfterEach(t);
const KES = 100;
const MERCHANT = 'merc-demo';
const MPESA = { rcvCnl: '44', bnfMblNo: '0722555111', rcvNm: 'Akinyi Otieno' };

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'daily-limit-device');
  // Enough in the wallet for every order below, so only the limit can refuse.
  await moveIntoWallet(t, MERCHANT, 1_000_000 * KES);
});

async function available(): Promise<number> {
  return (await owner.call<{ availableBalance: number }>('QryWalletDetails')).body.availableBalance;
}

async function preOrder(amount: number) {
  const pre = await owner.call<{ ordNo: string; authTxCode: string; totalAmount: number }>('TransferPreOrder', { ...MPESA, amount, requestId: `dl-${crypto.randomBytes(8).toString('hex')}` });
  expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
  const pin = await owner.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
  return pre.body;
}

describe('the daily limit at the pay step', () => {
  it('counts pre-orders made before midnight and paid after it on the day they were made, so they cannot take the new day’s room too', async () => {
    const daily = feeRule('110', '44').daily!;
    // 23:55 yesterday in Nairobi (UTC+3).
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const lateYesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 3600_000 - 5 * 60_000).toISOString();
    const yesterday = new Date(Date.parse(lateYesterday) + 3 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const usedYesterday = Number(
      (await t.database.db.selectFrom('money_daily_use').select('amount').where('merchant_id', '=', MERCHANT).where('trans_typ_id', '=', '110').where('day', '=', yesterday).executeTakeFirst())?.amount ?? 0,
    );
    const each = 200_000 * KES;
    const n = Math.floor((daily - usedYesterday) / each) + 1;
    const orders = [];
    for (let i = 0; i < n; i++) orders.push(await preOrder(each - (i + 50) * KES));
    await t.database.db
      .updateTable('money_orders')
      .set({ created_at: lateYesterday })
      .where('ord_no', 'in', orders.map((o) => o.ordNo))
      .execute();
    const sent: string[] = [];
    for (const o of orders.slice(0, -1)) {
      const paid = await owner.call<TransferOrder>('TransferPay', { ordNo: o.ordNo, authTxCode: o.authTxCode });
      expect(paid.body.rspMsgCd, JSON.stringify(paid.body)).toBe('MMC00000');
      if (paid.body.status === 'P') sent.push(o.ordNo);
    }
    const last = orders.at(-1)!;
    const refused = await owner.call('TransferPay', { ordNo: last.ordNo, authTxCode: last.authTxCode });
    expect(refused.body.rspMsgCd).toBe('MMCP4003');
    for (const ordNo of sent) {
      for (let i = 0; i < 150 && (await owner.call<TransferOrder>('QueryTransferOrdSts', { ordNo })).body.status === 'P'; i++) await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('refuses the pre-order that would pass the day’s room, though each was within it when made', async () => {
    const daily = feeRule('110', '44').daily!;
    const left = daily - (await usedToday(t.database.db, MERCHANT, '110'));
    const each = 200_000 * KES;
    const n = Math.floor(left / each) + 1;
    // Amounts a shilling apart: the account mandate refuses two identical requests.
    const amounts = Array.from({ length: n }, (_, i) => each - i * KES);
    // Every pre-order is accepted: none of the others has been paid yet.
    const orders = [];
    for (const amount of amounts) orders.push(await preOrder(amount));
    const before = await available();
    // The others are paid, or held for the account mandate's approver (W), which counts too.
    let spent = 0;
    const sent: string[] = [];
    for (const o of orders.slice(0, -1)) {
      const paid = await owner.call<TransferOrder>('TransferPay', { ordNo: o.ordNo, authTxCode: o.authTxCode });
      expect(paid.body.rspMsgCd, JSON.stringify(paid.body)).toBe('MMC00000');
      expect(['P', 'S', 'W']).toContain(paid.body.status);
      // A held order reserves nothing until it is approved.
      if (paid.body.status !== 'W') spent += o.totalAmount;
      if (paid.body.status === 'P') sent.push(o.ordNo);
    }
    const last = orders.at(-1)!;
    const refused = await owner.call('TransferPay', { ordNo: last.ordNo, authTxCode: last.authTxCode });
    const room = left - amounts.slice(0, -1).reduce((s, a) => s + a, 0);
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP4003', rspMsgInf: `This payment would pass your daily limit of KES ${formatAmount(daily)}. You can still send KES ${formatAmount(room)} today.` });
    // Nothing of the refused order moved; the others did.
    expect(await available()).toBe(before - spent);
    const row = await t.database.db.selectFrom('money_orders').select('status').where('ord_no', '=', last.ordNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('U');
    // Asking again gives the same answer: a retry never pays past the limit.
    expect((await owner.call('TransferPay', { ordNo: last.ordNo, authTxCode: last.authTxCode })).body.rspMsgCd).toBe('MMCP4003');
    // Those sent are answered by the network before the app closes.
    for (const ordNo of sent) {
      for (let i = 0; i < 150 && (await owner.call<TransferOrder>('QueryTransferOrdSts', { ordNo })).body.status === 'P'; i++) await new Promise((r) => setTimeout(r, 100));
    }
  });
});
