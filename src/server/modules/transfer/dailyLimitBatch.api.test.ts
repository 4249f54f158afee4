import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransferOrder } from '../../../shared/actions/transfer';
import { orderFailure } from '../../../shared/dict/failures';
import { messageText } from '../../../shared/i18n/messages';
import { feeRule } from '../../ledger/fees';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, moveIntoWallet, signIn, withTestApp } from '../../testing/harness';
import { usedToday } from '../money/orders';

/**
 * A batch (send to many) pre-ordered within the day's room, paid after other money used the room:
 * the payment that no longer fits fails alone (MMCP4032), nothing of it moves, and the others are
 * paid. Its own app: it spends the day's room.
 */
const t = withTestApp();
expectBalancedLedgerAfterEach(t);
const KES = 100;
const MERCHANT = 'merc-demo';

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'daily-limit-batch-device');
  // Enough in the wallet for every order below, so only the limit can refuse.
  await moveIntoWallet(t, MERCHANT, 1_000_000 * KES);
});

const rid = () => `dlb-${crypto.randomBytes(8).toString('hex')}`;

async function authorize(authTxCode: string) {
  expect((await owner.call('VerifyPasscodeTrans', { authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMC00000');
}

/** Uses `amount` of the day's M-PESA room with single transfers (held for approval or sent: both count). */
async function spend(amount: number) {
  for (let k = 0; amount > 0; k++) {
    const chunk = amount > 250_000 * KES ? 200_000 * KES - k * KES : amount;
    const pre = await owner.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', rcvNm: 'Akinyi Otieno', amount: chunk, requestId: rid() });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    await authorize(pre.body.authTxCode);
    expect((await owner.call('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode })).body.rspMsgCd).toBe('MMC00000');
    amount -= chunk;
  }
}

describe('the daily limit when a batch is paid', () => {
  it('fails the one payment that no longer fits, and pays the others', async () => {
    const daily = feeRule('110', '44').daily!;
    const room = daily - (await usedToday(t.database.db, MERCHANT, '110'));
    expect(room).toBeGreaterThanOrEqual(11_000 * KES);
    // Below the demo's account mandate (KES 20,000), so the batch is paid at once, not held.
    const list = [
      { rcvCnl: '44', bnfMblNo: '0722555201', rcvNm: 'Juma One', amount: 6_000 * KES },
      { rcvCnl: '44', bnfMblNo: '0722555202', rcvNm: 'Juma Two', amount: 5_000 * KES },
    ];
    const pre = await owner.call<{ batchNo: string; authTxCode: string }>('TransferManyPreOrder', { list, requestId: rid() });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    await authorize(pre.body.authTxCode);
    // Meanwhile other transfers leave KES 8,000 of the day: one of the two fits, not both.
    await spend(room - 8_000 * KES);
    const paid = await owner.call<{ orders: TransferOrder[] }>('TransferManyPay', { batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode });
    expect(paid.body.rspMsgCd, JSON.stringify(paid.body)).toBe('MMC00000');
    const statuses = paid.body.orders.map((o) => o.status).sort();
    expect(statuses).toEqual(['F', 'P']);
    const failed = paid.body.orders.find((o) => o.status === 'F')!;
    const reason = orderFailure({ direction: 'out', resultCode: failed.resultCode, resultDesc: failed.resultDesc });
    expect(reason && messageText(reason.code, 'en-US')).toBe('This payment would pass your daily limit.');
    expect(await usedToday(t.database.db, MERCHANT, '110')).toBeLessThanOrEqual(daily);
    // The one sent is answered by the network before the app closes.
    const { ordNo } = paid.body.orders.find((o) => o.status === 'P')!;
    for (let i = 0; i < 150 && (await owner.call<TransferOrder>('QueryTransferOrdSts', { ordNo })).body.status === 'P'; i++) await new Promise((r) => setTimeout(r, 100));
  });
});
