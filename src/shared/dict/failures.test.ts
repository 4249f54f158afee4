import { describe, expect, it } from 'vitest';
import { messageText } from '../i18n/messages';
import { orderFailure } from './failures';

const text = (o: Parameters<typeof orderFailure>[0], locale: 'en-US' | 'zh-CN' = 'en-US') => {
  const r = orderFailure(o);
  return r ? messageText(r.code, locale, r.params) : null;
};

describe('orderFailure', () => {
  it("words Daraja's result codes for a person, in their language", () => {
    expect(text({ direction: 'in', resultCode: '1032', resultDesc: 'Request cancelled by user' })).toBe('The request was cancelled on the phone.');
    expect(text({ direction: 'in', resultCode: '1032', resultDesc: 'Request cancelled by user' }, 'zh-CN')).toBe('已在手机上取消该请求。');
    expect(text({ direction: 'out', resultCode: '1037', resultDesc: 'DS timeout user cannot be reached' })).toMatch(/^The phone did not answer/);
    expect(text({ direction: 'in', resultCode: '1', resultDesc: 'The balance is insufficient for the transaction' })).toBe('The M-PESA balance on the phone was not enough for this payment.');
    expect(text({ direction: 'in', resultCode: '1001', resultDesc: 'Unable to lock subscriber, a transaction is already in process for the current subscriber' })).toBe(
      'The phone already has an M-PESA request waiting. Try again in a minute.',
    );
  });

  it("words the portal's own outcomes and keeps a catalogue code's text", () => {
    expect(text({ direction: 'out', resultCode: 'TIMEOUT', resultDesc: 'The network did not confirm the payment in time' })).toBe('The network did not confirm the payment in time.');
    expect(text({ direction: 'out', resultCode: 'CANCELLED', resultDesc: 'Cancelled' })).toBe('The payment was cancelled before it was made.');
    expect(text({ direction: 'out', resultCode: 'MMCP4001', resultDesc: 'Insufficient Balance.' }, 'zh-CN')).toBe('余额不足。');
    // A payment held for approval and rejected, or closed, never reached a network.
    expect(text({ direction: 'out', resultCode: 'REJECTED', resultDesc: 'Rejected by the authorizer' })).toBe('An authorizer rejected the payment, so it was not made.');
    expect(text({ direction: 'out', resultCode: 'CLOSED', resultDesc: 'Closed by the initiator' }, 'zh-CN')).toBe('这笔付款在审批前已关闭，付款未执行。');
  });

  it('words the paybill refusal (2040) as spec 001 section 8 does, in both languages', () => {
    const refused = { direction: 'out' as const, resultCode: '2040', resultDesc: 'The receiver is not set up to accept this payment.' };
    expect(text(refused)).toBe('Transaction failed. The paybill is not set up to accept this payment.');
    expect(text(refused, 'zh-CN')).toBe('交易失败。该 Paybill 未设置接收此付款。');
  });

  it("words every code the billers' and the bank gateways answer, never the gateway's English", () => {
    expect(text({ direction: 'out', resultCode: 'TRANSACTION_FAILED', resultDesc: 'The biller could not apply the payment' }, 'zh-CN')).toBe('服务商未能入账这笔付款。');
    expect(text({ direction: 'out', resultCode: 'ACCOUNT_NOT_FOUND', resultDesc: 'Account not found' })).toBe('The Account Number entered does not exist.');
    expect(text({ direction: 'out', resultCode: 'DECLINED', resultDesc: 'The receiving bank declined the transfer' })).toBe('The receiving bank or card issuer declined the payment.');
    expect(text({ direction: 'in', resultCode: 'INSUFFICIENT_FUNDS', resultDesc: 'Insufficient funds on the card' })).toBe('The card does not have enough funds for this payment.');
    expect(text({ direction: 'out', resultCode: 'INSUFFICIENT_FUNDS', resultDesc: 'Insufficient funds in the settlement account' })).toMatch(/^The provider's account on the network could not cover/);
    expect(text({ direction: 'out', resultCode: '2001', resultDesc: 'The initiator information is invalid.' }, 'zh-CN')).toBe('支付网络无法确认这笔付款的发送方，请稍后再试。');
    expect(text({ direction: 'out', resultCode: '1', resultDesc: 'The balance is insufficient for the transaction' })).toMatch(/^The provider's account on the network could not cover/);
    expect(text({ direction: 'in', resultCode: '400.002.02', resultDesc: 'Bad Request - Invalid CheckoutRequestID' })).toBe('The network could not complete the payment. Please try again later.');
  });

  it('words every result code the rails and their simulators can answer, in both languages', () => {
    // src/server/rails/mpesa/simulator.scenarios.ts and simulator.ts, bank/simulator.ts, billers/simulator.ts, the rails' own refusals.
    const answered = ['1032', '1037', '1', '2001', '2040', '1001', 'R000001', 'R000002', 'R000003', 'C2B00011', 'C2B00012', 'AMOUNT', 'DESTINATION', 'ACCOUNT_NOT_FOUND', 'ACCOUNT_CLOSED', 'DECLINED', 'INSUFFICIENT_FUNDS', 'NOT_REGISTERED', 'LIMIT_EXCEEDED', 'INVALID_REQUEST', 'TRANSACTION_FAILED', 'INVALID_PACKAGE', 'WRONG_AMOUNT', 'UNKNOWN_BILLER', 'NOT_FOUND', 'TIMEOUT'];
    for (const resultCode of answered) {
      for (const direction of ['in', 'out'] as const) {
        const reason = orderFailure({ direction, resultCode, resultDesc: 'English words of the network' });
        expect(reason?.code, resultCode).not.toBe('MMCP4012');
        expect(text({ direction, resultCode, resultDesc: 'English words of the network' }, 'zh-CN'), resultCode).not.toContain('English');
      }
    }
  });

  it("puts any other network text inside a sentence, and answers nothing when nothing is known", () => {
    expect(text({ direction: 'out', resultCode: 'SOMETHING_NEW', resultDesc: 'Something new happened.' })).toBe('The network refused the payment: Something new happened.');
    expect(text({ direction: 'out', resultCode: null, resultDesc: null })).toBeNull();
  });
});
