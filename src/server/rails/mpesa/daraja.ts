import type { z } from 'zod';
import { RailRefused, RailUnavailable } from '../rail';
import { fetchJson } from '../gateway';
import {
  type AckResponse,
  ackResponse,
  c2bRegisterResponse,
  darajaError,
  oauthResponse,
  type StkPushResponse,
  type StkQueryResponse,
  stkPushResponse,
  stkQueryResponse,
} from './daraja.schemas';

/**
 * A client of Safaricom's Daraja API (https://developer.safaricom.co.ke). It speaks to the real
 * API or to our simulator alike; only `baseUrl` and the credentials differ. Amounts here are whole
 * shillings, as Daraja takes them; the rail converts from our minor units.
 *
 * Errors: no answer, a time-out or HTTP 5xx throw RailUnavailable (the request may exist at
 * Safaricom: ask its status), a 4xx or a ResponseCode other than '0' throws RailRefused (nothing is
 * pending there). The few 5xx answers that Daraja uses for a definite answer are mapped by callers.
 */
export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
  initiatorName: string;
  securityCredential: string;
  timeoutMs: number;
}

/** A Daraja answer with an HTTP error status, kept for callers that read its errorCode. */
export class DarajaHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(`Daraja HTTP ${status} ${errorCode} ${errorMessage}`);
  }
}

/** Daraja's errorCode for "the transaction is being processed" (STK query) / "unable to lock subscriber" (STK push). */
export const IN_PROCESS_ERROR = '500.001.1001';

