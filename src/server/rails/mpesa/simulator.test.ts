import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailsConfig } from '../../config';
import { RailRefused, RailUnavailable } from '../rail';
import { DarajaClient } from './daraja';
import { fixture, shapeOf } from './fixtures';
import { MPESA_ROUTES, MpesaRail } from './mpesa.rail';
import { DarajaSimulator } from './simulator';
import { callbackApp, RecordingSink, testRailsConfig } from './testing';

let sim: DarajaSimulator;
let receiver: { app: FastifyInstance; baseUrl: string; received: { path: string; body: unknown }[] };
let config: RailsConfig;
let rail: MpesaRail;
const sink = new RecordingSink();

beforeAll(async () => {
  config = testRailsConfig();
  sim = await DarajaSimulator.start({ port: 0, delayMs: () => 5 });
  receiver = await callbackApp(config, { current: sink });
  config.callbackBaseUrl = receiver.baseUrl;
  const client = new DarajaClient({ ...config.mpesa, baseUrl: sim.baseUrl, timeoutMs: config.timeoutMs });
  rail = new MpesaRail(client, config);
});

afterAll(async () => {
  await sim.close();
  await receiver.app.close();
});

let n = 0;
const order = () => `ORD-${Date.now()}-${++n}`;
const phone = (msisdn: string) => ({ kind: 'phone' as const, msisdn });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bodyAt = (path: string, orderIndex = -1) => receiver.received.filter((r) => r.path === path).at(orderIndex)?.body;

