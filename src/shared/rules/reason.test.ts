import { describe, expect, it } from 'vitest';
import { reasonRule } from './reason';

const rule = reasonRule(20);
const message = (value: string) => {
  const r = rule.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('a reason (spec 000 and 001 section 5)', () => {
  it('takes letters, digits, the spec\'s marks and spaces', () => {
    expect(message(`Paid twice, sorry!`)).toBeNull();
    expect(message(`"OK"; see @Ann: why? '1'.`.slice(0, 20))).toBeNull();
    expect(rule.parse('  Late delivery  ')).toBe('Late delivery');
  });

  it('refuses any other mark and Chinese characters, with the rule text', () => {
    for (const bad of ['Rent - May', 'INV/204', '#3', 'A&B', '(late)', '退款原因', 'Café']) expect(message(bad)).toBe('REASON_FORMAT');
  });

  it('refuses more than its length', () => {
    expect(message('x'.repeat(21))).toBe('MAX_LENGTH|{"0":20}');
  });
});
