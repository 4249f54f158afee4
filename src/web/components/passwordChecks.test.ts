import { describe, expect, it } from 'vitest';
import { passwordRule } from '../../shared/rules/identity';
import { passwordChecks } from './passwordChecks';

describe('passwordChecks', () => {
  it('ticks nothing for an empty value', () => {
    expect(passwordChecks('')).toEqual({ length: false, upper: false, lower: false, special: false });
  });

  it('ticks each part of the rule on its own', () => {
    expect(passwordChecks('abcdefgh')).toEqual({ length: true, upper: false, lower: true, special: false });
    expect(passwordChecks('A@')).toEqual({ length: false, upper: true, lower: false, special: true });
  });

  it.each(['Demo@1234', 'Nairobi#2025', 'kES!Tills'])('agrees with the shared rule on %j', (value) => {
    const all = Object.values(passwordChecks(value)).every(Boolean);
    expect(all).toBe(passwordRule.safeParse(value).success);
  });

  it.each(['demo@1234', 'DEMO@1234', 'Demo12345', 'De@1'])('refuses %j like the shared rule', (value) => {
    const all = Object.values(passwordChecks(value)).every(Boolean);
    expect(all).toBe(false);
    expect(passwordRule.safeParse(value).success).toBe(false);
  });
});
