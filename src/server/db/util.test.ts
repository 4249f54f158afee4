import { describe, expect, it } from 'vitest';
import { newId } from './util';

describe('newId', () => {
  it('makes distinct, 21-character ids that sort in the order they were made', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-z]{12}[0-9a-f]{9}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    // The random part is not a counter: ids of one millisecond differ beyond their sequence.
    expect(new Set(ids.map((id) => id.slice(12))).size).toBeGreaterThan(19_990);
  });
});
