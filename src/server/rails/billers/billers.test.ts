import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailsConfig } from '../../config';
import { RecordingSink, testRailsConfig } from '../mpesa/testing';
import { RailRefused, RailUnavailable } from '../rail';
import { BillAccountRefused, BillersRail, billersResultRoute } from './billers.rail';
import { registerBillersRoutes } from './routes';
import { BillersSimulator } from './simulator';

let sim: BillersSimulator;
let receiver: FastifyInstance;
let config: RailsConfig;
let rail: BillersRail;
const sink = new RecordingSink();

beforeAll(async () => {
  config = testRailsConfig();
  sim = await BillersSimulator.start({ port: 0, apiKey: 'k', delayMs: () => 5 });
  receiver = Fastify({ logger: false });
  registerBillersRoutes(receiver, config, { current: sink });
  config.callbackBaseUrl = await receiver.listen({ port: 0, host: '127.0.0.1' });
  rail = new BillersRail({ baseUrl: sim.baseUrl, apiKey: 'k' }, config);
});

afterAll(async () => {
  await sim.close();
  await receiver.close();
});

let n = 0;
const order = () => `BL-${Date.now()}-${++n}`;
const biller = (b: string, accountNo: string, packageCode: string | null = null) => ({ kind: 'biller' as const, biller: b, accountNo, packageCode });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the billers rail and its simulator', () => {
  it('looks an account up: holder, amount due of a postpaid account, packages of a TV account', async () => {
    const water = await rail.lookupAccount('NAIROBI_WATER', '20045678');
    expect(water).toMatchObject({ status: 'ACTIVE', packages: [] });
    expect(water.accountName).toMatch(/^[A-Z]+ [A-Z]+/);
    expect(water.amountDue).toBeGreaterThan(0);
    expect((await rail.lookupAccount('NAIROBI_WATER', '20045678')).accountName).toBe(water.accountName);
    const tv = await rail.lookupAccount('GOTV', '4012345678');
    expect(tv.amountDue).toBeNull();
    expect(tv.packages.map((p) => p.code)).toContain('GOTV_MAX');
  });

  it('refuses an unknown and a closed account and reports a gateway that is down', async () => {
    await expect(rail.lookupAccount('KPLC_POSTPAID', '55500001')).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    await expect(rail.lookupAccount('KPLC_POSTPAID', '55500002')).rejects.toBeInstanceOf(BillAccountRefused);
    await expect(rail.lookupAccount('KPLC_POSTPAID', '55500004')).rejects.toBeInstanceOf(RailUnavailable);
    await expect(rail.payout({ orderId: order(), amount: 1_000, destination: biller('KPLC_POSTPAID', '55500004'), remarks: 'x' })).rejects.toBeInstanceOf(RailUnavailable);
    await expect(rail.payout({ orderId: order(), amount: 1_000, destination: biller('KPLC_POSTPAID', '55500001'), remarks: 'x' })).rejects.toBeInstanceOf(RailRefused);
  });

  it('pays prepaid electricity once however often it is sent, with a 20-digit token and units', async () => {
    const id = order();
    const first = await rail.payout({ orderId: id, amount: 49_000, destination: biller('KPLC_PREPAID', '37201234567'), remarks: 'Token' });
    const again = await rail.payout({ orderId: id, amount: 49_000, destination: biller('KPLC_PREPAID', '37201234567'), remarks: 'Token' });
    expect(again.networkRef).toBe(first.networkRef);
    expect(await sink.outcomeOf(id)).toMatchObject({ orderId: id, status: 'S', resultCode: '00', reason: null });
    expect(sim.paymentCount).toBeGreaterThanOrEqual(1);
    const receipt = await rail.receiptOf(id);
    expect(receipt).toMatchObject({ status: 'SUCCESS', units: '20.00' });
    expect(receipt?.token).toMatch(/^\d{20}$/);
  });

  it('fails a payment on an account ending 0005 and never answers one ending 0003', async () => {
    const failed = order();
    await rail.payout({ orderId: failed, amount: 1_000, destination: biller('NAIROBI_COUNTY', '88800005'), remarks: 'x' });
    expect(await sink.outcomeOf(failed)).toMatchObject({ status: 'F', resultCode: 'TRANSACTION_FAILED' });
    const silent = order();
    await rail.payout({ orderId: silent, amount: 1_000, destination: biller('NAIROBI_COUNTY', '88800003'), remarks: 'x' });
    await sleep(50);
    expect(await rail.status(silent, null)).toBeNull();
    expect(await rail.status('never-sent', null)).toMatchObject({ status: 'F', resultCode: 'NOT_FOUND' });
  });

  it('takes a package only at its price, and pays nothing but bills', async () => {
    await expect(rail.payout({ orderId: order(), amount: 1_000, destination: biller('DSTV', '7023456789', 'DSTV_COMPACT'), remarks: 'x' })).rejects.toMatchObject({ resultCode: 'WRONG_AMOUNT' });
    await expect(rail.payout({ orderId: order(), amount: 1_000, destination: { kind: 'phone', msisdn: '254712345678' }, remarks: 'x' })).rejects.toMatchObject({ resultCode: 'DESTINATION' });
  });

  it('refuses an unsigned or forged callback', async () => {
    const body = { reference: 'x', paymentId: 'p', status: 'SUCCESS', resultCode: '00', resultMessage: 'Success', receipt: 'R', token: null, units: null, completedAt: new Date().toISOString() };
    const res = await receiver.inject({ method: 'POST', url: billersResultRoute, payload: body });
    expect(res.statusCode).toBe(403);
  });
});
