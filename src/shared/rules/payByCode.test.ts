import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from './message';
import { payAmountProblem } from './payByCode';
import { shortCodeInfo } from '../../server/rails/mpesa/simulator.scenarios';

describe('pay by code amount rule', () => {
  it('says the spec text below KES 10.00 and the configured maximum above it', () => {
    expect(payAmountProblem(1_000, 25_000_000)).toBeNull();
    expect(payAmountProblem(25_000_000, 25_000_000)).toBeNull();
    expect(renderRuleMessage(payAmountProblem(999, 25_000_000)!, 'en-US')).toBe('Pay amount minimum KES 10.00');
    expect(renderRuleMessage(payAmountProblem(25_000_001, 25_000_000)!, 'en-US')).toBe('Pay amount maximum KES 250,000.00');
    expect(payAmountProblem(null, 100)).toBe('REQUIRED');
  });
});

describe('the M-PESA simulator short code lookup', () => {
  it('names seven digits a till and five or six a paybill, and knows no number starting 999', () => {
    expect(shortCodeInfo('5551234')).toMatchObject({ type: '2' });
    expect(shortCodeInfo('888880')).toMatchObject({ type: '4' });
    expect(shortCodeInfo('888880')?.name).toBe(shortCodeInfo('888880')?.name);
    expect(shortCodeInfo('9999999')).toBeNull();
    expect(shortCodeInfo('999123')).toBeNull();
    expect(shortCodeInfo('12')).toBeNull();
  });
});
