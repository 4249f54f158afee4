import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CallbackSender, SimulatorStore } from '../simulator-support';
import { IN_PROCESS_ERROR, nairobiTimestamp } from './daraja';
import {
  b2bRequest,
  b2cRequest,
  type C2bPayment,
  c2bRegisterRequest,
  c2bSimulateRequest,
  type ResultCallback,
  reversalRequest,
  stkPushRequest,
  stkQueryRequest,
  transactionStatusRequest,
} from './daraja.schemas';
import { resultBody, statusResultBody, stkCallbackBody, type Transaction } from './simulator.bodies';
import { type Scenario, SUCCESS_DESC, scenarioFor, shortCodeInfo } from './simulator.scenarios';

/**
 * A stand-in for Safaricom's Daraja API on its own loopback listener, speaking Daraja's paths and
 * shapes (fixtures/), so that pointing MPESA_BASE_URL at Safaricom is the only change. Requests are
 * answered at once with Daraja's acknowledgement; the outcome is posted to the caller's callback
 * URL after `delayMs()`. Transactions live in memory, keyed by OriginatorConversationID (B2C, B2B)
 * or by the whole push (STK: same callback URL, which carries our order id, phone and amount), so a
 * resubmission answers the first acknowledgement again and never pays twice.
 * Deterministic outcomes by number and amount: simulator.scenarios.ts.
 */
export interface DarajaSimulatorOptions {
  port: number;
  delayMs: () => number;
  onCallbackFailure?: (url: string, reason: string) => void;
  /** Where the simulator keeps its memory across restarts (null: in memory only). */
  stateFile?: string | null;
}

interface State {
  transactions: Transaction[];
  c2bUrls: [string, C2bUrls][];
}

interface C2bUrls {
  confirmationUrl: string;
  validationUrl: string;
  responseType: 'Completed' | 'Cancelled';
}


export interface C2bPayResult {
  TransID: string;
  ResultCode: string;
  ResultDesc: string;
}

const ACCEPTED = 'Accept the service request successfully.';

export class DarajaSimulator {
  private readonly transactions = new Map<string, Transaction>();
  private readonly byCheckout = new Map<string, Transaction>();
  private readonly byReceipt = new Map<string, Transaction>();
  private readonly tokens = new Set<string>();
  private readonly c2bUrls = new Map<string, C2bUrls>();
  private readonly sender: CallbackSender;
  private readonly store: SimulatorStore<State>;
  private counter = 0;
  baseUrl = '';

  private constructor(
    private readonly app: FastifyInstance,
    private readonly options: DarajaSimulatorOptions,
  ) {
    this.sender = new CallbackSender(options.onCallbackFailure);
    this.store = new SimulatorStore<State>(options.stateFile ?? null);
    const saved = this.store.load();
    for (const tx of saved?.transactions ?? []) this.index(tx);
    for (const [shortCode, urls] of saved?.c2bUrls ?? []) this.c2bUrls.set(shortCode, urls);
  }

  private persist(): void {
    this.store.save({ transactions: [...this.transactions.values()], c2bUrls: [...this.c2bUrls] });
  }

  static async start(options: DarajaSimulatorOptions): Promise<DarajaSimulator> {
    const app = Fastify({ logger: false });
    const sim = new DarajaSimulator(app, options);
    sim.routes();
    const address = await app.listen({ port: options.port, host: '127.0.0.1' });
    sim.baseUrl = address;
    return sim;
  }

  async close(): Promise<void> {
    await this.sender.close();
    await this.app.close();
  }

  /** How many requests the simulator has taken as payments (tests: a resubmission adds none). */
  get paymentCount(): number {
    return this.transactions.size;
  }

