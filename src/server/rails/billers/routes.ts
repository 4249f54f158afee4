import type { FastifyInstance } from 'fastify';
import type { RailsConfig } from '../../config';
import { registerResultRoute } from '../gateway';
import type { SinkRef } from '../mpesa/routes';
import { paymentResult } from './billers.api';
import { billersReason, billersResultRoute } from './billers.rail';

/**
 * `/rails/billers/result`: the billers gateway's outcome of a payment. The URL is signed for its
 * order (callback-auth.ts) and the body's reference must be that order; otherwise 403.
 */
export function registerBillersRoutes(app: FastifyInstance, config: RailsConfig, sinkRef: SinkRef): void {
  registerResultRoute(app, config, sinkRef, billersResultRoute, paymentResult, (r) => ({
    orderId: r.reference,
    networkRef: r.paymentId,
    status: r.status === 'SUCCESS' ? 'S' : 'F',
    resultCode: r.resultCode,
    resultDesc: r.resultMessage,
    receipt: r.receipt,
    reason: billersReason(r.resultCode),
  }));
}
