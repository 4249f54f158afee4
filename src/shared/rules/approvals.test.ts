import { describe, expect, it } from 'vitest';
import { bandsOverlap, inBand, isMandateSubType } from '../dict/approvals';
import { mandateFields } from './approvals';

const KES = 100;

describe('mandate amount bands', () => {
  it('takes the lower limit in and leaves the upper limit out', () => {
    const band = { from: 20_000 * KES, to: 50_000 * KES };
    expect(inBand(20_000 * KES, band)).toBe(true);
    expect(inBand(49_999 * KES, band)).toBe(true);
    expect(inBand(50_000 * KES, band)).toBe(false);
    expect(inBand(19_999 * KES, band)).toBe(false);
    expect(inBand(10_000_000 * KES, { from: 20_000 * KES, to: null })).toBe(true);
  });

  it('finds overlapping bands, and lets adjacent ones be', () => {
    expect(bandsOverlap({ from: 0, to: 20_000 }, { from: 20_000, to: null })).toBe(false);
    expect(bandsOverlap({ from: 0, to: 20_001 }, { from: 20_000, to: null })).toBe(true);
    expect(bandsOverlap({ from: 100, to: null }, { from: 5_000, to: 6_000 })).toBe(true);
    expect(bandsOverlap({ from: 0, to: null }, { from: 0, to: null })).toBe(true);
  });
});

describe('the mandate form rule', () => {
  const base = { txTyp: '01', limitFrom: 1_000 * KES, mandateTyp: '1', approvers: ['p1'] };

  it("refuses 'Limit To' not above 'Limit From' on limitTo", () => {
    const res = mandateFields.safeParse({ ...base, limitTo: 1_000 * KES });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['limitTo', 'MMCP5700']]);
    expect(mandateFields.safeParse({ ...base, limitTo: 1_000 * KES + 1 }).success).toBe(true);
    expect(mandateFields.safeParse({ ...base, limitTo: null }).success).toBe(true);
  });

  it('wants authorizers except on a zero mandate, each once', () => {
    expect(mandateFields.safeParse({ ...base, approvers: [] }).error?.issues[0]?.message).toBe('MMCP5703');
    expect(mandateFields.safeParse({ ...base, mandateTyp: '0' }).error?.issues[0]?.message).toBe('MMCP5704');
    expect(mandateFields.safeParse({ ...base, approvers: ['p1', 'p1'] }).error?.issues[0]?.message).toBe('MMCP5718');
  });

  it('knows the subtypes of each type', () => {
    expect(isMandateSubType('01', 'MT')).toBe(true);
    expect(isMandateSubType('04', '44')).toBe(true);
    expect(isMandateSubType('04', '28')).toBe(false);
    expect(mandateFields.safeParse({ ...base, subTyp: '99' }).error?.issues[0]?.message).toBe('MMCP5717');
  });
});