/** yyyyMMddHHmmss in Nairobi time (UTC+3 all year), as Daraja's Timestamp and TransTime. */
export function nairobiTimestamp(at: Date = new Date()): string {
  const d = new Date(at.getTime() + 3 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

/** The STK Password: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');
}

export interface StkPushArgs {
  amount: number;
  msisdn: string;
  callbackUrl: string;
  accountReference: string;
  description: string;
}

export interface B2cArgs {
  originatorConversationId: string;
  amount: number;
  msisdn: string;
  remarks: string;
  occasion: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface B2bArgs {
  originatorConversationId: string;
  amount: number;
  paybill: string;
  accountReference: string;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
  /** BusinessBuyGoods pays a till number (receiver identifier 2); the default pays a paybill (4). */
  commandId?: 'BusinessPayBill' | 'BusinessBuyGoods';
}

/** A till or paybill as the network names it: type 2 a till, 4 a paybill. */
export interface ShortCodeInfo {
  shortCode: string;
  name: string;
  type: '2' | '4';
}

export interface TransactionStatusArgs {
  originatorConversationId: string | null;
  transactionId: string | null;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface ReversalArgs {
  transactionId: string;
  amount: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

type Fetch = typeof fetch;

export class DarajaClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    readonly settings: DarajaSettings,
    private readonly fetchImpl: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** OAuth client-credentials token, cached until a minute before it expires. */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    let json: unknown;
    try {
      json = await this.send('GET', '/oauth/v1/generate?grant_type=client_credentials', undefined, `Basic ${basic}`);
    } catch (error) {
      // Wrong credentials are an operator's problem, not the payment's: the request is retried later.
      if (error instanceof DarajaHttpError || error instanceof RailRefused) throw new RailUnavailable(`M-PESA token: ${error.message}`);
      throw error;
    }
    const parsed = parse(oauthResponse, json, 'oauth');
    const seconds = Number(parsed.expires_in) || 3599;
    this.token = { value: parsed.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return parsed.access_token;
  }

  async stkPush(args: StkPushArgs): Promise<StkPushResponse> {
    const timestamp = nairobiTimestamp(this.now());
    const { shortCode, passkey } = this.settings;
    const body = {
      BusinessShortCode: Number(shortCode),
      Password: stkPassword(shortCode, passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: args.amount,
      PartyA: Number(args.msisdn),
      PartyB: Number(shortCode),
      PhoneNumber: Number(args.msisdn),
      CallBackURL: args.callbackUrl,
      // Shown on the customer's PIN prompt; Daraja allows 12 and 13 characters.
      AccountReference: args.accountReference.slice(0, 12),
      TransactionDesc: args.description.slice(0, 13),
    };
    let json: unknown;
    try {
      json = await this.post('/mpesa/stkpush/v1/processrequest', body, true);
    } catch (error) {
      // A push to a phone that already has one in process: nothing new is pending.
      if (error instanceof DarajaHttpError) throw new RailRefused('1001', error.errorMessage || 'Unable to lock subscriber');
      throw error;
    }
    const answer = parse(stkPushResponse, json, 'stk push');
    if (answer.ResponseCode !== '0') throw new RailRefused(answer.ResponseCode, answer.ResponseDescription);
    return answer;
  }

  /** The outcome of an STK push, or 'pending' while the customer has not answered yet. */
  async stkQuery(checkoutRequestId: string): Promise<StkQueryResponse | 'pending'> {
    const timestamp = nairobiTimestamp(this.now());
    const { shortCode, passkey } = this.settings;
    const body = {
      BusinessShortCode: Number(shortCode),
      Password: stkPassword(shortCode, passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    };
    try {
      return parse(stkQueryResponse, await this.post('/mpesa/stkpushquery/v1/query', body, true), 'stk query');
    } catch (error) {
      if (error instanceof DarajaHttpError && error.errorCode === IN_PROCESS_ERROR) return 'pending';
      throw error;
    }
  }

  async b2c(args: B2cArgs): Promise<AckResponse> {
    const body = {
      OriginatorConversationID: args.originatorConversationId,
      InitiatorName: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: args.amount,
      PartyA: Number(this.settings.shortCode),
      PartyB: Number(args.msisdn),
      Remarks: args.remarks.slice(0, 100) || 'Payment',
      QueueTimeOutURL: args.timeoutUrl,
      ResultURL: args.resultUrl,
      // Spelt as in Safaricom's B2C documentation.
      Occassion: args.occasion.slice(0, 100),
    };
    return this.ack('/mpesa/b2c/v3/paymentrequest', body, 'b2c');
  }

  /** Pays a paybill from the business's working account (B2B BusinessPayBill). */
  async b2b(args: B2bArgs): Promise<AckResponse> {
    const body = {
      // Not in the B2B sample; Daraja echoes it and the simulator keys resubmissions by it.
      OriginatorConversationID: args.originatorConversationId,
      Initiator: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: args.commandId ?? 'BusinessPayBill',
      SenderIdentifierType: '4',
      RecieverIdentifierType: args.commandId === 'BusinessBuyGoods' ? '2' : '4',
      Amount: String(args.amount),
      PartyA: this.settings.shortCode,
      PartyB: args.paybill,
      AccountReference: args.accountReference.slice(0, 13),
      Remarks: args.remarks.slice(0, 100) || 'Payment',
      QueueTimeOutURL: args.timeoutUrl,
      ResultURL: args.resultUrl,
    };
    return this.ack('/mpesa/b2b/v1/paymentrequest', body, 'b2b');
  }

  async registerC2bUrls(args: { shortCode: string; responseType: 'Completed' | 'Cancelled'; confirmationUrl: string; validationUrl: string }) {
    const body = {
      ShortCode: args.shortCode,
      ResponseType: args.responseType,
      ConfirmationURL: args.confirmationUrl,
      ValidationURL: args.validationUrl,
    };
    const answer = parse(c2bRegisterResponse, await this.post('/mpesa/c2b/v1/registerurl', body), 'c2b register');
    if (answer.ResponseCode !== '0') throw new RailRefused(answer.ResponseCode, answer.ResponseDescription);
    return answer;
  }

  /** Asks for a transaction's status; the answer comes later to `resultUrl`. */
  async transactionStatus(args: TransactionStatusArgs): Promise<AckResponse> {
    const body: Record<string, string> = {
      Initiator: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'TransactionStatusQuery',
    };
    if (args.transactionId) body.TransactionID = args.transactionId;
    if (args.originatorConversationId) body.OriginalConversationID = args.originatorConversationId;
    Object.assign(body, {
      PartyA: this.settings.shortCode,
      IdentifierType: '4',
      ResultURL: args.resultUrl,
      QueueTimeOutURL: args.timeoutUrl,
      Remarks: args.remarks.slice(0, 100) || 'Status',
      Occasion: '',
    });
    return this.ack('/mpesa/transactionstatus/v1/query', body, 'transaction status');
  }

  /** Reverses a C2B payment received on our shortcode; the answer comes later to `resultUrl`. */
  async reversal(args: ReversalArgs): Promise<AckResponse> {
    const body = {
      Initiator: this.settings.initiatorName,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'TransactionReversal',
      TransactionID: args.transactionId,
      Amount: String(args.amount),
      ReceiverParty: this.settings.shortCode,
      RecieverIdentifierType: '11',
      ResultURL: args.resultUrl,
      QueueTimeOutURL: args.timeoutUrl,
      Remarks: args.remarks.slice(0, 100) || 'Reversal',
      Occasion: '',
    };
    return this.ack('/mpesa/reversal/v1/request', body, 'reversal');
  }

  /**
   * The name and kind of a till or paybill (the simulator's `GET /simulator/shortcode/lookup`);
   * null when the network knows no such number.
   */
  async lookupShortCode(shortCode: string): Promise<ShortCodeInfo | null> {
    let json: unknown;
    try {
      json = await this.send('GET', `/simulator/shortcode/lookup?shortCode=${encodeURIComponent(shortCode)}`, undefined, `Bearer ${await this.accessToken()}`);
    } catch (error) {
      if (error instanceof RailRefused && error.resultCode === '404.001.04') return null;
      throw error;
    }
    const info = json as Partial<ShortCodeInfo> | null;
    if (!info || typeof info.name !== 'string' || (info.type !== '2' && info.type !== '4')) throw new RailUnavailable('M-PESA short code lookup: unexpected answer');
    return { shortCode, name: info.name, type: info.type };
  }

  private async ack(path: string, body: object, what: string): Promise<AckResponse> {
    const answer = parse(ackResponse, await this.post(path, body), what);
    if (answer.ResponseCode !== '0') throw new RailRefused(answer.ResponseCode, answer.ResponseDescription);
    return answer;
  }

  /**
   * POST with a bearer token; a 401 (token revoked early) fetches a new token once. Daraja's
   * 'in process' answer reaches callers that read it (`inProcess`) as a DarajaHttpError.
   */
  private async post(path: string, body: object, inProcess = false): Promise<unknown> {
    try {
      try {
        return await this.send('POST', path, body, `Bearer ${await this.accessToken()}`);
      } catch (error) {
        if (!(error instanceof DarajaHttpError) || error.status !== 401) throw error;
        this.token = null;
        return await this.send('POST', path, body, `Bearer ${await this.accessToken()}`);
      }
    } catch (error) {
      if (!(error instanceof DarajaHttpError) || (inProcess && error.errorCode === IN_PROCESS_ERROR)) throw error;
      // Credentials refused (configuration) or an in-process answer where none was expected: try again later.
      throw new RailUnavailable(error.message);
    }
  }

  private async send(method: 'GET' | 'POST', path: string, body: object | undefined, authorization: string): Promise<unknown> {
    const { response, text, json } = await fetchJson(this.fetchImpl, `${this.settings.baseUrl}${path}`, {
      method,
      authorization,
      body,
      timeoutMs: this.settings.timeoutMs,
      where: `M-PESA ${path}`,
    });
    if (response.ok) return json;
    const error = darajaError.safeParse(json);
    const httpError = new DarajaHttpError(
      response.status,
      error.success ? error.data.errorCode : String(response.status),
      error.success ? error.data.errorMessage : text.slice(0, 200),
    );
    if (response.status === 401) throw httpError;
    // Definite answers that Daraja sends as 500 are read by the callers (STK query: still in process).
    if (error.success && error.data.errorCode === IN_PROCESS_ERROR) throw httpError;
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new RailUnavailable(`M-PESA ${path}: HTTP ${response.status} ${httpError.errorCode} ${httpError.errorMessage}`);
    }
    throw new RailRefused(httpError.errorCode, httpError.errorMessage);
  }
}

function parse<T extends z.ZodType>(schema: T, json: unknown, what: string): z.output<T> {
  const result = schema.safeParse(json);
  // An answer we cannot read leaves the request's fate unknown: treat it as unavailable.
  if (!result.success) throw new RailUnavailable(`M-PESA ${what}: unexpected answer`);
  return result.data;
}
