import type { RailsConfig } from '../../config';
import { callbackUrl } from '../callback-auth';
import { type PayoutRequest, type Rail, type RailAccepted, type RailFailureReason, type RailOutcome, RailRefused, RailUnavailable } from '../rail';
import { gatewayCall } from '../gateway';
import { type AccountLookup, accountLookup, paymentAck, paymentStatus } from './billers.api';

/**
 * Bills and airtime through one billers gateway (billers.api.ts). `payout` takes a `biller`
 * destination only; the outcome comes to `/rails/billers/result` (signed per order) or from the
 * status query. `lookupAccount` validates an account before a payment; `receiptOf` answers what a
 * paid bill gave (receipt, prepaid token and units), which the outcome alone does not carry.
 */
export const billersResultRoute = '/rails/billers/result';

const REASONS: Record<string, RailFailureReason> = {
  ACCOUNT_NOT_FOUND: 'INVALID_DESTINATION',
  ACCOUNT_CLOSED: 'INVALID_DESTINATION',
  INVALID_PACKAGE: 'INVALID_DESTINATION',
  WRONG_AMOUNT: 'OTHER',
  TRANSACTION_FAILED: 'OTHER',
};

export function billersReason(code: string): RailFailureReason | null {
  return code === '00' ? null : (REASONS[code] ?? 'OTHER');
}

export interface BillersSettings {
  baseUrl: string;
  apiKey: string;
}

/** Why a lookup found no payable account. */
export class BillAccountRefused extends Error {
  constructor(readonly code: 'ACCOUNT_NOT_FOUND' | 'ACCOUNT_CLOSED' | 'OTHER', message: string) {
    super(message);
  }
}

export interface BillReceipt {
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  receipt: string | null;
  token: string | null;
  units: string | null;
}

export class BillersRail implements Rail {
  readonly name = 'billers' as const;

  constructor(
    private readonly settings: BillersSettings,
    private readonly config: RailsConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The account as the biller knows it; BillAccountRefused when unknown or closed, RailUnavailable when the biller does not answer. */
  async lookupAccount(biller: string, account: string): Promise<AccountLookup> {
    let json: unknown;
    try {
      json = await this.call('GET', `/v1/accounts/lookup?${new URLSearchParams({ biller, account }).toString()}`);
    } catch (error) {
      if (error instanceof RailRefused) {
        const code = error.resultCode === 'ACCOUNT_NOT_FOUND' || error.resultCode === 'ACCOUNT_CLOSED' ? error.resultCode : 'OTHER';
        throw new BillAccountRefused(code, error.resultDesc);
      }
      throw error;
    }
    const parsed = accountLookup.safeParse(json);
    if (!parsed.success) throw new RailUnavailable('billers: unexpected lookup answer');
    return parsed.data;
  }

  async payout(request: PayoutRequest): Promise<RailAccepted> {
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new RailRefused('AMOUNT', 'The amount must be a positive whole number of cents');
    const d = request.destination;
    if (d.kind !== 'biller') throw new RailRefused('DESTINATION', 'The billers rail pays bills only');
    const json = await this.call('POST', '/v1/payments', {
      reference: request.orderId,
      biller: d.biller,
      account: d.accountNo,
      amount: request.amount,
      currency: 'KES',
      packageCode: d.packageCode,
      narration: request.remarks.slice(0, 140),
      callbackUrl: callbackUrl(this.config.callbackBaseUrl, this.config.callbackSecret, billersResultRoute, request.orderId),
    });
    const ack = paymentAck.safeParse(json);
    if (!ack.success) throw new RailUnavailable('billers: unexpected answer');
    return { networkRef: ack.data.paymentId };
  }

  async status(orderId: string, networkRef: string | null): Promise<RailOutcome | null> {
    let json: unknown;
    try {
      json = await this.call('GET', `/v1/payments/${encodeURIComponent(orderId)}`);
    } catch (error) {
      // The gateway never took the payment: it can fail for sure (nothing will be paid).
      if (error instanceof RailRefused && error.resultCode === 'NOT_FOUND') {
        return { orderId, networkRef, status: 'F', resultCode: 'NOT_FOUND', resultDesc: error.resultDesc, receipt: null, reason: 'OTHER' };
      }
      throw error;
    }
    const parsed = paymentStatus.safeParse(json);
    if (!parsed.success) throw new RailUnavailable('billers: unexpected answer');
    const s = parsed.data;
    if (s.status === 'PENDING') return null;
    return {
      orderId,
      networkRef: s.paymentId,
      status: s.status === 'SUCCESS' ? 'S' : 'F',
      resultCode: s.resultCode ?? '',
      resultDesc: s.resultMessage ?? '',
      receipt: s.receipt,
      reason: billersReason(s.resultCode ?? ''),
    };
  }

  /** What a payment gave: its receipt and, for prepaid electricity, the token and units. */
  async receiptOf(orderId: string): Promise<BillReceipt | null> {
    try {
      const parsed = paymentStatus.safeParse(await this.call('GET', `/v1/payments/${encodeURIComponent(orderId)}`));
      if (!parsed.success) return null;
      return { status: parsed.data.status, receipt: parsed.data.receipt, token: parsed.data.token, units: parsed.data.units };
    } catch (error) {
      if (error instanceof RailRefused || error instanceof RailUnavailable) return null;
      throw error;
    }
  }

  private call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const { baseUrl, apiKey } = this.settings;
    return gatewayCall({ fetchImpl: this.fetchImpl, baseUrl, apiKey, timeoutMs: this.config.timeoutMs, where: `billers ${path.split('?')[0]}` }, method, path, body);
  }
}
