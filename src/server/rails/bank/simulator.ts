import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { CallbackSender, SimulatorStore } from '../simulator-support';
import { type ChargeRequest, chargeRequest, PESALINK_MAX_CENTS, type TransferRequest, type TransferResult, transferRequest } from './bank.api';

/**
 * A stand-in for the bank gateway (PesaLink, RTGS/EFT, card) on its own loopback listener.
 * Deterministic by the last four digits of the account, card or phone number:
 * - 0001: fails, 'ACCOUNT_NOT_FOUND' (and the name lookup finds nobody);
 * - 0002: accepted, the callback never comes; the status query says success;
 * - 0003: accepted, the callback never comes; the status query says failed;
 * - 0004: the request fails with HTTP 503 (unavailable);
 * - 0005: fails, 'INSUFFICIENT_FUNDS' (our float at the bank);
 * - 9999 (phone, PesaLink): not registered for PesaLink (lookup answers 404);
 * - PesaLink over KES 999,999: refused at once (400 LIMIT_EXCEEDED);
 * - anything else succeeds after the delay.
 * Card charges (`POST /v1/charges`, a top-up from a saved card), by the card's last four digits:
 * 0002 accepted, no callback, status success; 0003 declined by the issuer; 0004 HTTP 503;
 * 0005 insufficient funds on the card; 0006 accepted and never answered (status stays PENDING);
 * anything else succeeds after the delay.
 * A repeated `reference` is answered with the first acknowledgement and never pays twice.
 */
export interface BankSimulatorOptions {
  port: number;
  apiKey: string;
  delayMs: () => number;
  onCallbackFailure?: (url: string, reason: string) => void;
  /** Where the simulator keeps its memory across restarts (null: in memory only). */
  stateFile?: string | null;
}

interface Transfer {
  request: TransferRequest | ChargeRequest;
  transferId: string;
  result: TransferResult;
  settledAt: number;
}

const NAMES = ['JOHN KAMAU MWANGI', 'MARY WANJIKU NJOROGE', 'PETER OTIENO ODHIAMBO', 'GRACE AKINYI OCHIENG', 'JAMES KIPCHOGE KORIR', 'FAITH MUTHONI KARIUKI'];

function lastFour(request: TransferRequest | ChargeRequest): string {
  if ('card' in request) return request.card.last4;
  const d = request.destination;
  const number = d.type === 'account' ? d.accountNo : d.type === 'phone' ? d.phone : d.cardNo;
  return number.slice(-4);
}

/** A stable, plausible holder name for a number. */
export function simulatedName(key: string): string {
  const n = crypto.createHash('sha256').update(key).digest().readUInt32BE(0);
  return NAMES[n % NAMES.length] ?? 'JOHN KAMAU MWANGI';
}

export class BankSimulator {
  private readonly transfers = new Map<string, Transfer>();
  private readonly sender: CallbackSender;
  private readonly store: SimulatorStore<Transfer[]>;
  baseUrl = '';

  private constructor(
    private readonly app: FastifyInstance,
    private readonly options: BankSimulatorOptions,
  ) {
    this.sender = new CallbackSender(options.onCallbackFailure);
    this.store = new SimulatorStore<Transfer[]>(options.stateFile ?? null);
    for (const transfer of this.store.load() ?? []) this.transfers.set(transfer.request.reference, transfer);
  }

  static async start(options: BankSimulatorOptions): Promise<BankSimulator> {
    const app = Fastify({ logger: false });
    const sim = new BankSimulator(app, options);
    sim.routes();
    sim.baseUrl = await app.listen({ port: options.port, host: '127.0.0.1' });
    return sim;
  }

  get transferCount(): number {
    return this.transfers.size;
  }

  async close(): Promise<void> {
    await this.sender.close();
    await this.app.close();
  }

