import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../../shared/actions/contract';
import { isoAfter, newId } from '../../db/util';
import { sessionAction } from '../../http/action';
import { accountBalance, ledgerViolations, systemAccountId, walletAccountId } from '../../ledger/ledger';
import { DEMO_LOGIN, moveIntoWallet, withTestApp } from '../../testing/harness';
import type { WireClient } from '../../testing/client';
import { RailRefused } from '../../rails/rail';
import { createOrder, findOrder, moneyOrderRow, payOrder } from './orders';
import { settleOutcome, submitHandler } from './settle';

/**
 * The money core through the real router, rails and simulators: orders made by two test actions
 * that stand for the areas' pre-order and pay steps, settled by the M-PESA simulator's callbacks or
 * by the chase job, with the ledger's invariants checked after every scenario.
 */
const TestPayout = contract(
  'TestPayout',
  z.object({ msisdn: z.string(), amount: z.number().int(), requestId: z.string() }),
  z.object({ ordNo: z.string(), authTxCode: z.string().nullable() }),
);
const TestCollect = contract('TestCollect', z.object({ msisdn: z.string(), amount: z.number().int(), requestId: z.string() }), z.object({ ordNo: z.string() }));
const TestPay = contract('TestPay', z.object({ ordNo: z.string(), authTxCode: z.string() }), z.object({ status: z.string() }));

const extraActions = [
  sessionAction(TestPayout, {}, async (input, ctx) => {
    const { order, authTxCode } = await createOrder(ctx, ctx.money, {
      ordTyp: '20',
      transTypId: '110',
      direction: 'out',
      rail: 'mpesa',
      channel: '44',
      amount: input.amount,
      requestId: input.requestId,
      counterparty: { phone: input.msisdn, name: 'Test payee' },
      payout: { kind: 'phone', msisdn: input.msisdn },
    });
    return { ordNo: order.ord_no, authTxCode };
  }),
  sessionAction(TestCollect, {}, async (input, ctx) => {
    const { order } = await createOrder(ctx, ctx.money, {
      ordTyp: 'R1',
      transTypId: '131',
      direction: 'in',
      rail: 'mpesa',
      channel: null,
      amount: input.amount,
      requestId: input.requestId,
      requirePin: false,
      counterparty: { phone: input.msisdn },
      collect: { msisdn: input.msisdn, accountReference: '800100200300', description: 'Test' },
    });
    return { ordNo: order.ord_no };
  }),
  sessionAction(TestPay, {}, async (input, ctx) => ({
    status: (await payOrder(ctx, ctx.money, await findOrder(ctx.db, ctx.session.merchantId, input.ordNo), input.authTxCode)).status,
  })),
];

const KES = 100;
let seq = 0;
const rid = () => `test-${Date.now()}-${seq++}`;

