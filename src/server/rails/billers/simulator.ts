import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { billerByCode } from '../../../shared/dict/bills';
import { simulatedName } from '../bank/simulator';
import { CallbackSender, SimulatorStore } from '../simulator-support';
import { type AccountLookup, type BillPackage, type PaymentRequest, type PaymentResult, paymentRequest } from './billers.api';

/**
 * A stand-in for the billers gateway (billers.api.ts) on its own loopback listener.
 * Deterministic by the last four digits of the account number (or airtime phone):
 * - 0001: unknown account (lookup 404 ACCOUNT_NOT_FOUND; a payment is refused at once);
 * - 0002: closed account (lookup 410 ACCOUNT_CLOSED; a payment is refused at once);
 * - 0003: biller time-out: the payment is accepted and never answered (status stays PENDING),
 *   so our side voids it at its deadline and the money goes back;
 * - 0004: the gateway is unavailable (HTTP 503 for the lookup and the payment);
 * - 0005: the payment fails after the delay ('TRANSACTION_FAILED');
 * - anything else: the lookup answers a stable made-up holder name (and an amount due for
 *   postpaid billers, packages for TV and internet); the payment succeeds after the delay with a
 *   receipt, and for KPLC prepaid a 20-digit token and the units bought.
 * A repeated `reference` is answered with the first acknowledgement and never pays twice.
 */
export interface BillersSimulatorOptions {
  port: number;
  apiKey: string;
  delayMs: () => number;
  onCallbackFailure?: (url: string, reason: string) => void;
  stateFile?: string | null;
}

interface Payment {
  request: PaymentRequest;
  result: PaymentResult;
  settledAt: number;
}

const KES = 100;

/** The packages each TV and internet biller sells (KES a month). */
export const SIM_PACKAGES: Record<string, BillPackage[]> = {
  DSTV: [
    { code: 'DSTV_LITE', name: 'DStv Lite', amount: 800 * KES },
    { code: 'DSTV_FAMILY', name: 'DStv Family', amount: 1_750 * KES },
    { code: 'DSTV_COMPACT', name: 'DStv Compact', amount: 3_600 * KES },
    { code: 'DSTV_COMPACT_PLUS', name: 'DStv Compact Plus', amount: 6_500 * KES },
    { code: 'DSTV_PREMIUM', name: 'DStv Premium', amount: 10_800 * KES },
  ],
  GOTV: [
    { code: 'GOTV_LITE', name: 'GOtv Lite', amount: 399 * KES },
    { code: 'GOTV_PLUS', name: 'GOtv Plus', amount: 1_050 * KES },
    { code: 'GOTV_MAX', name: 'GOtv Max', amount: 1_650 * KES },
    { code: 'GOTV_SUPA', name: 'GOtv Supa', amount: 2_450 * KES },
  ],
  STARTIMES: [
    { code: 'ST_NOVA', name: 'StarTimes Nova', amount: 399 * KES },
    { code: 'ST_BASIC', name: 'StarTimes Basic', amount: 699 * KES },
    { code: 'ST_SMART', name: 'StarTimes Smart', amount: 999 * KES },
    { code: 'ST_SUPER', name: 'StarTimes Super', amount: 1_499 * KES },
  ],
  ZUKU: [
    { code: 'ZUKU_10', name: 'Zuku 10 Mbps', amount: 2_799 * KES },
    { code: 'ZUKU_20', name: 'Zuku 20 Mbps', amount: 3_999 * KES },
    { code: 'ZUKU_40', name: 'Zuku 40 Mbps', amount: 5_999 * KES },
  ],
  SAFARICOM_HOME: [
    { code: 'SFH_BRONZE', name: 'Home Fibre Bronze 15 Mbps', amount: 2_999 * KES },
    { code: 'SFH_SILVER', name: 'Home Fibre Silver 30 Mbps', amount: 4_100 * KES },
    { code: 'SFH_GOLD', name: 'Home Fibre Gold 80 Mbps', amount: 6_299 * KES },
    { code: 'SFH_DIAMOND', name: 'Home Fibre Diamond 500 Mbps', amount: 12_499 * KES },
  ],
};

/** KPLC's average prepaid price per kWh in the simulator (cents), to turn an amount into units. */
const CENTS_PER_KWH = 2_450;

function hashInt(key: string): number {
  return crypto.createHash('sha256').update(key).digest().readUInt32BE(0);
}

/** A stable amount due for a postpaid account: KES 500 to 9,000 in whole shillings. */
export function simulatedAmountDue(biller: string, account: string): number {
  return (500 + (hashInt(`${biller}/${account}/due`) % 8_501)) * KES;
}

/** A 20-digit STS-style token made from the payment's reference (stable across a restart). */
function tokenFor(reference: string): string {
  const digest = crypto.createHash('sha256').update(`token/${reference}`).digest();
  let digits = '';
  for (const byte of digest) {
    digits += String(byte % 10);
    if (digits.length === 20) break;
  }
  return digits;
}

