import type { FastifyInstance } from 'fastify';
import type { RailsConfig } from '../../config';
import { verifyCallback } from '../callback-auth';
import type { SinkRef } from '../mpesa/routes';
import { transferResult } from './bank.api';
import { type BankRailName, bankReason, bankResultRoute } from './bank.rail';

/**
 * `/rails/{pesalink|bank|card}/result`: the gateway's outcome of a transfer. The URL is signed for
 * its order (callback-auth.ts) and the body's reference must be that order; otherwise 403.
 */
export function registerBankRoutes(app: FastifyInstance, config: RailsConfig, sinkRef: SinkRef): void {
  for (const name of ['pesalink', 'bank', 'card'] as BankRailName[]) {
    const path = bankResultRoute(name);
    app.post(path, async (request, reply) => {
      const auth = verifyCallback(config.callbackSecret, path, request.query);
      const parsed = transferResult.safeParse(request.body);
      if (!auth.ok || (parsed.success && parsed.data.reference !== auth.orderId)) return reply.code(403).send({ ok: false });
      const sink = sinkRef.current;
      if (!sink) return reply.code(503).send({ ok: false, retry: true });
      if (!parsed.success) return reply.code(400).send({ ok: false });
      const r = parsed.data;
      await sink.outcome({
        orderId: r.reference,
        networkRef: r.transferId,
        status: r.status === 'SUCCESS' ? 'S' : 'F',
        resultCode: r.resultCode,
        resultDesc: r.resultMessage,
        receipt: r.receipt,
        reason: bankReason(r.resultCode),
      });
      return { ok: true };
    });
  }
}
