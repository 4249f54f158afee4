import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailsConfig } from '../../config';
import { RecordingSink, testRailsConfig } from '../mpesa/testing';
import { RailRefused, RailUnavailable } from '../rail';
import { BankRail } from './bank.rail';
import { registerBankRoutes } from './routes';
import { BankSimulator } from './simulator';

let sim: BankSimulator;
let receiver: FastifyInstance;
let config: RailsConfig;
let pesalink: BankRail;
let bank: BankRail;
let card: BankRail;
const sink = new RecordingSink();

beforeAll(async () => {
  config = testRailsConfig();
  sim = await BankSimulator.start({ port: 0, apiKey: 'k', delayMs: () => 5 });
  receiver = Fastify({ logger: false });
  registerBankRoutes(receiver, config, { current: sink });
  config.callbackBaseUrl = await receiver.listen({ port: 0, host: '127.0.0.1' });
  const settings = { baseUrl: sim.baseUrl, apiKey: 'k' };
  pesalink = new BankRail('pesalink', settings, config);
  bank = new BankRail('bank', settings, config);
  card = new BankRail('card', settings, config);
});

afterAll(async () => {
  await sim.close();
  await receiver.close();
});

let n = 0;
const order = () => `B-${Date.now()}-${++n}`;
const account = (accountNo: string, method: 'PESALINK' | 'RTGS' | 'EFT' = 'EFT') => ({ kind: 'account' as const, bankCode: '01', accountNo, accountName: null, method });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the bank, PesaLink and card rails', () => {
  it('pay an account, a PesaLink phone and a card, each through its own rail', async () => {
    const ids = [order(), order(), order()];
    await bank.payout({ orderId: ids[0]!, amount: 150_075, destination: account('1234567890', 'RTGS'), remarks: 'Rent' });
    await pesalink.payout({ orderId: ids[1]!, amount: 5_000, destination: { kind: 'phone', msisdn: '254712345678' }, remarks: 'Refund' });
    await card.payout({ orderId: ids[2]!, amount: 5_000, destination: { kind: 'card', cardNo: '4111111111111111' }, remarks: 'Refund' });
    for (const id of ids) expect(await sink.outcomeOf(id)).toMatchObject({ orderId: id, status: 'S', resultCode: '00', reason: null });
  });

  it('fail an account ending 0001 as not found and 0005 as insufficient funds', async () => {
    const notFound = order();
    const poor = order();
    await bank.payout({ orderId: notFound, amount: 100, destination: account('5550001'), remarks: '' });
    await bank.payout({ orderId: poor, amount: 100, destination: account('5550005'), remarks: '' });
    expect(await sink.outcomeOf(notFound)).toMatchObject({ status: 'F', resultCode: 'ACCOUNT_NOT_FOUND', reason: 'INVALID_DESTINATION' });
    expect(await sink.outcomeOf(poor)).toMatchObject({ status: 'F', resultCode: 'INSUFFICIENT_FUNDS', reason: 'INSUFFICIENT_FUNDS' });
  });

  it('never call back for 0002 and 0003, and the status query answers success and failure', async () => {
    const ok = order();
    const bad = order();
    await bank.payout({ orderId: ok, amount: 100, destination: account('5550002'), remarks: '' });
    await bank.payout({ orderId: bad, amount: 100, destination: account('5550003'), remarks: '' });
    await sleep(80);
    expect(sink.outcomes.filter((o) => o.orderId === ok || o.orderId === bad)).toHaveLength(0);
    expect(await bank.status(ok, null)).toMatchObject({ status: 'S', resultCode: '00' });
    expect(await bank.status(bad, null)).toMatchObject({ status: 'F', resultCode: 'DECLINED' });
  });

  it('are unavailable for 0004, and a transfer never taken fails on status', async () => {
    const id = order();
    await expect(bank.payout({ orderId: id, amount: 100, destination: account('5550004'), remarks: '' })).rejects.toBeInstanceOf(RailUnavailable);
    expect(await bank.status(id, null)).toMatchObject({ status: 'F', resultCode: 'NOT_FOUND' });
  });

  it('pay once when the same order is submitted twice', async () => {
    const id = order();
    const before = sim.transferCount;
    const first = await bank.payout({ orderId: id, amount: 100, destination: account('1234567890'), remarks: '' });
    const second = await bank.payout({ orderId: id, amount: 100, destination: account('1234567890'), remarks: '' });
    expect(second.networkRef).toBe(first.networkRef);
    expect(sim.transferCount).toBe(before + 1);
  });

  it('refuse PesaLink over KES 999,999 and a destination that belongs to another rail', async () => {
    await expect(pesalink.payout({ orderId: order(), amount: 100_000_000, destination: account('1234567890', 'PESALINK'), remarks: '' })).rejects.toMatchObject({
      resultCode: 'LIMIT_EXCEEDED',
    });
    await expect(bank.payout({ orderId: order(), amount: 100, destination: account('1234567890', 'PESALINK'), remarks: '' })).rejects.toBeInstanceOf(RailRefused);
    await expect(card.payout({ orderId: order(), amount: 100, destination: account('1234567890'), remarks: '' })).rejects.toBeInstanceOf(RailRefused);
  });

  it('look up an account holder’s name, and nobody for 0001 or a PesaLink phone ending 9999', async () => {
    const name = await bank.lookupAccountName('01', '1234567890');
    expect(name).toMatch(/^[A-Z ]+$/);
    expect(await bank.lookupAccountName('01', '1234567890')).toBe(name);
    expect(await bank.lookupAccountName('01', '5550001')).toBeNull();
    expect(await pesalink.lookupName({ kind: 'phone', msisdn: '254712345678' })).toMatch(/^[A-Z ]+$/);
    expect(await pesalink.lookupName({ kind: 'phone', msisdn: '254712349999' })).toBeNull();
  });

  it('refuse a result callback whose URL was not signed for that order', async () => {
    const res = await receiver.inject({
      method: 'POST',
      url: '/rails/bank/result?order=X&sig=nope',
      payload: { reference: 'X', transferId: 'T', status: 'SUCCESS', resultCode: '00', resultMessage: 'Success', receipt: 'R', completedAt: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(403);
  });

  it('charge a saved card (card rail only) by the test endings of its last four digits', async () => {
    expect(bank.collect).toBeUndefined();
    expect(pesalink.collect).toBeUndefined();
    const charge = (orderId: string, last4: string) =>
      card.collect!({ orderId, amount: 10_000, msisdn: '254712345678', accountReference: '800100200300', description: 'Top-up', card: { token: 'card-1', last4 } });
    const [ok, declined, poor, silent] = [order(), order(), order(), order()];
    const first = await charge(ok, '2231');
    expect(await charge(ok, '2231')).toEqual(first);
    await charge(declined, '0003');
    await charge(poor, '0005');
    await charge(silent, '0006');
    expect(await sink.outcomeOf(ok)).toMatchObject({ status: 'S', resultCode: '00', reason: null });
    expect((await sink.outcomeOf(ok))?.receipt).toMatch(/^CC/);
    expect(await sink.outcomeOf(declined)).toMatchObject({ status: 'F', resultCode: 'DECLINED', reason: 'OTHER' });
    expect(await sink.outcomeOf(poor)).toMatchObject({ status: 'F', resultCode: 'INSUFFICIENT_FUNDS', reason: 'INSUFFICIENT_FUNDS' });
    await sleep(50);
    expect(await card.status(silent, null)).toBeNull();
    await expect(charge(order(), '0004')).rejects.toBeInstanceOf(RailUnavailable);
    await expect(card.collect!({ orderId: order(), amount: 10_000, msisdn: '', accountReference: 'x', description: 'x' })).rejects.toBeInstanceOf(RailRefused);
  });
});
