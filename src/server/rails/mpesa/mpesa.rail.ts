import type { RailsConfig } from '../../config';
import { callbackUrl } from '../callback-auth';
import { type CollectRequest, type PayoutRequest, type Rail, type RailAccepted, type RailOutcome, RailRefused } from '../rail';
import type { DarajaClient, ShortCodeInfo } from './daraja';
import { mpesaReason } from './result-codes';

/**
 * The M-PESA rail on Daraja: payouts to a phone by B2C and to a paybill by B2B, collections by STK
 * push, status by STK query (answered at once) or by transaction status (answered later, to the
 * status result route, which hands the outcome to the sink). Every callback URL we give Daraja is
 * signed for its order (callback-auth.ts) and carries the order id, so a callback maps to its order
 * without a lookup and cannot be forged.
 */
/**
 * Our callback routes. Not under '/rails/mpesa': Daraja refuses callback URLs that contain 'mpesa',
 * 'm-pesa' or 'safaricom' in any case (its C2B URL rules).
 */
export const MPESA_ROUTES = {
  stkCallback: '/rails/daraja/stk/callback',
  b2cResult: '/rails/daraja/b2c/result',
  b2cTimeout: '/rails/daraja/b2c/timeout',
  b2bResult: '/rails/daraja/b2b/result',
  b2bTimeout: '/rails/daraja/b2b/timeout',
  statusResult: '/rails/daraja/status/result',
  statusTimeout: '/rails/daraja/status/timeout',
  reversalResult: '/rails/daraja/reversal/result',
  reversalTimeout: '/rails/daraja/reversal/timeout',
  c2bValidation: '/rails/daraja/c2b/validation',
  c2bConfirmation: '/rails/daraja/c2b/confirmation',
} as const;

/** Daraja takes whole shillings; our amounts are cents. */
export function wholeShillings(minor: number): number {
  if (!Number.isInteger(minor) || minor <= 0) throw new RailRefused('AMOUNT', 'The amount must be a positive whole number of cents');
  if (minor % 100 !== 0) throw new RailRefused('AMOUNT', 'M-PESA takes whole shillings only');
  return minor / 100;
}

/** Daraja's CheckoutRequestID (STK push) starts so; its B2C/B2B ConversationID starts 'AG_'. */
const isCheckoutRequestId = (ref: string | null): ref is string => ref?.startsWith('ws_CO_') === true;

export interface ReversalRequest {
  /** Our id of the reversal (its own order); the outcome comes to the sink under it. */
  orderId: string;
  /** The M-PESA receipt of the payment being reversed. */
  transactionId: string;
  amount: number;
  remarks: string;
}

export class MpesaRail implements Rail {
  readonly name = 'mpesa' as const;

  constructor(
    readonly client: DarajaClient,
    /** Read at each request: the test harness sets the callback base URL after listening. */
    private readonly config: RailsConfig,
  ) {}

  private url(route: string, orderId: string | null): string {
    return callbackUrl(this.config.callbackBaseUrl, this.config.callbackSecret, route, orderId);
  }

  async payout(request: PayoutRequest): Promise<RailAccepted> {
    const amount = wholeShillings(request.amount);
    const { destination, orderId } = request;
    if (destination.kind === 'phone') {
      const ack = await this.client.b2c({
        originatorConversationId: orderId,
        amount,
        msisdn: destination.msisdn,
        remarks: request.remarks,
        occasion: '',
        resultUrl: this.url(MPESA_ROUTES.b2cResult, orderId),
        timeoutUrl: this.url(MPESA_ROUTES.b2cTimeout, orderId),
      });
      return { networkRef: ack.ConversationID };
    }
    if (destination.kind === 'paybill') {
      const ack = await this.client.b2b({
        originatorConversationId: orderId,
        amount,
        paybill: destination.shortCode,
        accountReference: destination.accountReference,
        remarks: request.remarks,
        resultUrl: this.url(MPESA_ROUTES.b2bResult, orderId),
        timeoutUrl: this.url(MPESA_ROUTES.b2bTimeout, orderId),
      });
      return { networkRef: ack.ConversationID };
    }
    if (destination.kind === 'till') {
      const ack = await this.client.b2b({
        originatorConversationId: orderId,
        amount,
        paybill: destination.shortCode,
        accountReference: '',
        remarks: request.remarks,
        resultUrl: this.url(MPESA_ROUTES.b2bResult, orderId),
        timeoutUrl: this.url(MPESA_ROUTES.b2bTimeout, orderId),
        commandId: 'BusinessBuyGoods',
      });
      return { networkRef: ack.ConversationID };
    }
    throw new RailRefused('DESTINATION', 'M-PESA pays phones, paybills and tills only');
  }

