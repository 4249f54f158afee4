import { describe, expect, it } from 'vitest';
import { amountProblem, amountRule, remarksRule } from './money';
import { ruleMessage } from './message';

describe('amountProblem: an amount against its limits, in minor units', () => {
  it('asks for an amount when there is none', () => {
    expect(amountProblem(null, { min: 1000, max: 25_000_000 })).toBe(ruleMessage('REQUIRED'));
    expect(amountProblem(Number.NaN, null)).toBe(ruleMessage('REQUIRED'));
  });

  it('names both limits when the amount is outside them, never changing it', () => {
    const outside = ruleMessage('MMCP4002', { min: '10.00', max: '250,000.00' });
    expect(amountProblem(0, { min: 1000, max: 25_000_000 })).toBe(outside);
    expect(amountProblem(999, { min: 1000, max: 25_000_000 })).toBe(outside);
    expect(amountProblem(25_000_001, { min: 1000, max: 25_000_000 })).toBe(outside);
    expect(amountProblem(1000, { min: 1000, max: 25_000_000 })).toBeNull();
  });

  it('without limits, asks for more than zero', () => {
    expect(amountProblem(0, null)).toBe(ruleMessage('AMOUNT_POSITIVE'));
    expect(amountProblem(-5, null)).toBe(ruleMessage('AMOUNT_POSITIVE'));
    expect(amountProblem(1, null)).toBeNull();
  });

  it('is the wire rule too: zero is refused with the same words', () => {
    const result = amountRule.safeParse(0);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ruleMessage('AMOUNT_POSITIVE'));
  });
});

describe("a payment's remarks", () => {
  it('say which characters they take when Chinese or other characters are typed', () => {
    const result = remarksRule.safeParse('喜欢 this till');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ruleMessage('REMARKS_FORMAT'));
    expect(remarksRule.safeParse('Rent for May (shop #4) - paid').success).toBe(true);
  });
});
