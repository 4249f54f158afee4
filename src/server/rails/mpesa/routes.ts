import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RailsConfig } from '../../config';
import { nulCharacterPath } from '../../../shared/protocol/text';
import { verifyCallback } from '../callback-auth';
import type { IncomingPayment, RailOutcome, RailSink } from '../rail';
import { callbackItems, c2bPayment, resultCallback, resultParameters, stkCallback } from './daraja.schemas';
import { MPESA_ROUTES } from './mpesa.rail';
import { mpesaReason } from './result-codes';

/**
 * The routes Daraja calls on us (not the action router: plain JSON in Daraja's shapes, answered
 * with Daraja's acknowledgement). Each URL was signed for its order when we made the request
 * (callback-auth.ts); an unsigned or forged call is answered 403 and never reaches the sink.
 * In production the reverse proxy should also admit only Safaricom's published callback
 * addresses (docs/rails.md). While no sink is set (the money module not ready), callbacks are
 * answered 503 so the sender tries again.
 */
export interface SinkRef {
  current: RailSink | null;
}

const ACK = { ResultCode: 0, ResultDesc: 'Accepted' };

export function registerMpesaRoutes(app: FastifyInstance, config: RailsConfig, sinkRef: SinkRef): void {
  const route = <S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (body: z.output<S>, orderId: string | null, sink: RailSink, reply: FastifyReply) => Promise<unknown>,
  ) => {
    app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = verifyCallback(config.callbackSecret, path, request.query);
      if (!auth.ok) return reply.code(403).send({ ResultCode: 1, ResultDesc: 'Forbidden' });
      const sink = sinkRef.current;
      if (!sink) return reply.code(503).send({ ResultCode: 1, ResultDesc: 'Not ready; try again' });
      const parsed = schema.safeParse(request.body);
      // A NUL character is text no database keeps (src/shared/protocol/text.ts): as unreadable as a wrong shape.
      if (!parsed.success || nulCharacterPath(request.body)) {
        request.log.warn({ route: path, issues: parsed.error?.issues.slice(0, 3) ?? 'NUL character' }, 'unreadable M-PESA callback');
        return reply.code(400).send({ ResultCode: 1, ResultDesc: 'Unreadable callback' });
      }
      return handle(parsed.data, auth.orderId, sink, reply);
    });
  };

  route(MPESA_ROUTES.stkCallback, stkCallback, async (body, orderId, sink) => {
    if (orderId) await sink.outcome(stkOutcome(orderId, body));
    return ACK;
  });

  for (const path of [MPESA_ROUTES.b2cResult, MPESA_ROUTES.b2bResult, MPESA_ROUTES.reversalResult]) {
    route(path, resultCallback, async (body, orderId, sink) => {
      if (orderId) await sink.outcome(resultOutcome(orderId, body));
      return ACK;
    });
  }

  route(MPESA_ROUTES.statusResult, resultCallback, async (body, orderId, sink, reply) => {
    const outcome = orderId ? statusOutcome(orderId, body) : null;
    if (outcome) await sink.outcome(outcome);
    else reply.log.info({ orderId, resultCode: body.Result.ResultCode }, 'M-PESA status result without an outcome');
    return ACK;
  });

  // A queue time-out means Daraja did not get to the request; its fate is asked again by the status job.
  for (const path of [MPESA_ROUTES.b2cTimeout, MPESA_ROUTES.b2bTimeout, MPESA_ROUTES.statusTimeout, MPESA_ROUTES.reversalTimeout]) {
    route(path, resultCallback.partial(), async (_body, orderId, _sink, reply) => {
      reply.log.warn({ orderId, route: path }, 'M-PESA queue time-out');
      return ACK;
    });
  }

  route(MPESA_ROUTES.c2bValidation, c2bPayment, async (body, _orderId, sink) => {
    const verdict = await sink.validateIncoming(incomingPayment(body));
    return verdict.accept ? { ResultCode: '0', ResultDesc: 'Accepted' } : { ResultCode: rejectCode(verdict.reason), ResultDesc: 'Rejected' };
  });

  route(MPESA_ROUTES.c2bConfirmation, c2bPayment, async (body, _orderId, sink) => {
    await sink.incoming(incomingPayment(body));
    return { ResultCode: 0, ResultDesc: 'Success' };
  });
}

