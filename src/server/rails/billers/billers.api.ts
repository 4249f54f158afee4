import { z } from 'zod';

/**
 * The billers gateway's JSON API (our own design, docs/rails.md 'Billers'): one aggregator in
 * front of the utilities, TV and internet companies and the mobile networks' airtime. Amounts are
 * KES cents; `reference` is our order id and the gateway's idempotency key. The outcome is posted
 * to `callbackUrl`; the status query answers it too.
 *
 *   GET  /v1/accounts/lookup?biller=&account=   -> AccountLookup (404 ACCOUNT_NOT_FOUND, 410 ACCOUNT_CLOSED)
 *   POST /v1/payments                           PaymentRequest -> 202 PaymentAck (same ack for a repeated reference)
 *   GET  /v1/payments/:reference                -> PaymentStatus (404 when unknown)
 *   errors: 4xx/5xx { error: { code, message } }
 */
export const billPackage = z.object({ code: z.string(), name: z.string(), amount: z.number().int().positive() });
export type BillPackage = z.infer<typeof billPackage>;

export const accountLookup = z.object({
  biller: z.string(),
  account: z.string(),
  accountName: z.string(),
  status: z.literal('ACTIVE'),
  /** Postpaid: what the account owes (cents); null when the biller bills no amount (prepaid, packages, airtime). */
  amountDue: z.number().int().nullable(),
  /** YYYYMMDD. */
  dueDate: z.string().nullable(),
  packages: z.array(billPackage),
});
export type AccountLookup = z.infer<typeof accountLookup>;

export const paymentRequest = z.object({
  reference: z.string().min(1).max(64),
  biller: z.string().min(1),
  account: z.string().min(1).max(20),
  amount: z.number().int().positive(),
  currency: z.literal('KES'),
  packageCode: z.string().nullable().optional(),
  narration: z.string().max(140),
  callbackUrl: z.url(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentAck = z.object({ reference: z.string(), paymentId: z.string(), status: z.literal('ACCEPTED') });

/** The outcome of a payment: pushed to the callback URL, and answered by the status query. */
export const paymentResult = z.object({
  reference: z.string(),
  paymentId: z.string(),
  status: z.enum(['SUCCESS', 'FAILED']),
  resultCode: z.string(),
  resultMessage: z.string(),
  receipt: z.string().nullable(),
  /** Prepaid electricity: the 20-digit token to key into the meter, and the units it buys (kWh). */
  token: z.string().regex(/^\d{20}$/).nullable(),
  units: z.string().nullable(),
  completedAt: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

export const paymentStatus = paymentResult.extend({
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  resultCode: z.string().nullable(),
  resultMessage: z.string().nullable(),
  completedAt: z.string().nullable(),
});