describe('the Daraja simulator', () => {
  it('answers and calls back in the shapes of Safaricom’s examples', async () => {
    const collectOrder = order();
    await rail.collect({ orderId: collectOrder, amount: 10_000, msisdn: '254708374149', accountReference: 'INV1', description: 'Invoice' });
    await sink.outcomeOf(collectOrder);
    expect(shapeOf(bodyAt(MPESA_ROUTES.stkCallback))).toEqual(shapeOf(fixture('stk-callback.success')));

    const payOrder = order();
    await rail.payout({ orderId: payOrder, amount: 10_000, destination: phone('254708374149'), remarks: 'Payout' });
    await sink.outcomeOf(payOrder);
    expect(shapeOf(bodyAt(MPESA_ROUTES.b2cResult))).toEqual(shapeOf(fixture('b2c-result.success')));

    const billOrder = order();
    await rail.payout({ orderId: billOrder, amount: 23_900, destination: { kind: 'paybill', shortCode: '888880', accountReference: '353353' }, remarks: 'Bill' });
    await sink.outcomeOf(billOrder);
    expect(shapeOf(bodyAt(MPESA_ROUTES.b2bResult))).toEqual(shapeOf(fixture('b2b-result.success')));
  });

  it('acknowledges requests in the shapes of Safaricom’s examples', async () => {
    const client = rail.client;
    const push = await client.stkPush({ amount: 1, msisdn: '254708374149', callbackUrl: 'http://127.0.0.1:1/x', accountReference: 'A', description: 'D' });
    expect(shapeOf(push)).toEqual(shapeOf(fixture('stk-push.response')));
    await sleep(30);
    const query = await client.stkQuery(push.CheckoutRequestID);
    expect(shapeOf(query)).toEqual(shapeOf(fixture('stk-query.response')));
    const b2c = await client.b2c({ originatorConversationId: order(), amount: 1, msisdn: '254708374149', remarks: 'r', occasion: '', resultUrl: 'http://127.0.0.1:1/r', timeoutUrl: 'http://127.0.0.1:1/t' });
    expect(shapeOf(b2c)).toEqual(shapeOf(fixture('b2c.response')));
  });

  it('fails a push to 254708000001 as cancelled, 000002 as no response, 000003 as insufficient funds, 000007 as a wrong PIN', async () => {
    const cases = [
      ['254708000001', '1032', 'CANCELLED'],
      ['254708000002', '1037', 'NO_RESPONSE'],
      ['254708000003', '1', 'INSUFFICIENT_FUNDS'],
      ['254708000007', '2001', 'WRONG_PIN'],
    ] as const;
    for (const [msisdn, code, reason] of cases) {
      const id = order();
      await rail.collect({ orderId: id, amount: 5000, msisdn, accountReference: 'A', description: 'D' });
      expect(await sink.outcomeOf(id)).toMatchObject({ status: 'F', resultCode: code, reason });
    }
  });

  it('never calls back for 254708000004 and 000005, and the STK query answers success and failure', async () => {
    const ok = order();
    const bad = order();
    const okRef = (await rail.collect({ orderId: ok, amount: 5000, msisdn: '254708000004', accountReference: 'A', description: 'D' })).networkRef;
    const badRef = (await rail.collect({ orderId: bad, amount: 5000, msisdn: '254708000005', accountReference: 'A', description: 'D' })).networkRef;
    await sleep(100);
    expect(sink.outcomes.filter((o) => o.orderId === ok || o.orderId === bad)).toHaveLength(0);
    expect(await rail.status(ok, okRef)).toMatchObject({ orderId: ok, status: 'S', resultCode: '0' });
    expect(await rail.status(bad, badRef)).toMatchObject({ orderId: bad, status: 'F' });
  });

  it('answers an STK query as pending until the customer answers', async () => {
    const slow = await DarajaSimulator.start({ port: 0, delayMs: () => 60_000 });
    try {
      const client = new DarajaClient({ ...config.mpesa, baseUrl: slow.baseUrl, timeoutMs: 3000 });
      const slowRail = new MpesaRail(client, config);
      const id = order();
      const { networkRef } = await slowRail.collect({ orderId: id, amount: 100, msisdn: '254708374149', accountReference: 'A', description: 'D' });
      expect(await slowRail.status(id, networkRef)).toBeNull();
    } finally {
      await slow.close();
    }
  });

  it('is unavailable for 254708000006 and refuses 254708000008 as busy', async () => {
    await expect(rail.collect({ orderId: order(), amount: 100, msisdn: '254708000006', accountReference: 'A', description: 'D' })).rejects.toBeInstanceOf(RailUnavailable);
    await expect(rail.payout({ orderId: order(), amount: 100, destination: phone('254708000006'), remarks: '' })).rejects.toBeInstanceOf(RailUnavailable);
    const busy = rail.collect({ orderId: order(), amount: 100, msisdn: '254708000008', accountReference: 'A', description: 'D' });
    await expect(busy).rejects.toBeInstanceOf(RailRefused);
    await expect(busy).rejects.toMatchObject({ resultCode: '1001' });
  });

  it('never calls back for a B2C of exactly KES 1,037, and the transaction status result settles it', async () => {
    const id = order();
    const { networkRef } = await rail.payout({ orderId: id, amount: 103_700, destination: phone('254708374149'), remarks: '' });
    await sleep(100);
    expect(sink.outcomes.filter((o) => o.orderId === id)).toHaveLength(0);
    expect(await rail.status(id, networkRef)).toBeNull();
    expect(await sink.outcomeOf(id)).toMatchObject({ orderId: id, status: 'S', resultCode: '0' });
    expect(shapeOf(bodyAt(MPESA_ROUTES.statusResult))).toEqual(shapeOf(fixture('transaction-status-result')));
  });

  it('settles a B2C to 254708000005 as failed through the transaction status result', async () => {
    const id = order();
    await rail.payout({ orderId: id, amount: 100, destination: phone('254708000005'), remarks: '' });
    await sleep(50);
    await rail.status(id, null);
    expect(await sink.outcomeOf(id)).toMatchObject({ status: 'F', resultCode: 'FAILED' });
  });

  it('pays once when the same order is submitted twice', async () => {
    const id = order();
    const before = sim.paymentCount;
    const first = await rail.payout({ orderId: id, amount: 50_000, destination: phone('254708374149'), remarks: '' });
    const second = await rail.payout({ orderId: id, amount: 50_000, destination: phone('254708374149'), remarks: '' });
    expect(second.networkRef).toBe(first.networkRef);
    expect(sim.paymentCount).toBe(before + 1);
    await sink.outcomeOf(id);
    await sleep(100);
    expect(sink.outcomes.filter((o) => o.orderId === id)).toHaveLength(1);
  });

  it('runs a customer’s paybill payment through validation and confirmation', async () => {
    await rail.registerC2b('600984');
    const paid = await sim.customerPays({ shortCode: '600984', amount: 250, msisdn: '254712345678', billRef: 'TABLE-4' });
    expect(paid.ResultCode).toBe('0');
    expect(sink.incomings.at(-1)).toMatchObject({ transId: paid.TransID, shortCode: '600984', billRef: 'TABLE-4', amount: 25_000, msisdn: '25471****678' });
    expect(shapeOf(bodyAt(MPESA_ROUTES.c2bConfirmation))).toEqual(shapeOf(fixture('c2b-payment')));

    sink.rejectBillRefs.add('UNKNOWN');
    const count = sink.incomings.length;
    const refused = await sim.customerPays({ shortCode: '600984', amount: 250, msisdn: '254712345678', billRef: 'UNKNOWN' });
    expect(refused.ResultCode).toBe('C2B00012');
    expect(sink.incomings).toHaveLength(count);
  });

  it('reverses a payment received once, and refuses a second reversal', async () => {
    await rail.registerC2b('600985');
    const paid = await sim.customerPays({ shortCode: '600985', amount: 100, msisdn: '254712345678', billRef: 'X' });
    const first = order();
    await rail.reverse({ orderId: first, transactionId: paid.TransID, amount: 10_000, remarks: 'Refund' });
    expect(await sink.outcomeOf(first)).toMatchObject({ status: 'S' });
    const again = order();
    await rail.reverse({ orderId: again, transactionId: paid.TransID, amount: 10_000, remarks: 'Refund' });
    expect(await sink.outcomeOf(again)).toMatchObject({ status: 'F', resultCode: 'R000001', reason: 'REVERSED' });
    expect(shapeOf(bodyAt(MPESA_ROUTES.reversalResult, -2))).toEqual(shapeOf(fixture('reversal-result')));
  });

  it('remembers its transactions across a restart when it has a state file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'daraja-sim-')), 'mpesa.json');
    const first = await DarajaSimulator.start({ port: 0, delayMs: () => 5, stateFile: file });
    const id = order();
    const args = { originatorConversationId: id, amount: 10, msisdn: '254708000004', remarks: 'r', occasion: '', resultUrl: 'http://127.0.0.1:1/r', timeoutUrl: 'http://127.0.0.1:1/t' };
    const ack = await new DarajaClient({ ...config.mpesa, baseUrl: first.baseUrl, timeoutMs: 3000 }).b2c(args);
    await first.close();
    const second = await DarajaSimulator.start({ port: 0, delayMs: () => 5, stateFile: file });
    try {
      const again = await new DarajaClient({ ...config.mpesa, baseUrl: second.baseUrl, timeoutMs: 3000 }).b2c(args);
      expect(again.ConversationID).toBe(ack.ConversationID);
      expect(second.paymentCount).toBe(1);
    } finally {
      await second.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('fails the status of a push Daraja does not know', async () => {
    expect(await rail.status('ORD-X', 'ws_CO_000000000000000000')).toMatchObject({ status: 'F', resultCode: '400.002.02' });
  });

  it('refuses a request without a valid token', async () => {
    const res = await fetch(`${sim.baseUrl}/mpesa/b2c/v3/paymentrequest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(shapeOf(await res.json())).toEqual(shapeOf(fixture('error.response')));
  });
});