  private routes(): void {
    const app = this.app;
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${this.options.apiKey}`) return this.error(reply, 401, 'UNAUTHORIZED', 'Invalid API key');
    });

    app.post('/v1/transfers', async (request, reply) => {
      const parsed = transferRequest.safeParse(request.body);
      if (!parsed.success) return this.error(reply, 400, 'INVALID_REQUEST', parsed.error.issues[0]?.path.join('.') || 'body');
      const body = parsed.data;
      const existing = this.transfers.get(body.reference);
      if (existing) return reply.code(202).send(this.ack(existing));
      const digits = lastFour(body);
      if (digits === '0004') return this.error(reply, 503, 'UNAVAILABLE', 'The gateway is unavailable');
      if (body.method === 'PESALINK' && body.amount > PESALINK_MAX_CENTS) return this.error(reply, 400, 'LIMIT_EXCEEDED', 'PesaLink takes up to KES 999,999');
      if (body.destination.type === 'phone' && digits === '9999') return this.error(reply, 400, 'NOT_REGISTERED', 'The phone is not registered for PesaLink');
      const delay = this.options.delayMs();
      const transferId = `BT${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
      const failure: Record<string, [string, string]> = {
        '0001': ['ACCOUNT_NOT_FOUND', 'Account not found'],
        '0003': ['DECLINED', 'The receiving bank declined the transfer'],
        '0005': ['INSUFFICIENT_FUNDS', 'Insufficient funds in the settlement account'],
      };
      const [code, message] = failure[digits] ?? ['00', 'Success'];
      const ok = code === '00';
      const transfer: Transfer = {
        request: body,
        transferId,
        settledAt: Date.now() + delay,
        result: {
          reference: body.reference,
          transferId,
          status: ok ? 'SUCCESS' : 'FAILED',
          resultCode: code,
          resultMessage: message,
          receipt: ok ? `${body.method.slice(0, 2)}${crypto.randomBytes(5).toString('hex').toUpperCase()}` : null,
          completedAt: new Date(Date.now() + delay).toISOString(),
        },
      };
      this.transfers.set(body.reference, transfer);
      this.store.save([...this.transfers.values()]);
      if (digits !== '0002' && digits !== '0003') this.sender.send(delay, body.callbackUrl, transfer.result);
      return reply.code(202).send(this.ack(transfer));
    });

    app.post('/v1/charges', async (request, reply) => {
      const parsed = chargeRequest.safeParse(request.body);
      if (!parsed.success) return this.error(reply, 400, 'INVALID_REQUEST', parsed.error.issues[0]?.path.join('.') || 'body');
      const body = parsed.data;
      const existing = this.transfers.get(body.reference);
      if (existing) return reply.code(202).send(this.ack(existing));
      const digits = body.card.last4;
      if (digits === '0004') return this.error(reply, 503, 'UNAVAILABLE', 'The gateway is unavailable');
      const delay = this.options.delayMs();
      const transferId = `CH${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
      const failure: Record<string, [string, string]> = {
        '0003': ['DECLINED', 'The card issuer declined the payment'],
        '0005': ['INSUFFICIENT_FUNDS', 'Insufficient funds on the card'],
      };
      const [code, message] = failure[digits] ?? ['00', 'Success'];
      const ok = code === '00';
      // 0006: the network never answers, not even the status query (the order times out on our side).
      const settledAt = digits === '0006' ? Number.MAX_SAFE_INTEGER : Date.now() + delay;
      const transfer: Transfer = {
        request: body,
        transferId,
        settledAt,
        result: {
          reference: body.reference,
          transferId,
          status: ok ? 'SUCCESS' : 'FAILED',
          resultCode: code,
          resultMessage: message,
          receipt: ok ? `CC${crypto.randomBytes(5).toString('hex').toUpperCase()}` : null,
          completedAt: new Date(Date.now() + delay).toISOString(),
        },
      };
      this.transfers.set(body.reference, transfer);
      this.store.save([...this.transfers.values()]);
      if (digits !== '0002' && digits !== '0006') this.sender.send(delay, body.callbackUrl, transfer.result);
      return reply.code(202).send(this.ack(transfer));
    });

    app.get('/v1/transfers/:reference', async (request, reply) => {
      const { reference } = request.params as { reference: string };
      const transfer = this.transfers.get(reference);
      if (!transfer) return this.error(reply, 404, 'NOT_FOUND', 'No such transfer');
      const settled = Date.now() >= transfer.settledAt;
      return {
        reference,
        transferId: transfer.transferId,
        status: settled ? transfer.result.status : 'PENDING',
        resultCode: settled ? transfer.result.resultCode : null,
        resultMessage: settled ? transfer.result.resultMessage : null,
        receipt: settled ? transfer.result.receipt : null,
      };
    });

    app.get('/v1/accounts/lookup', async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      if (q.phone) {
        if (q.phone.endsWith('9999')) return this.error(reply, 404, 'NOT_REGISTERED', 'The phone is not registered for PesaLink');
        return { accountName: simulatedName(q.phone) };
      }
      if (!q.bankCode || !q.accountNo) return this.error(reply, 400, 'INVALID_REQUEST', 'bankCode and accountNo, or phone');
      if (q.accountNo.endsWith('0001')) return this.error(reply, 404, 'ACCOUNT_NOT_FOUND', 'Account not found');
      if (q.accountNo.endsWith('0004')) return this.error(reply, 503, 'UNAVAILABLE', 'The gateway is unavailable');
      return { accountName: simulatedName(`${q.bankCode}/${q.accountNo}`) };
    });
  }

  private ack(transfer: Transfer) {
    return { reference: transfer.request.reference, transferId: transfer.transferId, status: 'ACCEPTED' as const };
  }

  private error(reply: FastifyReply, status: number, code: string, message: string) {
    return reply.code(status).send({ error: { code, message } });
  }
}
