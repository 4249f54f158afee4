import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StandingOrder, StandingOrderRun } from '../../../shared/actions/standingOrders';
import { loadConfig } from '../../config';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, signIn, withTestApp } from '../../testing/harness';
import { nairobiToday } from './standing-orders.service';
import { SCHEDULE_HOOK_PATH } from './standing-orders.testHooks';

const t = withTestApp({ testHooks: true });
expectBalancedLedgerAfterEach(t);
const KES = 100;
type Made = { rspMsgCd: string; authTxCode: string | null; totalAmount: number; standingOrder: StandingOrder | null };

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'so-hooks-owner');
});

async function create(input: Record<string, unknown>): Promise<{ order: StandingOrder; totalAmount: number }> {
  const requestId = `so-hook-${crypto.randomBytes(8).toString('hex')}`;
  const first = await owner.call<Made>('CreateStandingOrder', { ...input, requestId });
  expect(first.body.rspMsgCd, JSON.stringify(first.body)).toBe('MMC00000');
  const pin = await owner.call('VerifyPasscodeTrans', { authTxCode: first.body.authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
  const made = await owner.call<Made>('CreateStandingOrder', { ...input, requestId, authTxCode: first.body.authTxCode });
  expect(made.body.rspMsgCd).toBe('MMC00000');
  return { order: made.body.standingOrder!, totalAmount: first.body.totalAmount };
}

const schedule = (orderNo: string, date: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: SCHEDULE_HOOK_PATH, payload: { orderNo, date }, ...(remoteAddress ? { remoteAddress } : {}) });

async function runs(orderNo: string): Promise<StandingOrderRun[]> {
  return (await owner.call<{ runs: StandingOrderRun[] }>('QueryStandingOrderInfo', { orderNo })).body.runs;
}

const available = async () => (await owner.call<{ availableBalance: number }>('QryWalletDetails')).body.availableBalance;

describe('the browser journeys\' scheduler hook (E2E_TEST_HOOKS)', () => {
  it('runs a standing order made for a future date on that date, once however often it is asked', async () => {
    const date = nairobiToday(new Date(Date.now() + 3 * 86_400_000));
    const name = `Hook ${crypto.randomBytes(3).toString('hex')}`;
    const { order, totalAmount } = await create({ name, category: '03', payee: { rcvCnl: '44', bnfMblNo: '0722000889', rcvNm: 'Hook Payee' }, amount: 500 * KES, frequency: '2', startDate: date });
    expect(order.nextDate).toBe(date);
    expect(await runs(order.orderNo)).toEqual([]);
    const before = await available();

    const asked = await Promise.all([schedule(order.orderNo, date), schedule(order.orderNo, date)]);
    expect(asked.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(asked.map((r) => r.json<{ enqueued: number }>().enqueued).sort()).toEqual([0, 1]);
    expect((await schedule(order.orderNo, date)).json()).toEqual({ enqueued: 0 });

    let done: StandingOrderRun[] = [];
    for (let i = 0; i < 150 && done[0]?.status !== 'S'; i++) {
      done = await runs(order.orderNo);
      if (done[0]?.status !== 'S') await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).toEqual([expect.objectContaining({ runDate: date, seq: 1, status: 'S', totalAmount })]);
    expect(totalAmount).toBeGreaterThan(500 * KES);
    expect(await available()).toBe(before - totalAmount);
    const told = await t.database.db.selectFrom('notifications').select('title').where('person_id', '=', 'person-owner').where('body', 'like', `%${name}%`).execute();
    expect(told.map((n) => n.title)).toEqual(['Standing order paid']);
  });

  it('answers loopback callers only, and a clear refusal for a bad request', async () => {
    expect((await schedule('SO000', nairobiToday(), '10.1.2.3')).statusCode).toBe(403);
    expect((await schedule('SO000', 'tomorrow')).statusCode).toBe(400);
    expect((await schedule('SO000', nairobiToday())).statusCode).toBe(404);
  });

  it('is off unless asked for, and cannot be switched on in production', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ E2E_TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(() => loadConfig({ E2E_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(/cannot be set in production/);
  });
});
