import type { FastifyInstance } from 'fastify';
import type { RailsConfig } from '../../config';
import { registerResultRoute } from '../gateway';
import type { SinkRef } from '../mpesa/routes';
import { transferResult } from './bank.api';
import { type BankRailName, bankReason, bankResultRoute } from './bank.rail';

/**
 * `/rails/{pesalink|bank|card}/result`: the gateway's outcome of a transfer. The URL is signed for
 * its order (callback-auth.ts) and the body's reference must be that order; otherwise 403.
 */
export function registerBankRoutes(app: FastifyInstance, config: RailsConfig, sinkRef: SinkRef): void {
  for (const name of ['pesalink', 'bank', 'card'] as BankRailName[]) {
    registerResultRoute(app, config, sinkRef, bankResultRoute(name), transferResult, (r) => ({
      orderId: r.reference,
      networkRef: r.transferId,
      status: r.status === 'SUCCESS' ? 'S' : 'F',
      resultCode: r.resultCode,
      resultDesc: r.resultMessage,
      receipt: r.receipt,
      reason: bankReason(r.resultCode),
    }));
  }
}
