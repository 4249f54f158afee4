/**
 * What every outside money network looks like to the money module (ARCHITECTURE.md section 7).
 * A rail takes a request and answers at once whether the network accepted it; the outcome comes
 * later, asynchronously, through the rail's callback route (which calls `RailSink.outcome`), or
 * when a job asks the network (`status`). Requests are keyed by our order id, so a resubmission
 * after a crash is recognised by the network (or its simulator) and never pays twice.
 */
import type { RailName } from '../../shared/dict/money';

export type { RailName };

/** Where a payout goes. Phones are 2547XXXXXXXX / 2541XXXXXXXX; amounts are KES minor units. */
export type PayoutDestination =
  | { kind: 'phone'; msisdn: string }
  | { kind: 'paybill'; shortCode: string; accountReference: string }
  /** An M-PESA till number (Buy Goods): paid by B2B BusinessBuyGoods. */
  | { kind: 'till'; shortCode: string }
  | { kind: 'account'; bankCode: string; accountNo: string; accountName: string | null; method: 'PESALINK' | 'RTGS' | 'EFT' | 'INTERNAL' }
  | { kind: 'card'; cardNo: string }
  /** A bill or airtime payment (billers rail): the biller, the account (or phone) and the package chosen. */
  | { kind: 'biller'; biller: string; accountNo: string; packageCode: string | null };

export interface PayoutRequest {
  orderId: string;
  amount: number;
  destination: PayoutDestination;
  remarks: string;
}

/** Money pulled in from a customer or the merchant's own phone (M-PESA STK push; card charge). */
export interface CollectRequest {
  orderId: string;
  amount: number;
  msisdn: string;
  accountReference: string;
  description: string;
  /** A card charge (card rail): the gateway's token of a saved card and its last four digits. */
  card?: { token: string; last4: string };
}

export interface RailAccepted {
  /** The network's id for the request (Daraja's ConversationID or CheckoutRequestID). */
  networkRef: string;
}

/** The network refused the request outright (nothing is pending on its side). */
export class RailRefused extends Error {
  constructor(
    readonly resultCode: string,
    readonly resultDesc: string,
  ) {
    super(`${resultCode} ${resultDesc}`);
  }
}

/** The network could not be reached or did not answer in time: the request may or may not exist there. */
export class RailUnavailable extends Error {}

/** Why a request failed, the same for every network, to pick the message a user sees. */
export type RailFailureReason =
  | 'INSUFFICIENT_FUNDS'
  | 'CANCELLED'
  | 'NO_RESPONSE'
  | 'WRONG_PIN'
  | 'BUSY'
  | 'INVALID_DESTINATION'
  | 'LIMIT'
  | 'REVERSED'
  | 'OTHER';

export interface RailOutcome {
  orderId: string;
  networkRef: string | null;
  status: 'S' | 'F';
  /** The network's own result code (Daraja: '0' success, '1' insufficient funds, '1032' cancelled, '1037' no response, ...). */
  resultCode: string;
  resultDesc: string;
  /** The network's receipt (M-PESA receipt number), on success. */
  receipt: string | null;
  /** On failure, the network's code in common terms (absent or null on success). */
  reason?: RailFailureReason | null;
}

/** A payment that reached the merchant without a request from us (M-PESA C2B confirmation to the merchant's till or paybill). */
export interface IncomingPayment {
  rail: RailName;
  /** The network's transaction id (M-PESA TransID); the idempotency key of the credit. */
  transId: string;
  /** The till or paybill number paid, and the bill reference the customer typed. */
  shortCode: string;
  billRef: string;
  amount: number;
  msisdn: string;
  payerName: string;
  at: string;
}

export interface Rail {
  readonly name: RailName;
  payout(request: PayoutRequest): Promise<RailAccepted>;
  collect?(request: CollectRequest): Promise<RailAccepted>;
  /** Asks the network about a request: its outcome, or null while it is still pending there. */
  status(orderId: string, networkRef: string | null): Promise<RailOutcome | null>;
  /**
   * The name the network holds for a destination (bank account holder, PesaLink phone), for the
   * 'name check' before a payout; null when the network knows no such destination.
   */
  lookupName?(destination: PayoutDestination): Promise<string | null>;
}

/** What the money module hands the rails' callback routes. */
export interface RailSink {
  outcome(outcome: RailOutcome): Promise<void>;
  /** C2B validation: whether a payment to this till/paybill and reference may be taken. */
  validateIncoming(payment: IncomingPayment): Promise<{ accept: boolean; reason?: string }>;
  incoming(payment: IncomingPayment): Promise<void>;
}