  /** A customer pays a till or paybill: validation, then confirmation, as Daraja does for C2B. */
  async customerPays(input: { shortCode: string; amount: number; msisdn: string; billRef: string; firstName?: string }): Promise<C2bPayResult> {
    const urls = this.c2bUrls.get(input.shortCode);
    if (!urls) return { TransID: '', ResultCode: 'C2B00015', ResultDesc: 'Invalid ShortCode (no URLs registered)' };
    const transId = this.receipt();
    const payment: C2bPayment = {
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: nairobiTimestamp(),
      TransAmount: String(input.amount),
      BusinessShortCode: input.shortCode,
      BillRefNumber: input.billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      // Daraja masks the payer's number.
      MSISDN: `${input.msisdn.slice(0, 5)}****${input.msisdn.slice(-3)}`,
      FirstName: input.firstName ?? 'John',
      MiddleName: '',
      LastName: 'Doe',
    };
    const validation = (await this.sender.post(urls.validationUrl, payment)) as { ResultCode?: unknown; ResultDesc?: unknown } | null;
    if (validation === null && urls.responseType === 'Cancelled') {
      return { TransID: transId, ResultCode: 'C2B00016', ResultDesc: 'Validation URL unreachable; cancelled' };
    }
    if (validation !== null && String(validation.ResultCode) !== '0') {
      return { TransID: transId, ResultCode: String(validation.ResultCode ?? 'C2B00016'), ResultDesc: String(validation.ResultDesc ?? 'Rejected') };
    }
    const tx = this.record({
      kind: 'c2b',
      key: transId,
      ack: {},
      conversationId: this.conversationId(),
      checkoutRequestId: null,
      merchantRequestId: null,
      amount: input.amount,
      party: input.shortCode,
      accountReference: input.billRef,
      receipt: transId,
      resultCode: '0',
      resultDesc: SUCCESS_DESC,
      settledAt: Date.now(),
      reversed: false,
    });
    await this.sender.post(urls.confirmationUrl, payment);
    return { TransID: tx.receipt, ResultCode: '0', ResultDesc: 'Accepted' };
  }

  private routes(): void {
    const app = this.app;
    app.get('/oauth/v1/generate', async (request, reply) => {
      const auth = request.headers.authorization ?? '';
      const query = request.query as Record<string, string | undefined>;
      if (!auth.startsWith('Basic ') || query.grant_type !== 'client_credentials') {
        return reply.code(400).send({ requestId: this.requestId(), errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      }
      const token = crypto.randomBytes(21).toString('base64url');
      this.tokens.add(token);
      return { access_token: token, expires_in: '3599' };
    });

    this.post('/mpesa/stkpush/v1/processrequest', stkPushRequest, (body, reply) => this.stkPush(body, reply));
    this.post('/mpesa/stkpushquery/v1/query', stkQueryRequest, (body, reply) => this.stkQuery(body, reply));
    for (const version of ['v1', 'v3']) {
      this.post(`/mpesa/b2c/${version}/paymentrequest`, b2cRequest, (body, reply) =>
        this.payout('b2c', body.OriginatorConversationID, body.PartyB, body.Amount, body.ResultURL, reply),
      );
    }
    this.post('/mpesa/b2b/v1/paymentrequest', b2bRequest, (body, reply) =>
      this.payout('b2b', body.OriginatorConversationID ?? crypto.randomUUID(), body.PartyB, body.Amount, body.ResultURL, reply, body.AccountReference),
    );
    for (const version of ['v1', 'v2']) {
      this.post(`/mpesa/c2b/${version}/registerurl`, c2bRegisterRequest, (body) => {
        this.c2bUrls.set(body.ShortCode, { confirmationUrl: body.ConfirmationURL, validationUrl: body.ValidationURL, responseType: body.ResponseType });
        this.persist();
        return { OriginatorCoversationID: this.requestId(), ResponseCode: '0', ResponseDescription: 'success' };
      });
      this.post(`/mpesa/c2b/${version}/simulate`, c2bSimulateRequest, (body, reply) => {
        if (!this.c2bUrls.has(body.ShortCode)) return this.error(reply, 400, '400.002.02', 'Bad Request - Invalid ShortCode');
        this.sender.later(this.options.delayMs(), async () => {
          await this.customerPays({ shortCode: body.ShortCode, amount: Number(body.Amount), msisdn: body.Msisdn, billRef: body.BillRefNumber });
        });
        return { OriginatorCoversationID: this.requestId(), ResponseCode: '0', ResponseDescription: ACCEPTED };
      });
    }
    this.post('/mpesa/transactionstatus/v1/query', transactionStatusRequest, (body) => this.transactionStatus(body));
    this.post('/mpesa/reversal/v1/request', reversalRequest, (body) => this.reversal(body));

    // Simulator only: the name and kind of a till or paybill (404 for a number the network does not know).
    app.get('/simulator/shortcode/lookup', async (request, reply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !this.tokens.has(token)) return this.error(reply, 401, '404.001.03', 'Invalid Access Token');
      const info = shortCodeInfo(String((request.query as Record<string, unknown>).shortCode ?? ''));
      if (!info) return this.error(reply, 404, '404.001.04', 'Short code not found');
      return info;
    });

    // Simulator only: a customer pays a till or paybill and the answer waits for validation and confirmation.
    app.post('/simulator/c2b/pay', async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const shortCode = String(body?.shortCode ?? '');
      const amount = Number(body?.amount);
      if (!shortCode || !Number.isInteger(amount) || amount <= 0) return reply.code(400).send({ error: 'shortCode and a whole amount in KES are required' });
      return this.customerPays({ shortCode, amount, msisdn: String(body?.msisdn ?? '254708374149'), billRef: String(body?.billRef ?? '') });
    });
  }