function nairobiDate(offsetDays: number): string {
  const d = new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

export class BillersSimulator {
  private readonly payments = new Map<string, Payment>();
  private readonly sender: CallbackSender;
  private readonly store: SimulatorStore<Payment[]>;
  baseUrl = '';

  private constructor(
    private readonly app: FastifyInstance,
    private readonly options: BillersSimulatorOptions,
  ) {
    this.sender = new CallbackSender(options.onCallbackFailure);
    this.store = new SimulatorStore<Payment[]>(options.stateFile ?? null);
    for (const payment of this.store.load() ?? []) this.payments.set(payment.request.reference, payment);
  }

  static async start(options: BillersSimulatorOptions): Promise<BillersSimulator> {
    const app = Fastify({ logger: false });
    const sim = new BillersSimulator(app, options);
    sim.routes();
    sim.baseUrl = await app.listen({ port: options.port, host: '127.0.0.1' });
    return sim;
  }

  get paymentCount(): number {
    return this.payments.size;
  }

  async close(): Promise<void> {
    await this.sender.close();
    await this.app.close();
  }

  /** What the gateway knows of an account; the error code when it refuses. */
  lookup(billerCode: string, account: string): AccountLookup | { code: string; status: number; message: string } {
    const biller = billerByCode(billerCode);
    if (!biller) return { code: 'UNKNOWN_BILLER', status: 400, message: 'No such biller' };
    const digits = account.slice(-4);
    if (digits === '0001') return { code: 'ACCOUNT_NOT_FOUND', status: 404, message: 'Account not found' };
    if (digits === '0002') return { code: 'ACCOUNT_CLOSED', status: 410, message: 'The account is closed' };
    if (digits === '0004') return { code: 'UNAVAILABLE', status: 503, message: 'The biller is unavailable' };
    const postpaid = biller.mode === 'postpaid';
    return {
      biller: biller.code,
      account,
      accountName: simulatedName(`${biller.code}/${account}`),
      status: 'ACTIVE',
      amountDue: postpaid ? simulatedAmountDue(biller.code, account) : null,
      dueDate: postpaid ? nairobiDate(7 + (hashInt(account) % 14)) : null,
      packages: SIM_PACKAGES[biller.code] ?? [],
    };
  }

  private routes(): void {
    const app = this.app;
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${this.options.apiKey}`) return this.error(reply, 401, 'UNAUTHORIZED', 'Invalid API key');
    });

    app.get('/v1/accounts/lookup', async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      if (!q.biller || !q.account) return this.error(reply, 400, 'INVALID_REQUEST', 'biller and account');
      const found = this.lookup(q.biller, q.account);
      if ('code' in found) return this.error(reply, found.status, found.code, found.message);
      return found;
    });

    app.post('/v1/payments', async (request, reply) => {
      const parsed = paymentRequest.safeParse(request.body);
      if (!parsed.success) return this.error(reply, 400, 'INVALID_REQUEST', parsed.error.issues[0]?.path.join('.') || 'body');
      const body = parsed.data;
      const existing = this.payments.get(body.reference);
      if (existing) return reply.code(202).send(this.ack(existing));
      const found = this.lookup(body.biller, body.account);
      if ('code' in found) return this.error(reply, found.status, found.code, found.message);
      if (found.packages.length > 0) {
        const pkg = found.packages.find((p) => p.code === body.packageCode);
        if (!pkg) return this.error(reply, 400, 'INVALID_PACKAGE', 'No such package');
        if (pkg.amount !== body.amount) return this.error(reply, 400, 'WRONG_AMOUNT', 'The amount is not the price of the package');
      }
      const delay = this.options.delayMs();
      const digits = body.account.slice(-4);
      const ok = digits !== '0005';
      const paymentId = `BP${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
      const prepaid = billerByCode(body.biller)?.mode === 'prepaid';
      const payment: Payment = {
        request: body,
        // 0003: the biller never answers, not even the status query (the order times out on our side).
        settledAt: digits === '0003' ? Number.MAX_SAFE_INTEGER : Date.now() + delay,
        result: {
          reference: body.reference,
          paymentId,
          status: ok ? 'SUCCESS' : 'FAILED',
          resultCode: ok ? '00' : 'TRANSACTION_FAILED',
          resultMessage: ok ? 'Success' : 'The biller could not apply the payment',
          receipt: ok ? `BL${crypto.randomBytes(5).toString('hex').toUpperCase()}` : null,
          token: ok && prepaid ? tokenFor(body.reference) : null,
          units: ok && prepaid ? (body.amount / CENTS_PER_KWH).toFixed(2) : null,
          completedAt: new Date(Date.now() + delay).toISOString(),
        },
      };
      this.payments.set(body.reference, payment);
      this.store.save([...this.payments.values()]);
      if (digits !== '0003') this.sender.send(delay, body.callbackUrl, payment.result);
      return reply.code(202).send(this.ack(payment));
    });

    app.get('/v1/payments/:reference', async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const payment = this.payments.get(reference);
      if (!payment) return this.error(reply, 404, 'NOT_FOUND', 'No such payment');
      if (Date.now() < payment.settledAt) {
        return { ...payment.result, status: 'PENDING', resultCode: null, resultMessage: null, receipt: null, token: null, units: null, completedAt: null };
      }
      return payment.result;
    });
  }

  private ack(payment: Payment) {
    return { reference: payment.request.reference, paymentId: payment.result.paymentId, status: 'ACCEPTED' as const };
  }

  private error(reply: FastifyReply, status: number, code: string, message: string) {
    return reply.code(status).send({ error: { code, message } });
  }
}
