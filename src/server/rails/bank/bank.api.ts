import { z } from 'zod';

/**
 * The bank gateway's JSON API (our own design, docs/rails.md 'Bank, PesaLink and card'): one
 * shape for PesaLink, RTGS/EFT and card payouts. Amounts are KES cents; `reference` is our order
 * id and the gateway's idempotency key. The outcome is posted to `callbackUrl`; the status query
 * answers it too.
 *
 *   POST /v1/transfers                  TransferRequest -> 202 TransferAck (same ack for a repeated reference)
 *   GET  /v1/transfers/:reference       -> TransferStatus (404 when unknown)
 *   GET  /v1/accounts/lookup?bankCode=&accountNo=  |  ?phone=   -> { accountName } (404 when unknown)
 *   errors: 4xx/5xx { error: { code, message } }
 */
export const transferDestination = z.union([
  z.object({ type: z.literal('account'), bankCode: z.string().min(1), accountNo: z.string().min(1) }),
  z.object({ type: z.literal('phone'), phone: z.string().regex(/^254\d{9}$/) }),
  z.object({ type: z.literal('card'), cardNo: z.string().regex(/^\d{12,19}$/) }),
]);

export const transferRequest = z.object({
  reference: z.string().min(1).max(64),
  method: z.enum(['PESALINK', 'RTGS', 'EFT', 'INTERNAL', 'CARD']),
  amount: z.number().int().positive(),
  currency: z.literal('KES'),
  destination: transferDestination,
  narration: z.string().max(140),
  callbackUrl: z.url(),
});
export type TransferRequest = z.infer<typeof transferRequest>;

/**
 * A card charge (money in: a top-up from a saved card), `POST /v1/charges`: the 3-D Secure step is
 * done before the charge is sent (the cardholder's one-time code); the outcome arrives like a
 * transfer's (TransferResult to `callbackUrl`, `GET /v1/transfers/:reference`).
 */
export const chargeRequest = z.object({
  reference: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.literal('KES'),
  card: z.object({ token: z.string().min(1).max(64), last4: z.string().regex(/^\d{4}$/) }),
  narration: z.string().max(140),
  callbackUrl: z.url(),
});
export type ChargeRequest = z.infer<typeof chargeRequest>;

export const transferAck = z.object({ reference: z.string(), transferId: z.string(), status: z.literal('ACCEPTED') });

export const transferResult = z.object({
  reference: z.string(),
  transferId: z.string(),
  status: z.enum(['SUCCESS', 'FAILED']),
  resultCode: z.string(),
  resultMessage: z.string(),
  receipt: z.string().nullable(),
  completedAt: z.string(),
});
export type TransferResult = z.infer<typeof transferResult>;

export const transferStatus = z.object({
  reference: z.string(),
  transferId: z.string(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  resultCode: z.string().nullable(),
  resultMessage: z.string().nullable(),
  receipt: z.string().nullable(),
});

export const lookupAnswer = z.object({ accountName: z.string() });


/** PesaLink's per-transaction ceiling: KES 999,999. */
export const PESALINK_MAX_CENTS = 99_999_900;
