import { describe, expect, it } from 'vitest';
import { isoAfter } from '../../db/util';
import { accountBalance, ledgerViolations, systemAccountId } from '../../ledger/ledger';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, latestOtp, signIn, withTestApp } from '../../testing/harness';

/**
 * Top-up from a saved card through the real router, the card rail's simulator and the ledger:
 * PIN, 3-D Secure code (type 18), the charge and its outcome, the test card endings of
 * docs/rails.md, retries and the ledger's invariants.
 */
const KES = 100;
const OWNER_PHONE = '254712345678';
let seq = 0;
const rid = () => `card-${Date.now()}-${seq++}`;

interface Order {
  ordNo: string;
  ordTyp: string;
  status: string;
  amount: number;
  fee: number;
  exciseDuty: number;
  vat: number;
  totalAmount: number;
  cardNo: string | null;
  payType: string | null;
  receipt: string | null;
  failReason: string | null;
  threeDs?: { jrnNo: string; maskedTo: string } | null;
}

describe('card top-up', () => {
  const t = withTestApp();

  const owner = (): Promise<WireClient> => signIn(t, DEMO_LOGIN.owner.userId, 'P');

  /** A saved card of the demo business ending in `last4` (the simulator decides by it). */
  async function card(last4: string, first = '4'): Promise<string> {
    const id = `card-test-${last4}-${seq++}`;
    await t.database.db
      .insertInto('topup_cards')
      .values({ id, merchant_id: 'merc-demo', card_kind: '0', bank_name: 'Equity Bank', masked_no: `${first}111 **** **** ${last4}`, card_flag: '1', card_type: '0', created_at: new Date().toISOString() })
      .execute();
    return id;
  }

  async function balance(client: WireClient): Promise<number> {
    return (await client.call<{ balance: number }>('QryWalletDetails')).body.balance;
  }

  /** Codes are sent at most once a minute and five times an hour to a phone: age the earlier ones. */
  async function ageCodes() {
    await t.database.db.updateTable('otps').set({ created_at: isoAfter(-2 * 3600_000) }).where('busi_type', '=', '18').execute();
  }

  /** Pre-order, PIN, the 3-D Secure challenge: answers the order waiting for the code. */
  async function upToThreeDs(client: WireClient, cardId: string, amount: number, requestId = rid()) {
    await ageCodes();
    const pre = await client.call<{ order: Order; authTxCode: string }>('TopUpPreOrder', { amount, cardId, requestId });
    expect(pre.body.rspMsgCd).toBe('MMC00000');
    const authTxCode = pre.body.authTxCode;
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const challenge = await client.call<Order>('Topup', { ordNo: pre.body.order.ordNo, authTxCode });
    expect(challenge.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'U', threeDs: { maskedTo: expect.any(String) } });
    return { ordNo: pre.body.order.ordNo, authTxCode, jrnNo: challenge.body.threeDs!.jrnNo, pre: pre.body.order };
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

  async function chaseNow(ordNo: string, pastDeadline = false) {
    const order = await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', ordNo).executeTakeFirstOrThrow();
    if (pastDeadline) await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1000) }).where('id', '=', order.id).execute();
    await t.database.db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('dedupe_key', '=', `chase:${order.id}`).execute();
    await t.money.jobs.drain();
  }

  it('shows the demo card as a Visa card that can top up', async () => {
    const client = await owner();
    const cards = await client.call<{ list: Record<string, string | null>[] }>('QueryTopupBankCards');
    expect(cards.body.list).toEqual([expect.objectContaining({ cardId: 'card-demo-kcb', payType: '0003', topupAvailable: 'Y', unavailableReason: null })]);
  });

  it('tops up from a card after the PIN and the 3-D Secure code, less the card fee', async () => {
    const client = await owner();
    const before = await balance(client);
    const { ordNo, authTxCode, jrnNo, pre } = await upToThreeDs(client, 'card-demo-kcb', 1_000 * KES);
    // 1.5% fee, 15% excise duty and 16% VAT on the fee (rules 101:0003).
    expect(pre).toMatchObject({ ordTyp: '02', payType: '0003', cardNo: '4187 **** **** 2231', fee: 1_500, exciseDuty: 225, vat: 240, totalAmount: 100_000 - 1_965 });
    const sms = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', OWNER_PHONE).where('purpose', '=', 'otp:18').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain('to confirm your payment');
    const otp = await latestOtp(t, OWNER_PHONE);
    const paid = await client.call<Order>('Topup', { ordNo, authTxCode, jrnNo, otp });
    expect(paid.body.rspMsgCd).toBe('MMC00000');
    expect(['P', 'S']).toContain(paid.body.status);
    const done = await followStatus(client, ordNo);
    expect(done).toMatchObject({ status: 'S', failReason: null });
    expect(done.receipt).toMatch(/^CC/);
    expect(await balance(client)).toBe(before + 100_000 - 1_965);
    const detail = await client.call<Order>('TopOrderDetailQuery', { ordNo });
    expect(detail.body).toMatchObject({ status: 'S', ordTyp: '02', cardNo: '4187 **** **** 2231' });
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'TOP_UP').execute();
    expect(audit.some((a) => a.detail.includes(ordNo) && a.detail.includes('card'))).toBe(true);
    // A retry of the pay step answers the same order and credits once.
    const retry = await client.call<Order>('Topup', { ordNo, authTxCode, jrnNo, otp });
    expect(retry.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    expect(await balance(client)).toBe(before + 100_000 - 1_965);
    const fees = await accountBalance(t.database.db, systemAccountId('fee_income'));
    expect(fees.balance).toBeGreaterThanOrEqual(1_500);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refuses a wrong 3-D Secure code and charges nothing', async () => {
    const client = await owner();
    const before = await balance(client);
    const { ordNo, authTxCode, jrnNo } = await upToThreeDs(client, 'card-demo-kcb', 200 * KES);
    const right = await latestOtp(t, OWNER_PHONE);
    const wrongCode = right === '0000' ? '1111' : '0000';
    const wrong = await client.call<{ leftTryTimes: number }>('Topup', { ordNo, authTxCode, jrnNo, otp: wrongCode });
    expect(wrong.body).toMatchObject({ rspMsgCd: 'MMCP1020', leftTryTimes: 4 });
    const status = await client.call<Order>('QueryTopupStatus', { ordNo });
    expect(status.body.status).toBe('U');
    // A code sent for another order does not confirm this one.
    const other = await upToThreeDs(client, 'card-demo-kcb', 150 * KES);
    const otherCode = await latestOtp(t, OWNER_PHONE);
    const crossed = await client.call('Topup', { ordNo, authTxCode, jrnNo: other.jrnNo, otp: otherCode });
    expect(crossed.body.rspMsgCd).toBe('MMCP1022');
    expect((await client.call<Order>('QueryTopupStatus', { ordNo })).body.status).toBe('U');
    // Without the PIN the code is not even sent.
    await ageCodes();
    const pre = await client.call<{ order: Order; authTxCode: string }>('TopUpPreOrder', { amount: 100 * KES, cardId: 'card-demo-kcb', requestId: rid() });
    const noPin = await client.call('Topup', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(noPin.body.rspMsgCd).toBe('MMCP2060');
    expect(await balance(client)).toBe(before);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('leaves the wallet unchanged when the issuer declines or the card lacks funds', async () => {
    const client = await owner();
    for (const [last4, message] of [
      ['0003', 'The card issuer declined this payment.'],
      ['0005', 'The card has insufficient funds for this top-up.'],
    ] as const) {
      const cardId = await card(last4, '5');
      const before = await balance(client);
      const { ordNo, authTxCode, jrnNo, pre } = await upToThreeDs(client, cardId, 300 * KES);
      expect(pre.payType).toBe('0004');
      const otp = await latestOtp(t, OWNER_PHONE);
      await client.call('Topup', { ordNo, authTxCode, jrnNo, otp });
      const done = await followStatus(client, ordNo);
      expect(done).toMatchObject({ status: 'F', failReason: message });
      expect(await balance(client)).toBe(before);
    }
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('chases a charge the network never answers and fails it at the deadline', async () => {
    const client = await owner();
    const cardId = await card('0006');
    const before = await balance(client);
    const { ordNo, authTxCode, jrnNo } = await upToThreeDs(client, cardId, 400 * KES);
    await client.call('Topup', { ordNo, authTxCode, jrnNo, otp: await latestOtp(t, OWNER_PHONE) });
    await t.money.jobs.drain();
    await chaseNow(ordNo);
    expect((await client.call<Order>('QueryTopupStatus', { ordNo })).body.status).toBe('P');
    await chaseNow(ordNo, true);
    const done = await followStatus(client, ordNo);
    expect(done).toMatchObject({ status: 'F', failReason: 'The card network did not confirm the payment in time. No money was taken.' });
    expect(await balance(client)).toBe(before);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('credits a charge whose callback never comes once the chase asks its status', async () => {
    const client = await owner();
    const cardId = await card('0002');
    const before = await balance(client);
    const { ordNo, authTxCode, jrnNo } = await upToThreeDs(client, cardId, 500 * KES);
    await client.call('Topup', { ordNo, authTxCode, jrnNo, otp: await latestOtp(t, OWNER_PHONE) });
    await t.money.jobs.drain();
    await chaseNow(ordNo);
    const done = await followStatus(client, ordNo);
    expect(done.status).toBe('S');
    expect(await balance(client)).toBe(before + done.totalAmount);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('answers the same order for a repeated request id and refuses other input', async () => {
    const client = await owner();
    const requestId = rid();
    const first = await client.call<{ order: Order; authTxCode: string }>('TopUpPreOrder', { amount: 100 * KES, cardId: 'card-demo-kcb', requestId });
    const second = await client.call<{ order: Order; authTxCode: string }>('TopUpPreOrder', { amount: 100 * KES, cardId: 'card-demo-kcb', requestId });
    expect(second.body.order.ordNo).toBe(first.body.order.ordNo);
    expect(second.body.authTxCode).toBe(first.body.authTxCode);
    const neither = await client.call('TopUpPreOrder', { amount: 100 * KES, requestId: rid() });
    expect(neither.body).toMatchObject({ rspMsgCd: 'MMCP4906', rspMsgInf: 'Choose a payment mobile or a card.' });
    const unknown = await client.call('TopUpPreOrder', { amount: 100 * KES, cardId: 'no-such-card', requestId: rid() });
    expect(unknown.body.rspMsgCd).toBe('MMCP4907');
    const tooMuch = await client.call('TopUpPreOrder', { amount: 150_001 * KES, cardId: 'card-demo-kcb', requestId: rid() });
    expect(tooMuch.body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: 'Enter an amount between 10.00 and 150,000.00' });
    await t.database.db.updateTable('topup_cards').set({ card_flag: '0' }).where('id', '=', 'card-demo-kcb').execute();
    try {
      const invalid = await client.call('TopUpPreOrder', { amount: 100 * KES, cardId: 'card-demo-kcb', requestId: rid() });
      expect(invalid.body.rspMsgCd).toBe('MMCP4115');
    } finally {
      await t.database.db.updateTable('topup_cards').set({ card_flag: '1' }).where('id', '=', 'card-demo-kcb').execute();
    }
  });
});
