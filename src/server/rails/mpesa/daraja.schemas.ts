import { z } from 'zod';

/**
 * Daraja's wire shapes, named exactly as Safaricom documents them (fixtures/ holds the published
 * examples). Daraja is loose about types (the same field is a number in one sample and a string in
 * another), so what we read accepts both and extra fields; what we send follows the samples.
 */
const numeric = z.union([z.number(), z.string()]);
const code = numeric.transform((value) => String(value));

/** A Daraja error answer (any 4xx/5xx): `{ requestId, errorCode, errorMessage }`. */
export const darajaError = z.object({ requestId: z.string().optional(), errorCode: z.string(), errorMessage: z.string() });

export const oauthResponse = z.object({ access_token: z.string(), expires_in: numeric });

/** The synchronous acknowledgement of B2C, B2B, transaction status, reversal. */
export const ackResponse = z.object({
  OriginatorConversationID: z.string().optional(),
  ConversationID: z.string(),
  ResponseCode: code,
  ResponseDescription: z.string(),
});
export type AckResponse = z.infer<typeof ackResponse>;

export const stkPushResponse = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: code,
  ResponseDescription: z.string(),
  CustomerMessage: z.string().optional(),
});
export type StkPushResponse = z.infer<typeof stkPushResponse>;

export const stkQueryResponse = z.object({
  ResponseCode: code,
  ResponseDescription: z.string(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResultCode: code,
  ResultDesc: z.string(),
});
export type StkQueryResponse = z.infer<typeof stkQueryResponse>;

export const c2bRegisterResponse = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: code,
  ResponseDescription: z.string(),
});

const callbackItem = z.object({ Name: z.string(), Value: numeric.optional() });

/** What Daraja posts to the STK push CallBackURL. */
export const stkCallback = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: code,
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(callbackItem) }).optional(),
    }),
  }),
});
export type StkCallback = z.input<typeof stkCallback>;

const keyValue = z.object({ Key: z.string(), Value: numeric.optional() });
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

/** What Daraja posts to a ResultURL (B2C, B2B, transaction status, reversal) and QueueTimeOutURL. */
export const resultCallback = z.object({
  Result: z.object({
    ResultType: code.optional(),
    ResultCode: code,
    ResultDesc: z.string(),
    OriginatorConversationID: z.string().optional(),
    ConversationID: z.string().optional(),
    TransactionID: z.string().optional(),
    ResultParameters: z.object({ ResultParameter: oneOrMany(keyValue) }).optional(),
    ReferenceData: z.object({ ReferenceItem: oneOrMany(keyValue) }).optional(),
  }),
});
export type ResultCallback = z.input<typeof resultCallback>;

/**
 * An amount paid, in shillings: positive, with at most two decimals ('10', '10.00', 10). Anything
 * else ('NaN', -1, 1e20, 0.001) is no payment we can credit in cents, so the callback is unreadable.
 */
const shillings = numeric.refine((value) => {
  const text = String(value).trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(text) && Number(text) > 0;
}, 'TransAmount is not an amount in shillings');

/** What Daraja posts to the C2B validation and confirmation URLs. */
export const c2bPayment = z.object({
  TransactionType: z.string(),
  TransID: z.string(),
  TransTime: code,
  TransAmount: shillings,
  BusinessShortCode: code,
  BillRefNumber: z.string().default(''),
  InvoiceNumber: z.string().optional(),
  OrgAccountBalance: numeric.optional(),
  ThirdPartyTransID: z.string().optional(),
  MSISDN: code,
  FirstName: z.string().default(''),
  MiddleName: z.string().default(''),
  LastName: z.string().default(''),
});
export type C2bPayment = z.input<typeof c2bPayment>;

// Requests, as the simulator reads them (lenient like Daraja); our client sends the samples' types.
export const stkPushRequest = z.object({
  BusinessShortCode: code,
  Password: z.string(),
  Timestamp: z.string(),
  TransactionType: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: numeric,
  PartyA: code,
  PartyB: code,
  PhoneNumber: code,
  CallBackURL: z.url(),
  AccountReference: z.string(),
  TransactionDesc: z.string(),
});
export const stkQueryRequest = z.object({ BusinessShortCode: code, Password: z.string(), Timestamp: z.string(), CheckoutRequestID: z.string() });
export const b2cRequest = z.object({
  OriginatorConversationID: z.string(),
  InitiatorName: z.string(),
  SecurityCredential: z.string(),
  CommandID: z.enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']),
  Amount: numeric,
  PartyA: code,
  PartyB: code,
  Remarks: z.string(),
  QueueTimeOutURL: z.url(),
  ResultURL: z.url(),
  Occassion: z.string().optional(),
});
export const b2bRequest = z.object({
  OriginatorConversationID: z.string().optional(),
  Initiator: z.string(),
  SecurityCredential: z.string(),
  CommandID: z.enum(['BusinessPayBill', 'BusinessBuyGoods']),
  SenderIdentifierType: code,
  RecieverIdentifierType: code,
  Amount: numeric,
  PartyA: code,
  PartyB: code,
  AccountReference: z.string(),
  Requester: code.optional(),
  Remarks: z.string(),
  QueueTimeOutURL: z.url(),
  ResultURL: z.url(),
});
export const c2bRegisterRequest = z.object({
  ShortCode: code,
  ResponseType: z.enum(['Completed', 'Cancelled']),
  ConfirmationURL: z.url(),
  ValidationURL: z.url(),
});
export const c2bSimulateRequest = z.object({
  ShortCode: code,
  CommandID: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: numeric,
  Msisdn: code,
  BillRefNumber: z.string().default(''),
});
export const transactionStatusRequest = z.object({
  Initiator: z.string(),
  SecurityCredential: z.string(),
  CommandID: z.literal('TransactionStatusQuery'),
  TransactionID: z.string().optional(),
  OriginalConversationID: z.string().optional(),
  PartyA: code,
  IdentifierType: code,
  ResultURL: z.url(),
  QueueTimeOutURL: z.url(),
  Remarks: z.string(),
  Occasion: z.string().optional(),
});
export const reversalRequest = z.object({
  Initiator: z.string(),
  SecurityCredential: z.string(),
  CommandID: z.literal('TransactionReversal'),
  TransactionID: z.string(),
  Amount: numeric,
  ReceiverParty: code,
  RecieverIdentifierType: code,
  ResultURL: z.url(),
  QueueTimeOutURL: z.url(),
  Remarks: z.string(),
  Occasion: z.string().optional(),
});

/** The parameters of a result as a map (Daraja sends one object or an array). */
export function resultParameters(result: z.output<typeof resultCallback>['Result']): Map<string, string | number | undefined> {
  const raw = result.ResultParameters?.ResultParameter;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return new Map(list.map((p) => [p.Key, p.Value]));
}

/** The STK callback's metadata items as a map. */
export function callbackItems(callback: z.output<typeof stkCallback>): Map<string, string | number | undefined> {
  return new Map((callback.Body.stkCallback.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
}
