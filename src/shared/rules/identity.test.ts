import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from './message';
import { guessUserIdType, normalizePhone, passwordRule, phoneRule, pinRule } from './identity';

describe('mobile numbers (spec 000 section 5)', () => {
  it.each([
    ['712345678', '254712345678'],
    ['112345678', '254112345678'],
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each(['0812345678', '71234567', '07123456789', '2548123456789', 'abc', ''])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(phoneRule.safeParse(input).success).toBe(false);
  });
});

describe('passwords and PINs', () => {
  it('wants 8 characters with an uppercase, a lowercase and a special character', () => {
    expect(passwordRule.safeParse('Demo@1234').success).toBe(true);
    for (const bad of ['demo@1234', 'DEMO@1234', 'Demo12345', 'De@1']) {
      expect(passwordRule.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes a PIN of exactly 4 digits and says so in the spec words', () => {
    expect(pinRule.safeParse('1234').success).toBe(true);
    const bad = pinRule.safeParse('12a4');
    expect(bad.success).toBe(false);
    expect(renderRuleMessage(bad.error!.issues[0]!.message, 'en-US')).toBe('The PIN must be 4 digits');
  });

  it('renders length messages with their numbers', () => {
    const res = passwordRule.safeParse('Ab@1');
    expect(renderRuleMessage(res.error!.issues[0]!.message, 'en-US')).toBe('Minimum field length = 8');
  });
});

describe('login ids', () => {
  it('reads e-mail, phone and staff username', () => {
    expect(guessUserIdType('owner@demo.co.ke')).toBe('E');
    expect(guessUserIdType('+254712345678')).toBe('P');
    expect(guessUserIdType('cashier')).toBe('S');
  });
});
