import type { FastifyInstance } from 'fastify';
import type { RailsConfig } from '../../config';
import { verifyCallback } from '../callback-auth';
import type { SinkRef } from '../mpesa/routes';
import { paymentResult } from './billers.api';
import { billersReason, billersResultRoute } from './billers.rail';

/**
 * `/rails/billers/result`: the billers gateway's outcome of a payment. The URL is signed for its
 * order (callback-auth.ts) and the body's reference must be that order; otherwise 403.
 */
export function registerBillersRoutes(app: FastifyInstance, config: RailsConfig, sinkRef: SinkRef): void {
  app.post(billersResultRoute, async (request, reply) => {
    const auth = verifyCallback(config.callbackSecret, billersResultRoute, request.query);
    const parsed = paymentResult.safeParse(request.body);
    if (!auth.ok || (parsed.success && parsed.data.reference !== auth.orderId)) return reply.code(403).send({ ok: false });
    const sink = sinkRef.current;
    if (!sink) return reply.code(503).send({ ok: false, retry: true });
    if (!parsed.success) return reply.code(400).send({ ok: false });
    const r = parsed.data;
    await sink.outcome({
      orderId: r.reference,
      networkRef: r.paymentId,
      status: r.status === 'SUCCESS' ? 'S' : 'F',
      resultCode: r.resultCode,
      resultDesc: r.resultMessage,
      receipt: r.receipt,
      reason: billersReason(r.resultCode),
    });
    return { ok: true };
  });
}