describe('money orders on the M-PESA rail', () => {
  const t = withTestApp({}, { extraActions });
  const wallet = walletAccountId('merc-demo');

  async function owner(): Promise<WireClient> {
    const client = t.client();
    await client.login(DEMO_LOGIN.owner.userId, 'P', DEMO_LOGIN.password);
    return client;
  }

  async function status(client: WireClient, ordNo: string, until: string[], timeoutMs = 8000) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.call<{ status: string; resultDesc: string | null; receipt: string | null }>('QueryTransferOrdSts', { ordNo });
      if (until.includes(res.body.status) || Date.now() > end) return res.body;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function payout(client: WireClient, msisdn: string, amount: number) {
    const pre = await client.call<{ ordNo: string; authTxCode: string }>('TestPayout', { msisdn, amount, requestId: rid() });
    expect(pre.body.rspMsgCd).toBe('MMC00000');
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const paid = await client.call<{ status: string }>('TestPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
    return { ...pre.body, paid: paid.body };
  }

  /** Runs the chase of an order now instead of in a minute. */
  async function chaseNow(ordNo: string) {
    const order = await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', ordNo).executeTakeFirstOrThrow();
    await t.database.db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('dedupe_key', '=', `chase:${order.id}`).execute();
    await t.money.jobs.drain();
  }

  it('shows the wallet and the limits and charges of a type', async () => {
    const client = await owner();
    const res = await client.call<{ balance: number; reserved: number; availableBalance: number; merchantNo: string }>('QryWalletDetails');
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', merchantNo: '800100200300', reserved: 0 });
    expect(res.body.balance).toBe((await accountBalance(t.database.db, wallet)).balance);
    expect(res.body.balance).toBeGreaterThan(50_000 * KES);
    const limits = await client.call('QueryTxAmtLimit', { transTypId: '110', rcvCnl: '44', amount: 1_000 * KES });
    expect(limits.body).toMatchObject({ minAmount: 10 * KES, maxAmount: 250_000 * KES, dailyLimit: 500_000 * KES, charges: { fee: 15 * KES, exciseDuty: 225, vat: 0, totalAmount: 1_017_25 } });
    const bad = await client.call('QueryTxAmtLimit', { transTypId: '999' });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('keeps the wallet from a person without the view-balance function', async () => {
    const cashier = t.client();
    await cashier.login(DEMO_LOGIN.cashier.userId, 'S', DEMO_LOGIN.password);
    expect((await cashier.call('QryWalletDetails')).body.rspMsgCd).toBe('MMCP0403');
  });

  it('reserves a payout at once and posts it when the callback says it succeeded', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const order = await payout(client, '254722000111', 1_000 * KES);
    expect(['P', 'S']).toContain(order.paid.status);
    const done = await status(client, order.ordNo, ['S', 'F']);
    expect(done).toMatchObject({ status: 'S' });
    expect(done.receipt).toBeTruthy();
    const after = await accountBalance(t.database.db, wallet);
    expect(after.balance).toBe(before.balance - 1_017_25);
    expect(after.reserved).toBe(0);
    const note = await t.database.db.selectFrom('notifications').select(['title', 'body']).where('ord_no', '=', order.ordNo).executeTakeFirstOrThrow();
    expect(note.title).toBe('Payment successful');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('releases the reservation when the network says the payout failed', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const order = await payout(client, '254708000003', 500 * KES);
    const done = await status(client, order.ordNo, ['S', 'F']);
    expect(done).toMatchObject({ status: 'F', resultDesc: 'The balance is insufficient for the transaction' });
    expect(await accountBalance(t.database.db, wallet)).toEqual(before);
    const note = await t.database.db.selectFrom('notifications').select('body').where('ord_no', '=', order.ordNo).executeTakeFirstOrThrow();
    expect(note.body).toContain('No money was taken');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('chases a callback that never comes with a status query: success', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const order = await payout(client, '254708000004', 300 * KES);
    await new Promise((r) => setTimeout(r, 300));
    expect((await status(client, order.ordNo, ['S', 'F'], 0)).status).toBe('P');
    expect((await accountBalance(t.database.db, wallet)).available).toBeLessThan(before.available);
    await chaseNow(order.ordNo);
    expect((await status(client, order.ordNo, ['S', 'F'])).status).toBe('S');
    expect((await accountBalance(t.database.db, wallet)).balance).toBeLessThan(before.balance);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('chases a callback that never comes with a status query: failed', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const order = await payout(client, '254708000005', 300 * KES);
    await new Promise((r) => setTimeout(r, 300));
    await chaseNow(order.ordNo);
    expect((await status(client, order.ordNo, ['S', 'F'])).status).toBe('F');
    expect(await accountBalance(t.database.db, wallet)).toEqual(before);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('voids an order the network never answers once its deadline has passed', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const order = await payout(client, '254708000006', 300 * KES);
    await new Promise((r) => setTimeout(r, 300));
    const row = await t.database.db.selectFrom('money_orders').select(['id', 'status']).where('ord_no', '=', order.ordNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('P');
    // The send keeps failing (503) and is retried with backoff...
    const submit = await t.database.db.selectFrom('jobs').select(['status', 'attempts', 'last_error']).where('dedupe_key', '=', `submit:${row.id}`).executeTakeFirstOrThrow();
    expect(submit.status).toBe('Q');
    expect(submit.attempts).toBeGreaterThanOrEqual(1);
    // ...until the deadline passes and the chase voids it.
    await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1) }).where('id', '=', row.id).execute();
    await chaseNow(order.ordNo);
    expect(await status(client, order.ordNo, ['S', 'F'])).toMatchObject({ status: 'F', resultDesc: 'The network did not confirm the payment in time' });
    expect(await accountBalance(t.database.db, wallet)).toEqual(before);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("records a network's success that comes after the deadline closed the order: once, from the wallet, or from suspense when the wallet no longer covers it", async () => {
    const client = await owner();
    const closeAtDeadline = async (msisdn: string) => {
      const order = await payout(client, msisdn, 300 * KES);
      await new Promise((r) => setTimeout(r, 300));
      const row = await t.database.db.selectFrom('money_orders').select(['id', 'amount', 'fee', 'excise', 'vat']).where('ord_no', '=', order.ordNo).executeTakeFirstOrThrow();
      await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1) }).where('id', '=', row.id).execute();
      await chaseNow(order.ordNo);
      expect((await status(client, order.ordNo, ['S', 'F'])).status).toBe('F');
      return { ...order, id: row.id, total: row.amount + row.fee + row.excise + row.vat };
    };
    const lateSuccess = (orderId: string) => settleOutcome(t.money, { orderId, networkRef: 'NET-LATE', status: 'S', resultCode: '0', resultDesc: 'Success', receipt: 'RLATE00001' });
    const logsBefore = t.logs.length;

    const first = await closeAtDeadline('254708000006');
    const before = await accountBalance(t.database.db, wallet);
    expect(await lateSuccess(first.id)).toBe(true);
    expect(await status(client, first.ordNo, ['S'])).toMatchObject({ status: 'S', receipt: 'RLATE00001' });
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(before.balance - first.total);
    // A second copy of the answer changes nothing.
    expect(await lateSuccess(first.id)).toBe(false);
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(before.balance - first.total);
    expect(await ledgerViolations(t.database.db)).toEqual([]);

    // The wallet is emptied meanwhile: the provider's suspense account pays, the wallet stays at its floor.
    const second = await closeAtDeadline('254708000006');
    const held = (await accountBalance(t.database.db, wallet)).available;
    await moveIntoWallet(t, 'merc-demo', -held);
    try {
      const suspense = (await accountBalance(t.database.db, systemAccountId('suspense'))).balance;
      expect(await lateSuccess(second.id)).toBe(true);
      expect((await accountBalance(t.database.db, wallet)).available).toBe(0);
      expect((await accountBalance(t.database.db, systemAccountId('suspense'))).balance).toBe(suspense - second.total);
      expect(await ledgerViolations(t.database.db)).toEqual([]);
    } finally {
      await moveIntoWallet(t, 'merc-demo', held);
    }
    const lines = t.logs.slice(logsBefore).filter((l) => l.includes('after its deadline had closed it'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`"ordNo":"${first.ordNo}"`);
    expect(lines[1]).toContain('"fromSuspense":true');
  });

  it("waits for a push sent again that M-PESA finds already in process, where a first push's refusal fails the order", async () => {
    const busy = { ...t.money, rails: { byName: () => ({ collect: async () => Promise.reject(new RailRefused('1001', 'Unable to lock subscriber')) }) } } as unknown as typeof t.money;
    const submit = submitHandler(busy);
    const inOrder = async () => {
      const row = moneyOrderRow({ id: newId(), merchant_id: 'merc-demo', ord_typ: 'R1', trans_typ_id: '131', direction: 'in', rail: 'mpesa', amount: 150 * KES, status: 'P', request_id: rid(), details: JSON.stringify({ collect: { msisdn: '254722000111', accountReference: 'AMANI', description: 'Pay' } }) });
      await t.database.db.insertInto('money_orders').values(row).execute();
      return row.id;
    };
    const statusOf = async (id: string) => (await t.database.db.selectFrom('money_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const job = (attempts: number) => ({ id: newId(), kind: 'rail.submit', payload: null, attempts, maxAttempts: 8 });

    const retried = await inOrder();
    await submit({ orderId: retried }, job(2));
    expect(await statusOf(retried)).toBe('P');
    const first = await inOrder();
    await submit({ orderId: first }, job(1));
    expect(await statusOf(first)).toBe('F');
  });

  it('pays an order once however often the pay step or the pre-order is repeated', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const requestId = rid();
    const first = await client.call<{ ordNo: string; authTxCode: string }>('TestPayout', { msisdn: '254722000111', amount: 200 * KES, requestId });
    const again = await client.call<{ ordNo: string; authTxCode: string }>('TestPayout', { msisdn: '254722000111', amount: 200 * KES, requestId });
    expect(again.body.ordNo).toBe(first.body.ordNo);
    const other = await client.call('TestPayout', { msisdn: '254722000111', amount: 201 * KES, requestId });
    expect(other.body.rspMsgCd).toBe('MMCP0010');
    // Without the PIN the pay step is refused.
    expect((await client.call('TestPay', { ordNo: first.body.ordNo, authTxCode: first.body.authTxCode })).body.rspMsgCd).toBe('MMCP2060');
    await client.call('VerifyPasscodeTrans', { authTxCode: first.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
    const pays = await Promise.all([1, 2, 3].map(() => client.call<{ status: string }>('TestPay', { ordNo: first.body.ordNo, authTxCode: first.body.authTxCode })));
    expect(pays.every((p) => p.body.rspMsgCd === 'MMC00000')).toBe(true);
    await status(client, first.body.ordNo, ['S', 'F']);
    const after = await accountBalance(t.database.db, wallet);
    expect(before.balance - after.balance).toBe(200 * KES + 15 * KES + 225);
    const entries = await t.database.db.selectFrom('journal_entries').select('id').where('idem_key', 'like', 'order:%').where('memo', 'like', `${first.body.ordNo}%`).execute();
    expect(entries).toHaveLength(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refuses a payout the wallet cannot cover, and an amount outside the limits', async () => {
    const client = await owner();
    const huge = await client.call('TestPayout', { msisdn: '254722000111', amount: 249_000 * KES, requestId: rid() });
    expect(huge.body).toMatchObject({ rspMsgCd: 'MMCP4001', rspMsgInf: 'Insufficient Balance.' });
    const small = await client.call('TestPayout', { msisdn: '254722000111', amount: 5 * KES, requestId: rid() });
    expect(small.body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: 'Enter an amount between 10.00 and 250,000.00' });
    const cents = await client.call('TestPayout', { msisdn: '254722000111', amount: 100 * KES + 50, requestId: rid() });
    expect(cents.body.rspMsgCd).toBe('MMCP4008');
  });

  it('credits a collection when the customer pays on their phone, and nothing when they decline', async () => {
    const client = await owner();
    const before = await accountBalance(t.database.db, wallet);
    const paid = await client.call<{ ordNo: string }>('TestCollect', { msisdn: '254722000111', amount: 250 * KES, requestId: rid() });
    expect((await status(client, paid.body.ordNo, ['S', 'F'])).status).toBe('S');
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(before.balance + 250 * KES);
    const note = await t.database.db.selectFrom('notifications').select(['title', 'body']).where('ord_no', '=', paid.body.ordNo).executeTakeFirstOrThrow();
    expect(note.title).toBe('Payment received');
    expect(note.body).toMatch(new RegExp(`^You received KES 250\\.00\\. Order ${paid.body.ordNo}\\. Receipt \\w+\\.$`));
    const declined = await client.call<{ ordNo: string }>('TestCollect', { msisdn: '254708000001', amount: 250 * KES, requestId: rid() });
    expect(await status(client, declined.body.ordNo, ['S', 'F'])).toMatchObject({ status: 'F', resultDesc: 'Request cancelled by user' });
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(before.balance + 250 * KES);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('credits a C2B payment to the merchant number once, however often it is confirmed', async () => {
    const before = await accountBalance(t.database.db, wallet);
    const payment = {
      rail: 'mpesa' as const,
      transId: `RKT${Date.now()}`,
      shortCode: '174379',
      billRef: '800100200300',
      amount: 777 * KES,
      msisdn: '254711223344',
      payerName: 'Wanjiku Kamau',
      at: new Date().toISOString(),
    };
    const sink = t.railSink.current!;
    expect(await sink.validateIncoming(payment)).toEqual({ accept: true });
    expect((await sink.validateIncoming({ ...payment, billRef: 'NOSUCHREF' })).accept).toBe(false);
    // A receive code made for a fixed amount takes that amount only; codes match in any case.
    await t.database.db
      .insertInto('receive_codes')
      .values({ id: 'rc-fixed', merchant_id: 'merc-demo', store_id: null, code: 'FIXED500', amount: 500 * KES, rcv_flg: '1', created_at: new Date().toISOString(), closed_at: null })
      .execute();
    expect((await sink.validateIncoming({ ...payment, billRef: 'fixed500', amount: 500 * KES })).accept).toBe(true);
    expect((await sink.validateIncoming({ ...payment, billRef: 'FIXED500', amount: 499 * KES })).accept).toBe(false);
    await Promise.all([sink.incoming(payment), sink.incoming(payment)]);
    await sink.incoming(payment);
    expect((await accountBalance(t.database.db, wallet)).balance).toBe(before.balance + 777 * KES);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("sends an order whose node crashed after the commit, from another node's runner", async () => {
    const client = await owner();
    await t.money.jobs.stop();
    try {
      const pre = await client.call<{ ordNo: string; authTxCode: string }>('TestPayout', { msisdn: '254722000111', amount: 400 * KES, requestId: rid() });
      await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
      await client.call('TestPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
      const row = await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', pre.body.ordNo).executeTakeFirstOrThrow();
      // A node claimed the send and died holding the lease.
      await t.database.db.updateTable('jobs').set({ status: 'R', lease_owner: 'dead-node', lease_until: isoAfter(-1), attempts: 1 }).where('dedupe_key', '=', `submit:${row.id}`).execute();
      await t.money.jobs.drain();
      expect((await status(client, pre.body.ordNo, ['S', 'F'])).status).toBe('S');
    } finally {
      t.money.jobs.start();
    }
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
