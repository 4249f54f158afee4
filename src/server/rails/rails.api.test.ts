import { describe, expect, it } from 'vitest';
import { withTestApp } from '../testing/harness';
import { RecordingSink } from './mpesa/testing';

const t = withTestApp();
let n = 0;
const order = () => `API-${Date.now()}-${++n}`;

describe('the rails inside the app', () => {
  it('start their simulators and deliver an STK push outcome through the app’s callback route', async () => {
    const sink = new RecordingSink();
    t.railSink.current = sink;
    expect(t.rails.simulators.mpesa?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(t.config.rails.callbackBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const id = order();
    await t.rails.mpesa.collect({ orderId: id, amount: 20_000, msisdn: '254708374149', accountReference: 'INV1', description: 'Invoice' });
    expect(await sink.outcomeOf(id)).toMatchObject({ orderId: id, status: 'S', resultCode: '0' });
  });

  it('deliver a bank transfer outcome through /rails/bank/result', async () => {
    const sink = new RecordingSink();
    t.railSink.current = sink;
    const id = order();
    await t.rails.bank.payout({
      orderId: id,
      amount: 1_000_050,
      destination: { kind: 'account', bankCode: '01', accountNo: '1234567890', accountName: null, method: 'EFT' },
      remarks: 'Supplier',
    });
    expect(await sink.outcomeOf(id)).toMatchObject({ orderId: id, status: 'S', resultCode: '00' });
  });

  it('hold callbacks with 503 until the money module sets its sink, and the simulator tries again', async () => {
    t.railSink.current = null;
    const id = order();
    await t.rails.mpesa.payout({ orderId: id, amount: 10_000, destination: { kind: 'phone', msisdn: '254708374149' }, remarks: '' });
    await new Promise((r) => setTimeout(r, 30));
    const sink = new RecordingSink();
    t.railSink.current = sink;
    expect(await sink.outcomeOf(id)).toMatchObject({ orderId: id, status: 'S' });
  });

  it('refuse a forged callback', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rails/daraja/stk/callback?order=X&sig=forged', payload: { Body: {} } });
    expect(res.statusCode).toBe(403);
  });
});
