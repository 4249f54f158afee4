import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from './message';
import { cancelReasonRule, refundAmountProblem, refundPhoneRule, refundReasonRule } from './orders';

describe('order rules', () => {
  it('takes a refund number in any accepted form as 254…, empty as none, and refuses a bad one', () => {
    expect(refundPhoneRule.parse('0722 000 111')).toBe('254722000111');
    expect(refundPhoneRule.parse('')).toBeNull();
    expect(refundPhoneRule.safeParse('0612').success).toBe(false);
  });

  it('refuses a refund above what is left of the amount paid, with the amount left', () => {
    expect(refundAmountProblem(50_000, 50_000)).toBeNull();
    expect(renderRuleMessage(refundAmountProblem(50_001, 50_000)!, 'en-US')).toBe('The refund cannot be more than KES 500.00, what is left of the amount paid.');
    expect(refundAmountProblem(0, 50_000)).toBe('AMOUNT_POSITIVE');
    expect(renderRuleMessage(refundAmountProblem(0, 50_000)!, 'en-US')).toBe('Enter an amount greater than 0');
    expect(refundAmountProblem(null, 50_000)).toBe('REQUIRED');
  });

  it('takes a cancel reason of letters, digits and the punctuation the spec allows, never Chinese', () => {
    expect(cancelReasonRule.safeParse('Customer left, paid twice!').success).toBe(true);
    expect(cancelReasonRule.safeParse('不要了').success).toBe(false);
    expect(cancelReasonRule.safeParse('  ').success).toBe(false);
  });

  it('knows the eight refund reasons', () => {
    expect(refundReasonRule.safeParse('08').success).toBe(true);
    expect(refundReasonRule.safeParse('09').success).toBe(false);
  });
});