  async collect(request: CollectRequest): Promise<RailAccepted> {
    const ack = await this.client.stkPush({
      amount: wholeShillings(request.amount),
      msisdn: request.msisdn,
      callbackUrl: this.url(MPESA_ROUTES.stkCallback, request.orderId),
      accountReference: request.accountReference,
      description: request.description,
    });
    return { networkRef: ack.CheckoutRequestID };
  }

  /**
   * A collection (networkRef is a CheckoutRequestID) is answered at once by the STK query. A payout
   * is asked by transaction status: Daraja answers later, to the status result route, which hands
   * the outcome to the sink; this call then answers null (still pending as far as we know).
   */
  async status(orderId: string, networkRef: string | null): Promise<RailOutcome | null> {
    if (isCheckoutRequestId(networkRef)) {
      let answer: Awaited<ReturnType<DarajaClient['stkQuery']>>;
      try {
        answer = await this.client.stkQuery(networkRef);
      } catch (error) {
        // Daraja knows no such push: nothing was taken from the customer.
        if (error instanceof RailRefused && /CheckoutRequestID/i.test(error.resultDesc)) {
          return { orderId, networkRef, status: 'F', resultCode: error.resultCode, resultDesc: error.resultDesc, receipt: null, reason: 'OTHER' };
        }
        throw error;
      }
      // 4999: the newer Daraja's 'still under processing'.
      if (answer === 'pending' || answer.ResultCode === '4999') return null;
      return {
        orderId,
        networkRef,
        status: answer.ResultCode === '0' ? 'S' : 'F',
        resultCode: answer.ResultCode,
        resultDesc: answer.ResultDesc,
        // The STK query carries no receipt; the callback (when it comes) does.
        receipt: null,
        reason: mpesaReason(answer.ResultCode),
      };
    }
    await this.client.transactionStatus({
      originatorConversationId: orderId,
      transactionId: null,
      remarks: 'Status',
      resultUrl: this.url(MPESA_ROUTES.statusResult, orderId),
      timeoutUrl: this.url(MPESA_ROUTES.statusTimeout, orderId),
    });
    return null;
  }

  /** Reverses a payment received (C2B or STK); the outcome comes to the sink under `orderId`. */
  async reverse(request: ReversalRequest): Promise<RailAccepted> {
    const ack = await this.client.reversal({
      transactionId: request.transactionId,
      amount: wholeShillings(request.amount),
      remarks: request.remarks,
      resultUrl: this.url(MPESA_ROUTES.reversalResult, request.orderId),
      timeoutUrl: this.url(MPESA_ROUTES.reversalTimeout, request.orderId),
    });
    return { networkRef: ack.ConversationID };
  }

  /** A till or paybill's name and kind (2 till, 4 paybill); null when M-PESA knows no such number. */
  async lookupShortCode(shortCode: string): Promise<ShortCodeInfo | null> {
    return this.client.lookupShortCode(shortCode);
  }

  /**
   * Registers our validation and confirmation URLs for a till or paybill (once per shortcode in
   * production; at each start with the simulator, which forgets them).
   */
  async registerC2b(shortCode: string, responseType: 'Completed' | 'Cancelled' = 'Cancelled'): Promise<void> {
    await this.client.registerC2bUrls({
      shortCode,
      responseType,
      confirmationUrl: this.url(MPESA_ROUTES.c2bConfirmation, null),
      validationUrl: this.url(MPESA_ROUTES.c2bValidation, null),
    });
  }
}
