import Fastify, { type FastifyInstance } from 'fastify';
import type { RailsConfig } from '../../config';
import type { IncomingPayment, RailOutcome, RailSink } from '../rail';
import { registerMpesaRoutes, type SinkRef } from './routes';

/** A sink that records what the rails hand it, and waits for it (tests of the rails). */
export class RecordingSink implements RailSink {
  readonly outcomes: RailOutcome[] = [];
  readonly incomings: IncomingPayment[] = [];
  readonly validations: IncomingPayment[] = [];
  /** Bill references the validation refuses. */
  rejectBillRefs = new Set<string>();
  private waiters: (() => void)[] = [];

  async outcome(outcome: RailOutcome): Promise<void> {
    this.outcomes.push(outcome);
    this.wake();
  }
  async validateIncoming(payment: IncomingPayment) {
    this.validations.push(payment);
    return this.rejectBillRefs.has(payment.billRef) ? { accept: false, reason: 'C2B00012' } : { accept: true };
  }
  async incoming(payment: IncomingPayment): Promise<void> {
    this.incomings.push(payment);
    this.wake();
  }

  /** The outcomes of an order, once at least one came (or a time-out error). */
  async outcomeOf(orderId: string, timeoutMs = 5000): Promise<RailOutcome> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.outcomes.find((o) => o.orderId === orderId);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no outcome for ${orderId}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}

/** A minimal app with only the M-PESA callback routes, listening on loopback. */
export async function callbackApp(
  config: RailsConfig,
  sinkRef: SinkRef,
): Promise<{ app: FastifyInstance; baseUrl: string; received: { path: string; body: unknown }[] }> {
  const app = Fastify({ logger: false });
  const received: { path: string; body: unknown }[] = [];
  app.addHook('preHandler', async (request) => {
    received.push({ path: request.url.split('?')[0] ?? '', body: request.body });
  });
  registerMpesaRoutes(app, config, sinkRef);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl, received };
}

export function testRailsConfig(): RailsConfig {
  return {
    callbackBaseUrl: 'http://127.0.0.1:1',
    callbackSecret: 'test-secret',
    timeoutMs: 3000,
    mpesa: {
      baseUrl: null,
      consumerKey: 'k',
      consumerSecret: 's',
      shortCode: '174379',
      passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
      initiatorName: 'testapi',
      securityCredential: 'cred',
      simPort: 0,
      simDelayMs: 0,
    },
    bank: { baseUrl: null, apiKey: 'k', simPort: 0, simDelayMs: 0 },
  };
}