/** Daraja's C2B rejection codes; the sink's reason may name one, else 'other error'. */
const REJECT_CODES = new Set(['C2B00011', 'C2B00012', 'C2B00013', 'C2B00014', 'C2B00015', 'C2B00016']);
function rejectCode(reason: string | undefined): string {
  return reason && REJECT_CODES.has(reason) ? reason : 'C2B00016';
}

export function stkOutcome(orderId: string, body: z.output<typeof stkCallback>): RailOutcome {
  const cb = body.Body.stkCallback;
  const receipt = callbackItems(body).get('MpesaReceiptNumber');
  return {
    orderId,
    networkRef: cb.CheckoutRequestID,
    status: cb.ResultCode === '0' ? 'S' : 'F',
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    receipt: cb.ResultCode === '0' && receipt !== undefined ? String(receipt) : null,
    reason: mpesaReason(cb.ResultCode),
  };
}

export function resultOutcome(orderId: string, body: z.output<typeof resultCallback>): RailOutcome {
  const r = body.Result;
  const ok = r.ResultCode === '0';
  const receipt = resultParameters(r).get('TransactionReceipt') ?? r.TransactionID;
  return {
    orderId,
    networkRef: r.ConversationID ?? null,
    status: ok ? 'S' : 'F',
    resultCode: r.ResultCode,
    resultDesc: r.ResultDesc,
    receipt: ok && receipt !== undefined ? String(receipt) : null,
    reason: mpesaReason(r.ResultCode),
  };
}

/**
 * A transaction status result: Completed is a success, Failed/Cancelled/Declined/Expired a
 * failure (resultCode is then the status in capitals, with the reason as text). A query that
 * itself failed (e.g. R000002, no such transaction) says nothing about the order.
 */
export function statusOutcome(orderId: string, body: z.output<typeof resultCallback>): RailOutcome | null {
  const r = body.Result;
  if (r.ResultCode !== '0') return null;
  const params = resultParameters(r);
  const status = String(params.get('TransactionStatus') ?? '');
  const receipt = params.get('ReceiptNo');
  if (status === 'Completed') {
    return {
      orderId,
      networkRef: params.get('ConversationID') === undefined ? null : String(params.get('ConversationID')),
      status: 'S',
      resultCode: '0',
      resultDesc: r.ResultDesc,
      receipt: receipt === undefined || receipt === '' ? null : String(receipt),
      reason: null,
    };
  }
  if (['Failed', 'Cancelled', 'Declined', 'Expired'].includes(status)) {
    const why = params.get('TransactionReason');
    return {
      orderId,
      networkRef: params.get('ConversationID') === undefined ? null : String(params.get('ConversationID')),
      status: 'F',
      resultCode: status.toUpperCase(),
      resultDesc: why ? String(why) : status,
      receipt: null,
      reason: 'OTHER',
    };
  }
  return null;
}

/** Daraja's C2B payload as our IncomingPayment (amounts in cents; TransTime to ISO, Nairobi time). */
export function incomingPayment(body: z.output<typeof c2bPayment>): IncomingPayment {
  const t = body.TransTime;
  const at = /^\d{14}$/.test(t) ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}+03:00` : t;
  return {
    rail: 'mpesa',
    transId: body.TransID,
    shortCode: body.BusinessShortCode,
    billRef: body.BillRefNumber.trim(),
    amount: Math.round(Number(body.TransAmount) * 100),
    msisdn: body.MSISDN,
    payerName: [body.FirstName, body.MiddleName, body.LastName].filter((n) => n && n.trim() !== '').join(' '),
    at: Number.isNaN(Date.parse(at)) ? new Date().toISOString() : new Date(at).toISOString(),
  };
}
