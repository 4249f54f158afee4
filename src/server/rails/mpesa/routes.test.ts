import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { callbackUrl } from '../callback-auth';
import { fixture } from './fixtures';
import { MPESA_ROUTES } from './mpesa.rail';
import { registerMpesaRoutes, type SinkRef } from './routes';
import { RecordingSink, testRailsConfig } from './testing';

function setup(withSink = true) {
  const config = testRailsConfig();
  const sink = new RecordingSink();
  const ref: SinkRef = { current: withSink ? sink : null };
  const app = Fastify({ logger: false });
  registerMpesaRoutes(app, config, ref);
  const url = (route: string, orderId: string | null) => callbackUrl('', config.callbackSecret, route, orderId);
  return { app, sink, url };
}

describe('the M-PESA callback routes', () => {
  it('map a successful STK callback to a success with the receipt', async () => {
    const { app, sink, url } = setup();
    const res = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.stkCallback, 'ORD-1'), payload: fixture('stk-callback.success') });
    expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(sink.outcomes).toEqual([
      {
        orderId: 'ORD-1',
        networkRef: 'ws_CO_191220191020363925',
        status: 'S',
        resultCode: '0',
        resultDesc: 'The service request is processed successfully.',
        receipt: 'NLJ7RT61SV',
        reason: null,
      },
    ]);
  });

  it('map a cancelled STK push to a failure the user cancelled', async () => {
    const { app, sink, url } = setup();
    await app.inject({ method: 'POST', url: url(MPESA_ROUTES.stkCallback, 'ORD-2'), payload: fixture('stk-callback.cancelled') });
    expect(sink.outcomes[0]).toMatchObject({ orderId: 'ORD-2', status: 'F', resultCode: '1032', receipt: null, reason: 'CANCELLED' });
  });

  it('map B2C and B2B results, success and failure', async () => {
    const { app, sink, url } = setup();
    await app.inject({ method: 'POST', url: url(MPESA_ROUTES.b2cResult, 'P1'), payload: fixture('b2c-result.success') });
    await app.inject({ method: 'POST', url: url(MPESA_ROUTES.b2cResult, 'P2'), payload: fixture('b2c-result.failed') });
    await app.inject({ method: 'POST', url: url(MPESA_ROUTES.b2bResult, 'P3'), payload: fixture('b2b-result.success') });
    expect(sink.outcomes.map((o) => [o.orderId, o.status, o.resultCode, o.receipt, o.reason])).toEqual([
      ['P1', 'S', '0', 'NLJ41HAY6Q', null],
      ['P2', 'F', '2001', null, 'WRONG_PIN'],
      ['P3', 'S', '0', 'QKA81LK5CY', null],
    ]);
  });

  it('map a completed transaction status to a success', async () => {
    const { app, sink, url } = setup();
    await app.inject({ method: 'POST', url: url(MPESA_ROUTES.statusResult, 'P4'), payload: fixture('transaction-status-result') });
    expect(sink.outcomes[0]).toMatchObject({ orderId: 'P4', status: 'S', receipt: 'MBN31H462N' });
  });

  it('map a reversal result to the reversal order', async () => {
    const { app, sink, url } = setup();
    await app.inject({ method: 'POST', url: url(MPESA_ROUTES.reversalResult, 'R1'), payload: fixture('reversal-result') });
    expect(sink.outcomes[0]).toMatchObject({ orderId: 'R1', status: 'S', receipt: 'SKE52PAWR9' });
  });

  it('validate and confirm a C2B payment in cents', async () => {
    const { app, sink, url } = setup();
    sink.rejectBillRefs.add('BAD');
    const accept = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.c2bValidation, null), payload: fixture('c2b-payment') });
    expect(accept.json()).toEqual(fixture('c2b-validation.accept'));
    const reject = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.c2bValidation, null), payload: { ...fixture<Record<string, unknown>>('c2b-payment'), BillRefNumber: 'BAD' } });
    expect(reject.json()).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    const confirm = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.c2bConfirmation, null), payload: fixture('c2b-payment') });
    expect(confirm.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    expect(sink.incomings).toEqual([
      {
        rail: 'mpesa',
        transId: 'RKTQDM7W6S',
        shortCode: '600638',
        billRef: 'invoice008',
        amount: 1000,
        msisdn: '25470****149',
        payerName: 'John Doe',
        at: '2019-11-22T03:38:45.000Z',
      },
    ]);
  });

  it('refuse a C2B payment whose amount is no amount in shillings, or whose text holds a NUL, as unreadable, crediting nothing', async () => {
    const { app, sink, url } = setup();
    for (const TransAmount of ['NaN', 'x', '', -1, '-5', 0, 1e20, 0.001, '10.005', {}]) {
      for (const route of [MPESA_ROUTES.c2bValidation, MPESA_ROUTES.c2bConfirmation]) {
        const res = await app.inject({ method: 'POST', url: url(route, null), payload: { ...fixture<Record<string, unknown>>('c2b-payment'), TransAmount } });
        expect(res.statusCode, `${route} ${JSON.stringify(TransAmount)}`).toBe(400);
      }
    }
    const nul = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.c2bConfirmation, null), payload: { ...fixture<Record<string, unknown>>('c2b-payment'), BillRefNumber: 'inv\u0000' } });
    expect(nul.statusCode).toBe(400);
    expect(sink.incomings).toHaveLength(0);
    const cents = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.c2bConfirmation, null), payload: { ...fixture<Record<string, unknown>>('c2b-payment'), TransAmount: '10.50' } });
    expect(cents.statusCode).toBe(200);
    expect(sink.incomings[0]?.amount).toBe(1050);
  });

  it('refuse a callback whose signature is wrong or belongs to another order', async () => {
    const { app, sink, url } = setup();
    const forged = await app.inject({ method: 'POST', url: `${MPESA_ROUTES.stkCallback}?order=ORD-1&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, payload: fixture('stk-callback.success') });
    const unsigned = await app.inject({ method: 'POST', url: MPESA_ROUTES.c2bConfirmation, payload: fixture('c2b-payment') });
    const otherOrder = url(MPESA_ROUTES.stkCallback, 'ORD-1').replace('order=ORD-1', 'order=ORD-2');
    const swapped = await app.inject({ method: 'POST', url: otherOrder, payload: fixture('stk-callback.success') });
    expect([forged.statusCode, unsigned.statusCode, swapped.statusCode]).toEqual([403, 403, 403]);
    expect(sink.outcomes).toHaveLength(0);
    expect(sink.incomings).toHaveLength(0);
  });

  it('answer 503 while no sink is set, so the network tries again', async () => {
    const { app, url } = setup(false);
    const res = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.stkCallback, 'ORD-1'), payload: fixture('stk-callback.success') });
    expect(res.statusCode).toBe(503);
  });

  it('accept a queue time-out without deciding the order', async () => {
    const { app, sink, url } = setup();
    const res = await app.inject({ method: 'POST', url: url(MPESA_ROUTES.b2cTimeout, 'P9'), payload: fixture('b2c-result.failed') });
    expect(res.statusCode).toBe(200);
    expect(sink.outcomes).toHaveLength(0);
  });
});