  /** A Daraja POST: bearer token, then the body read by `schema` (400 with Daraja's error shape otherwise). */
  private post<S extends z.ZodType>(path: string, schema: S, handler: (body: z.output<S>, reply: FastifyReply) => unknown): void {
    this.app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !this.tokens.has(token)) return this.error(reply, 401, '404.001.03', 'Invalid Access Token');
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
        return this.error(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
      }
      return handler(parsed.data, reply);
    });
  }

  private error(reply: FastifyReply, status: number, errorCode: string, errorMessage: string) {
    return reply.code(status).send({ requestId: this.requestId(), errorCode, errorMessage });
  }

  private stkPush(body: z.output<typeof stkPushRequest>, reply: FastifyReply) {
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 1) return this.error(reply, 400, '400.002.02', 'Bad Request - Invalid Amount');
    const password = Buffer.from(body.Password, 'base64').toString('utf8');
    if (!password.startsWith(body.BusinessShortCode) || !password.endsWith(body.Timestamp)) {
      return this.error(reply, 400, '400.002.02', 'Bad Request - Invalid Password');
    }
    const key = `stk|${body.CallBackURL}|${body.PhoneNumber}|${amount}|${body.AccountReference}`;
    const existing = this.transactions.get(key);
    if (existing) return existing.ack;
    const scenario = scenarioFor(body.PhoneNumber, amount, 'stk');
    if (scenario.kind === 'unavailable') return this.error(reply, 503, '503.001.01', 'Service Unavailable');
    if (scenario.kind === 'locked') {
      return this.error(reply, 500, IN_PROCESS_ERROR, 'Unable to lock subscriber, a transaction is already in process for the current subscriber');
    }
    const checkoutRequestId = `ws_CO_${nairobiTimestamp()}${String(this.next()).padStart(8, '0')}`;
    const merchantRequestId = `${crypto.randomInt(10000, 99999)}-${crypto.randomInt(1e7, 1e8)}-1`;
    const delay = this.options.delayMs();
    const tx = this.record({
      ...this.base('stk', key, scenario, amount, body.PhoneNumber, delay),
      checkoutRequestId,
      merchantRequestId,
      ack: {
        MerchantRequestID: merchantRequestId,
        CheckoutRequestID: checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      },
    });
    if (scenario.callback) this.sender.send(delay, body.CallBackURL, stkCallbackBody(tx));
    return tx.ack;
  }

  private stkQuery(body: z.output<typeof stkQueryRequest>, reply: FastifyReply) {
    const tx = this.byCheckout.get(body.CheckoutRequestID);
    if (!tx) return this.error(reply, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    if (Date.now() < tx.settledAt) return this.error(reply, 500, IN_PROCESS_ERROR, 'The transaction is being processed');
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: tx.merchantRequestId ?? '',
      CheckoutRequestID: tx.checkoutRequestId ?? '',
      ResultCode: tx.resultCode,
      ResultDesc: tx.resultDesc,
    };
  }

  private payout(kind: 'b2c' | 'b2b', key: string, party: string, rawAmount: string | number, resultUrl: string, reply: FastifyReply, accountReference = '') {
    const amount = Number(rawAmount);
    if (!Number.isInteger(amount) || amount < 1) return this.error(reply, 400, '400.002.02', 'Bad Request - Invalid Amount');
    const existing = this.transactions.get(key);
    if (existing) return existing.ack;
    const scenario = scenarioFor(party, amount, kind);
    if (scenario.kind === 'unavailable') return this.error(reply, 503, '503.001.01', 'Service Unavailable');
    const delay = this.options.delayMs();
    const conversationId = this.conversationId();
    const tx = this.record({
      ...this.base(kind, key, scenario, amount, party, delay),
      accountReference,
      conversationId,
      ack: { ConversationID: conversationId, OriginatorConversationID: key, ResponseCode: '0', ResponseDescription: ACCEPTED },
    });
    if (scenario.kind === 'result' && scenario.callback) this.sender.send(delay, resultUrl, resultBody(tx, this.baseUrl));
    return tx.ack;
  }

  private transactionStatus(body: z.output<typeof transactionStatusRequest>) {
    const tx =
      (body.OriginalConversationID ? this.transactions.get(body.OriginalConversationID) : undefined) ??
      (body.TransactionID ? this.byReceipt.get(body.TransactionID) : undefined);
    const ack = { OriginatorConversationID: this.requestId(), ConversationID: this.conversationId(), ResponseCode: '0', ResponseDescription: ACCEPTED };
    const wait = Math.max(this.options.delayMs(), tx ? tx.settledAt - Date.now() + 1 : 0);
    this.sender.later(wait, async () => {
      await this.sender.post(body.ResultURL, statusResultBody(ack, tx));
    });
    return ack;
  }

  private reversal(body: z.output<typeof reversalRequest>) {
    const tx = this.byReceipt.get(body.TransactionID);
    const ack = { OriginatorConversationID: this.requestId(), ConversationID: this.conversationId(), ResponseCode: '0', ResponseDescription: ACCEPTED };
    let resultCode = '0';
    let resultDesc = SUCCESS_DESC;
    if (!tx) [resultCode, resultDesc] = ['R000002', 'The TransactionID is invalid.'];
    else if (tx.reversed) [resultCode, resultDesc] = ['R000001', 'The transaction has already been reversed.'];
    else if (Number(body.Amount) !== tx.amount) [resultCode, resultDesc] = ['R000003', 'The amount does not match the transaction.'];
    else {
      tx.reversed = true;
      this.persist();
    }
    const result: ResultCallback = {
      Result: {
        ResultType: 0,
        ResultCode: resultCode === '0' ? 0 : resultCode,
        ResultDesc: resultDesc,
        OriginatorConversationID: ack.OriginatorConversationID,
        ConversationID: ack.ConversationID,
        TransactionID: resultCode === '0' ? this.receipt() : 'NLJ0000000',
        ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: `${this.baseUrl}/mpesa/reversalresults/v1/submit` } },
      },
    };
    this.sender.send(this.options.delayMs(), body.ResultURL, result);
    return ack;
  }

  private base(kind: Transaction['kind'], key: string, scenario: Scenario, amount: number, party: string, delay: number) {
    const result = scenario.kind === 'result' ? scenario : { resultCode: '0', resultDesc: SUCCESS_DESC };
    return {
      kind,
      key,
      conversationId: '',
      checkoutRequestId: null,
      merchantRequestId: null,
      amount,
      party,
      accountReference: '',
      receipt: this.receipt(),
      resultCode: result.resultCode,
      resultDesc: result.resultDesc,
      settledAt: Date.now() + delay,
      reversed: false,
    };
  }

  /** Keeps a new transaction, on disk too before it is acknowledged. */
  private record(tx: Transaction): Transaction {
    this.index(tx);
    this.persist();
    return tx;
  }

  private index(tx: Transaction): void {
    this.transactions.set(tx.key, tx);
    if (tx.checkoutRequestId) this.byCheckout.set(tx.checkoutRequestId, tx);
    if (tx.resultCode === '0') this.byReceipt.set(tx.receipt, tx);
  }

  private next(): number {
    this.counter += 1;
    return this.counter;
  }

  /** An M-PESA-like receipt: ten capitals and digits. */
  private receipt(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    let out = 'T';
    for (let i = 0; i < 9; i++) out += alphabet[crypto.randomInt(alphabet.length)];
    return out;
  }

  private conversationId(): string {
    return `AG_${nairobiTimestamp().slice(0, 8)}_${crypto.randomBytes(10).toString('hex')}`;
  }

  private requestId(): string {
    return `${crypto.randomInt(1000, 9999)}-${crypto.randomInt(1e6, 1e7)}-${this.next()}`;
  }
}
