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

  it("puts any other network text inside a sentence, and answers nothing when nothing is known", () => {
    expect(text({ direction: 'out', resultCode: '2001', resultDesc: 'The initiator information is invalid.' })).toBe('The network refused the payment: The initiator information is invalid.');
    expect(text({ direction: 'out', resultCode: '1', resultDesc: 'The balance is insufficient for the transaction' })).toBe('The network refused the payment: The balance is insufficient for the transaction.');
    expect(text({ direction: 'out', resultCode: null, resultDesc: null })).toBeNull();
  });
});
