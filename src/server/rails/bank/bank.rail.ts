import type { RailsConfig } from '../../config';
import { callbackUrl } from '../callback-auth';
import {
  type CollectRequest,
  type PayoutDestination,
  type PayoutRequest,
  type Rail,
  type RailAccepted,
  type RailFailureReason,
  type RailOutcome,
  RailRefused,
  RailUnavailable,
} from '../rail';
import { gatewayCall } from '../gateway';
import { lookupAnswer, transferAck, transferStatus } from './bank.api';

/**
 * PesaLink, bank transfers (RTGS, EFT, internal) and card payouts through one bank gateway
 * (bank.api.ts): three rails sharing this class, each taking only its own destinations. The
 * outcome comes to `/rails/{name}/result` (signed per order) or from the status query.
 */
export type BankRailName = 'pesalink' | 'bank' | 'card';

export const bankResultRoute = (name: BankRailName) => `/rails/${name}/result`;

const REASONS: Record<string, RailFailureReason> = {
  ACCOUNT_NOT_FOUND: 'INVALID_DESTINATION',
  NOT_REGISTERED: 'INVALID_DESTINATION',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  LIMIT_EXCEEDED: 'LIMIT',
  DECLINED: 'OTHER',
};

export function bankReason(code: string): RailFailureReason | null {
  return code === '00' ? null : (REASONS[code] ?? 'OTHER');
}

interface Settings {
  baseUrl: string;
  apiKey: string;
}

export class BankRail implements Rail {
  /**
   * Card rail only: charges a saved card (money in, `POST /v1/charges`), answered at once with the
   * gateway's reference; the outcome comes like a transfer's. Absent on PesaLink and bank rails.
   */
  readonly collect?: (request: CollectRequest) => Promise<RailAccepted>;

  constructor(
    readonly name: BankRailName,
    private readonly settings: Settings,
    private readonly config: RailsConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    if (name === 'card') this.collect = (request) => this.charge(request);
  }

  private async charge(request: CollectRequest): Promise<RailAccepted> {
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new RailRefused('AMOUNT', 'The amount must be a positive whole number of cents');
    if (!request.card) throw new RailRefused('DESTINATION', 'A card charge needs a card');
    const json = await this.call('POST', '/v1/charges', {
      reference: request.orderId,
      amount: request.amount,
      currency: 'KES',
      card: request.card,
      narration: request.description.slice(0, 140),
      callbackUrl: callbackUrl(this.config.callbackBaseUrl, this.config.callbackSecret, bankResultRoute(this.name), request.orderId),
    });
    const ack = transferAck.safeParse(json);
    if (!ack.success) throw new RailUnavailable(`${this.name}: unexpected answer`);
    return { networkRef: ack.data.transferId };
  }

  async payout(request: PayoutRequest): Promise<RailAccepted> {
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new RailRefused('AMOUNT', 'The amount must be a positive whole number of cents');
    const { method, destination } = this.route(request.destination);
    const json = await this.call('POST', '/v1/transfers', {
      reference: request.orderId,
      method,
      amount: request.amount,
      currency: 'KES',
      destination,
      narration: request.remarks.slice(0, 140),
      callbackUrl: callbackUrl(this.config.callbackBaseUrl, this.config.callbackSecret, bankResultRoute(this.name), request.orderId),
    });
    const ack = transferAck.safeParse(json);
    if (!ack.success) throw new RailUnavailable(`${this.name}: unexpected answer`);
    return { networkRef: ack.data.transferId };
  }

  async status(orderId: string, networkRef: string | null): Promise<RailOutcome | null> {
    let json: unknown;
    try {
      json = await this.call('GET', `/v1/transfers/${encodeURIComponent(orderId)}`);
    } catch (error) {
      // The gateway never took the request: it can fail for sure (nothing will be paid).
      if (error instanceof RailRefused && error.resultCode === 'NOT_FOUND') {
        return { orderId, networkRef, status: 'F', resultCode: 'NOT_FOUND', resultDesc: error.resultDesc, receipt: null, reason: 'OTHER' };
      }
      throw error;
    }
    const parsed = transferStatus.safeParse(json);
    if (!parsed.success) throw new RailUnavailable(`${this.name}: unexpected answer`);
    const s = parsed.data;
    if (s.status === 'PENDING') return null;
    return {
      orderId,
      networkRef: s.transferId,
      status: s.status === 'SUCCESS' ? 'S' : 'F',
      resultCode: s.resultCode ?? '',
      resultDesc: s.resultMessage ?? '',
      receipt: s.receipt,
      reason: bankReason(s.resultCode ?? ''),
    };
  }

  /** The account holder's name (or PesaLink phone's), or null when the network knows none. */
  async lookupName(destination: PayoutDestination): Promise<string | null> {
    let query: string;
    if (destination.kind === 'account') query = new URLSearchParams({ bankCode: destination.bankCode, accountNo: destination.accountNo }).toString();
    else if (destination.kind === 'phone' && this.name === 'pesalink') query = new URLSearchParams({ phone: destination.msisdn }).toString();
    else return null;
    try {
      const answer = lookupAnswer.safeParse(await this.call('GET', `/v1/accounts/lookup?${query}`));
      return answer.success ? answer.data.accountName : null;
    } catch (error) {
      if (error instanceof RailRefused) return null;
      throw error;
    }
  }

  /** Convenience for callers that hold a bank code and account number. */
  lookupAccountName(bankCode: string, accountNo: string): Promise<string | null> {
    return this.lookupName({ kind: 'account', bankCode, accountNo, accountName: null, method: 'EFT' });
  }

  private route(destination: PayoutDestination) {
    if (this.name === 'card' && destination.kind === 'card') return { method: 'CARD' as const, destination: { type: 'card' as const, cardNo: destination.cardNo } };
    if (this.name === 'pesalink' && destination.kind === 'phone') return { method: 'PESALINK' as const, destination: { type: 'phone' as const, phone: destination.msisdn } };
    if (destination.kind === 'account') {
      const pesalink = destination.method === 'PESALINK';
      if ((this.name === 'pesalink') === pesalink && this.name !== 'card') {
        return { method: destination.method, destination: { type: 'account' as const, bankCode: destination.bankCode, accountNo: destination.accountNo } };
      }
    }
    throw new RailRefused('DESTINATION', `The ${this.name} rail does not pay this destination`);
  }

  private call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const { baseUrl, apiKey } = this.settings;
    return gatewayCall({ fetchImpl: this.fetchImpl, baseUrl, apiKey, timeoutMs: this.config.timeoutMs, where: `${this.name} ${path}` }, method, path, body);
  }
}
