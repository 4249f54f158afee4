import { describe, expect, it } from 'vitest';
import { SPLIT_MAX_REMITTERS, SPLIT_MIN_SHARE, remitterKey, splitRemaining, splitRuleBroken, splitShareProblem } from './split';
import { ruleMessage } from './message';

const r = (mobile: string, amount: number) => ({ mobile, amount });

describe('split bill rules (spec 001)', () => {
  it('computes the remaining amount as the total less every share', () => {
    expect(splitRemaining(1000, [r('0712345678', 300), r('0722000111', 200)])).toBe(500);
    expect(splitRemaining(1000, [{ amount: null }])).toBe(1000);
  });

  it('allows up to 20 accounts and refuses the 21st', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => r(`07110000${String(i).padStart(2, '0')}`, 1));
    expect(SPLIT_MAX_REMITTERS).toBe(20);
    expect(splitRuleBroken(100, list(20))).toBeNull();
    expect(splitRuleBroken(100, list(21))).toBe('MMCP4605');
  });

  it('refuses the same remitter twice, however the phone is typed', () => {
    expect(remitterKey({ mobile: '0712345678' })).toBe(remitterKey({ mobile: '254712345678' }));
    expect(splitRuleBroken(1000, [r('0712345678', 1), r('+254 712 345 678', 1)])).toBe('MMCP4303');
    expect(splitRuleBroken(1000, [{ bnfUsrNo: 'b1', amount: 1 }, { bnfUsrNo: 'b1', amount: 2 }])).toBe('MMCP4303');
  });

  it('asks each share for at least KES 10 (minimum payment), with the spec\'s minimum text', () => {
    expect(SPLIT_MIN_SHARE).toBe(10_00);
    expect(splitShareProblem(10_00)).toBeNull();
    expect(splitShareProblem(9_99)).toBe(ruleMessage('AMOUNT_MIN', { 0: 10 }));
    expect(splitShareProblem(null)).toBeNull();
  });

  it('refuses a remaining amount below 0, allows exactly 0, and needs one remitter', () => {
    expect(splitRuleBroken(100, [r('0712345678', 101)])).toBe('MMCP4606');
    expect(splitRuleBroken(100, [r('0712345678', 100)])).toBeNull();
    expect(splitRuleBroken(100, [])).toBe('MMCP4612');
  });
});
