import { describe, expect, it } from 'vitest';
import { RailRefused, RailUnavailable } from '../rail';
import { DarajaClient, type DarajaSettings, nairobiTimestamp, stkPassword } from './daraja';
import { fixture, schemaFromFixture } from './fixtures';
import { MpesaRail, wholeShillings } from './mpesa.rail';

const settings: DarajaSettings = {
  baseUrl: 'https://sandbox.safaricom.co.ke',
  consumerKey: 'key',
  consumerSecret: 'secret',
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  initiatorName: 'testapi',
  securityCredential: 'cred',
  timeoutMs: 2000,
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake Daraja: records each request and answers from `answer(path)`. */
function fakeFetch(answer: (path: string) => { status: number; body: unknown } | Error) {
  const calls: Call[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const path = new URL(url).pathname;
    const result = path === '/oauth/v1/generate' ? { status: 200, body: fixture('oauth.response') } : answer(path);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, impl };
}

const ok = (name: string) => () => ({ status: 200, body: fixture(name) });
const rails = { callbackBaseUrl: 'https://biashara.example', callbackSecret: 's3cret', timeoutMs: 2000 } as never;

describe('the Daraja client', () => {
  it('sends an STK push with the documented field names and types', async () => {
    const fake = fakeFetch(ok('stk-push.response'));
    const client = new DarajaClient(settings, fake.impl, () => new Date('2026-01-02T03:04:05Z'));
    const answer = await client.stkPush({ amount: 150, msisdn: '254708374149', callbackUrl: 'https://x.example/cb', accountReference: 'INV-2026-000123', description: 'Payment of invoice' });
    const body = fake.calls[1]?.body as Record<string, unknown>;
    expect(schemaFromFixture(fixture('stk-push.request')).safeParse(body).success).toBe(true);
    expect(body.Timestamp).toBe('20260102060405');
    expect(body.Password).toBe(stkPassword('174379', settings.passkey, '20260102060405'));
    expect(String(body.AccountReference).length).toBeLessThanOrEqual(12);
    expect(String(body.TransactionDesc).length).toBeLessThanOrEqual(13);
    expect(answer.CheckoutRequestID).toBe('ws_CO_191220191020363925');
  });

  it('fetches one token and reuses it until it expires', async () => {
    const fake = fakeFetch(ok('b2c.response'));
    const client = new DarajaClient(settings, fake.impl);
    const args = { originatorConversationId: 'o1', amount: 10, msisdn: '254708374149', remarks: 'r', occasion: '', resultUrl: 'https://x.example/r', timeoutUrl: 'https://x.example/t' };
    await client.b2c(args);
    await client.b2c({ ...args, originatorConversationId: 'o2' });
    const tokenCalls = fake.calls.filter((c) => c.url.includes('/oauth/v1/generate'));
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.headers.authorization).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
    expect(fake.calls[1]?.headers.authorization).toBe('Bearer c9SQxWWhmdVRlyh0zh8gZDTkubVF');
  });

  it('sends B2C, B2B, status, reversal and C2B register bodies as documented', async () => {
    const fake = fakeFetch((path) =>
      path.includes('registerurl') ? { status: 200, body: fixture('c2b-register.response') } : { status: 200, body: fixture('b2c.response') },
    );
    const client = new DarajaClient(settings, fake.impl);
    const urls = { resultUrl: 'https://x.example/r', timeoutUrl: 'https://x.example/t' };
    await client.b2c({ originatorConversationId: 'o1', amount: 10, msisdn: '254708374149', remarks: 'r', occasion: '', ...urls });
    await client.b2b({ originatorConversationId: 'o2', amount: 239, paybill: '888880', accountReference: '353353', remarks: 'OK', ...urls });
    await client.transactionStatus({ originatorConversationId: 'o1', transactionId: 'NEF61H8J60', remarks: 'OK', ...urls });
    await client.reversal({ transactionId: 'PDU91HIVIT', amount: 200, remarks: 'Payment reversal', ...urls });
    await client.registerC2bUrls({ shortCode: '600984', responseType: 'Completed', confirmationUrl: 'https://x.example/c', validationUrl: 'https://x.example/v' });
    const bodies = fake.calls.slice(1).map((c) => c.body);
    const checks = [
      schemaFromFixture(fixture('b2c.request')),
      // Our addition: B2B carries our order id too, so a resubmission is recognised.
      schemaFromFixture(fixture('b2b.request'), { optional: ['Requester'], extra: { OriginatorConversationID: schemaFromFixture('x') } }),
      schemaFromFixture(fixture('transaction-status.request')),
      schemaFromFixture(fixture('reversal.request')),
      schemaFromFixture(fixture('c2b-register.request')),
    ];
    checks.forEach((schema, i) => {
      const result = schema.safeParse(bodies[i]);
      expect(result.success, `${fake.calls[i + 1]?.url}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    });
    expect(fake.calls.map((c) => new URL(c.url).pathname).slice(1)).toEqual([
      '/mpesa/b2c/v3/paymentrequest',
      '/mpesa/b2b/v1/paymentrequest',
      '/mpesa/transactionstatus/v1/query',
      '/mpesa/reversal/v1/request',
      '/mpesa/c2b/v1/registerurl',
    ]);
  });

  it('treats a 5xx, a network error and a time-out as unavailable, and a 4xx as refused', async () => {
    const args = { originatorConversationId: 'o1', amount: 10, msisdn: '254708374149', remarks: 'r', occasion: '', resultUrl: 'https://x.example/r', timeoutUrl: 'https://x.example/t' };
    const answers: ({ status: number; body: unknown } | Error)[] = [
      { status: 503, body: { errorCode: '503.001.01', errorMessage: 'Service Unavailable' } },
      new TypeError('fetch failed'),
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
    ];
    for (const answer of answers) {
      const client = new DarajaClient(settings, fakeFetch(() => answer).impl);
      await expect(client.b2c(args)).rejects.toBeInstanceOf(RailUnavailable);
    }
    const refused = new DarajaClient(settings, fakeFetch(() => ({ status: 400, body: fixture('error.response') })).impl);
    await expect(refused.b2c(args)).rejects.toMatchObject({ resultCode: '400.002.02', resultDesc: 'Bad Request - Invalid Amount' });
  });

  it('reads an STK query still in process as pending', async () => {
    const client = new DarajaClient(settings, fakeFetch(() => ({ status: 500, body: fixture('stk-query.pending') })).impl);
    expect(await client.stkQuery('ws_CO_1')).toBe('pending');
  });

  it('refuses a push to a phone that already has one in process', async () => {
    const body = { requestId: '1', errorCode: '500.001.1001', errorMessage: 'Unable to lock subscriber, a transaction is already in process for the current subscriber' };
    const client = new DarajaClient(settings, fakeFetch(() => ({ status: 500, body })).impl);
    await expect(client.stkPush({ amount: 1, msisdn: '254708374149', callbackUrl: 'https://x.example', accountReference: 'a', description: 'd' })).rejects.toMatchObject({
      resultCode: '1001',
    });
  });
});

describe('the M-PESA rail', () => {
  it('refuses an amount that is not whole shillings before calling Daraja', async () => {
    const fake = fakeFetch(ok('b2c.response'));
    const rail = new MpesaRail(new DarajaClient(settings, fake.impl), rails);
    await expect(rail.payout({ orderId: 'o', amount: 1050, destination: { kind: 'phone', msisdn: '254708374149' }, remarks: '' })).rejects.toBeInstanceOf(RailRefused);
    expect(fake.calls).toHaveLength(0);
    expect(wholeShillings(12_300)).toBe(123);
  });

  it('pays a phone by B2C keyed by the order id, with signed callback URLs', async () => {
    const fake = fakeFetch(ok('b2c.response'));
    const rail = new MpesaRail(new DarajaClient(settings, fake.impl), rails);
    const accepted = await rail.payout({ orderId: 'ORD-1', amount: 10_000, destination: { kind: 'phone', msisdn: '254708374149' }, remarks: 'Payout' });
    const body = fake.calls[1]?.body as Record<string, string>;
    expect(body.OriginatorConversationID).toBe('ORD-1');
    expect(body.Amount).toBe(100);
    expect(body.ResultURL).toMatch(/^https:\/\/biashara\.example\/rails\/daraja\/b2c\/result\?order=ORD-1&sig=[\w-]{32}$/);
    expect(body.ResultURL).not.toMatch(/mpesa|safaricom/i);
    expect(accepted.networkRef).toBe('AG_20191219_00005797af5d7d75f652');
  });

  it('refuses a bank destination', async () => {
    const rail = new MpesaRail(new DarajaClient(settings, fakeFetch(ok('b2c.response')).impl), rails);
    await expect(rail.payout({ orderId: 'o', amount: 100, destination: { kind: 'card', cardNo: '4111111111111111' }, remarks: '' })).rejects.toMatchObject({ resultCode: 'DESTINATION' });
  });

  it('stamps requests with Nairobi time', () => {
    expect(nairobiTimestamp(new Date('2026-12-31T22:30:00Z'))).toBe('20270101013000');
  });
});
