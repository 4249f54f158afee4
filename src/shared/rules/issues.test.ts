import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessages } from './issues';
import { ruleMessage } from './message';

const refusals = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('the input passed');
  return issueMessages(parsed.error.issues, input);
};

describe("a schema's refusals in the catalogue's words", () => {
  it("words zod's own checks, never zod's English", () => {
    const schema = z.object({ name: z.string().max(20), count: z.number().int().min(1).max(999), sts: z.enum(['A', 'P']), rate: z.number().positive(), tags: z.array(z.string()).max(2) });
    expect(refusals(schema, { name: 'x'.repeat(21), count: 1.5, sts: 'Q', rate: 0, tags: ['a', 'b', 'c'] })).toEqual([
      { field: 'name', message: ruleMessage('MAX_LENGTH', { 0: 20 }) },
      { field: 'count', message: 'NUMBER_WHOLE' },
      { field: 'sts', message: 'INVALID_VALUE' },
      { field: 'rate', message: ruleMessage('NUMBER_ABOVE', { min: 0 }) },
      { field: 'tags', message: ruleMessage('LIST_MAX', { max: 2 }) },
    ]);
    expect(refusals(schema, { name: 5, count: 5000, sts: 'A', rate: 1, tags: [] })).toEqual([
      { field: 'name', message: 'INVALID_VALUE' },
      { field: 'count', message: ruleMessage('NUMBER_MAX', { max: 999 }) },
    ]);
  });

  it('says a field left out or empty is required', () => {
    expect(refusals(z.object({ a: z.string(), b: z.string().min(1), c: z.number(), d: z.email() }), { b: '', c: null, d: '' })).toEqual([
      { field: 'a', message: 'REQUIRED' },
      { field: 'b', message: 'REQUIRED' },
      { field: 'c', message: 'REQUIRED' },
      { field: 'd', message: 'REQUIRED' },
    ]);
  });

  it("keeps a rule's own message, once a field", () => {
    const schema = z.object({ pin: z.string().regex(/^\d{4}$/, ruleMessage('password_tip')).regex(/^\d+$/, ruleMessage('password_tip')) });
    expect(refusals(schema, { pin: 'ab' })).toEqual([{ field: 'pin', message: 'password_tip' }]);
  });

  it('answers a union for the shape the input came closest to, under its own field', () => {
    const line = z.union([z.object({ productId: z.string(), quantity: z.number().int() }), z.object({ name: z.string(), unitPrice: z.number().int(), quantity: z.number().int() })]);
    const schema = z.object({ items: z.array(line) });
    expect(refusals(schema, { items: [{ name: 'Soda', unitPrice: 1.5, quantity: 1 }] })).toEqual([{ field: 'items.0.unitPrice', message: 'NUMBER_WHOLE' }]);
    expect(refusals(schema, { items: [{ productId: 'p1', quantity: 'two' }] })).toEqual([{ field: 'items.0.quantity', message: 'INVALID_VALUE' }]);
  });
});
