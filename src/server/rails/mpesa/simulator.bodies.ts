import { nairobiTimestamp } from './daraja';
import type { ResultCallback, StkCallback } from './daraja.schemas';
import { SUCCESS_DESC } from './simulator.scenarios';

/** The Daraja simulator's memory of one request, and the callbacks it posts (shapes of fixtures/). */
export interface Transaction {
  kind: 'stk' | 'b2c' | 'b2b' | 'c2b';
  /** OriginatorConversationID (B2C, B2B), the push's identity (STK), TransID (C2B). */
  key: string;
  ack: Record<string, string>;
  conversationId: string;
  checkoutRequestId: string | null;
  merchantRequestId: string | null;
  amount: number;
  party: string;
  /** B2B only: the account paid at the biller. */
  accountReference: string;
  receipt: string;
  resultCode: string;
  resultDesc: string;
  /** When the outcome is settled (the status query answers it from then on). */
  settledAt: number;
  reversed: boolean;
}

export function stkCallbackBody(tx: Transaction): StkCallback {
  const callback: StkCallback = {
    Body: {
      stkCallback: {
        MerchantRequestID: tx.merchantRequestId ?? '',
        CheckoutRequestID: tx.checkoutRequestId ?? '',
        ResultCode: Number(tx.resultCode),
        ResultDesc: tx.resultDesc,
      },
    },
  };
  if (tx.resultCode === '0') {
    callback.Body.stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: tx.amount },
        { Name: 'MpesaReceiptNumber', Value: tx.receipt },
        { Name: 'TransactionDate', Value: Number(nairobiTimestamp(new Date(tx.settledAt))) },
        { Name: 'PhoneNumber', Value: Number(tx.party) },
      ],
    };
  }
  return callback;
}

export function resultBody(tx: Transaction, baseUrl: string): ResultCallback {
  const ok = tx.resultCode === '0';
  const parameters =
    tx.kind === 'b2c'
      ? [
          { Key: 'TransactionAmount', Value: tx.amount },
          { Key: 'TransactionReceipt', Value: tx.receipt },
          { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
          { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
          { Key: 'ReceiverPartyPublicName', Value: `${tx.party} - John Doe` },
          { Key: 'TransactionCompletedDateTime', Value: dottedTime(tx.settledAt) },
          { Key: 'B2CUtilityAccountAvailableFunds', Value: 100000 },
          { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000 },
        ]
      : [
          { Key: 'DebitAccountBalance', Value: '{Amount={CurrencyCode=KES, MinimumAmount=618683, BasicAmount=6186.83}}' },
          { Key: 'Amount', Value: tx.amount.toFixed(2) },
          { Key: 'DebitPartyAffectedAccountBalance', Value: 'Working Account|KES|346131.00|346131.00|0.00|0.00' },
          { Key: 'TransCompletedTime', Value: nairobiTimestamp(new Date(tx.settledAt)) },
          { Key: 'DebitPartyCharges', Value: '' },
          { Key: 'ReceiverPartyPublicName', Value: `${tx.party} - Simulated Biller` },
          { Key: 'Currency', Value: 'KES' },
          { Key: 'InitiatorAccountCurrentBalance', Value: '{Amount={CurrencyCode=KES, MinimumAmount=618683, BasicAmount=6186.83}}' },
        ];
  // As in Safaricom's samples: B2C sends numbers and one reference item, B2B strings and a list.
  const b2b = tx.kind === 'b2b';
  return {
    Result: {
      ResultType: b2b ? '0' : 0,
      ResultCode: b2b ? tx.resultCode : Number(tx.resultCode),
      ResultDesc: tx.resultDesc,
      OriginatorConversationID: tx.key,
      ConversationID: tx.conversationId,
      TransactionID: ok ? tx.receipt : 'NLJ0000000',
      ...(ok ? { ResultParameters: { ResultParameter: parameters } } : {}),
      ReferenceData: b2b
        ? {
            ReferenceItem: [
              { Key: 'BillReferenceNumber', Value: tx.accountReference },
              { Key: 'QueueTimeoutURL', Value: `${baseUrl}/mpesa/b2bresults/v1/submit` },
            ],
          }
        : { ReferenceItem: { Key: 'QueueTimeoutURL', Value: `${baseUrl}/mpesa/b2cresults/v1/submit` } },
    },
  };
}

export function statusResultBody(ack: { OriginatorConversationID: string; ConversationID: string }, tx: Transaction | undefined): ResultCallback {
  if (!tx) {
    return {
      Result: {
        ResultType: 0,
        ResultCode: 'R000002',
        ResultDesc: 'The OriginatorConversationID is invalid.',
        OriginatorConversationID: ack.OriginatorConversationID,
        ConversationID: ack.ConversationID,
        TransactionID: 'NLJ0000000',
      },
    };
  }
  const ok = tx.resultCode === '0';
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: SUCCESS_DESC,
      OriginatorConversationID: ack.OriginatorConversationID,
      ConversationID: ack.ConversationID,
      TransactionID: 'NLJ0000000',
      ResultParameters: {
        ResultParameter: [
          { Key: 'DebitPartyName', Value: '174379 - Simulated Business' },
          { Key: 'CreditPartyName', Value: `${tx.party} - John Doe` },
          { Key: 'OriginatorConversationID', Value: tx.key },
          { Key: 'InitiatedTime', Value: Number(nairobiTimestamp(new Date(tx.settledAt))) },
          { Key: 'DebitAccountType', Value: 'Utility Account' },
          { Key: 'DebitPartyCharges', Value: '' },
          ok ? { Key: 'TransactionReason' } : { Key: 'TransactionReason', Value: tx.resultDesc },
          { Key: 'ReasonType', Value: tx.kind === 'b2b' ? 'Business Pay Bill' : 'Business Payment to Customer via API' },
          { Key: 'TransactionStatus', Value: tx.reversed ? 'Reversed' : ok ? 'Completed' : 'Failed' },
          { Key: 'FinalisedTime', Value: Number(nairobiTimestamp(new Date(tx.settledAt))) },
          { Key: 'Amount', Value: tx.amount },
          { Key: 'ConversationID', Value: tx.conversationId },
          { Key: 'ReceiptNo', Value: ok ? tx.receipt : '' },
        ],
      },
      ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
    },
  };
}

/** dd.MM.yyyy HH:mm:ss in Nairobi time, as B2C's TransactionCompletedDateTime. */
function dottedTime(at: number): string {
  const t = nairobiTimestamp(new Date(at));
  return `${t.slice(6, 8)}.${t.slice(4, 6)}.${t.slice(0, 4)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`;
}
