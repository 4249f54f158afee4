import { afterEach, describe, expect, it, vi } from 'vitest';
import { toNairobi14 } from '../db/util';
import { nairobiTime } from './clock';

afterEach(() => vi.useRealTimers());

describe('the demo clock', () => {
  it('lays a row on the Nairobi day asked for, also late in the UTC evening when Nairobi is a day ahead', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T21:04:00Z') }); // 00:04 on 27 November in Nairobi
    expect(toNairobi14(nairobiTime(32, 8, 0))).toBe('20261026080000');
    expect(toNairobi14(nairobiTime(1, 17, 30))).toBe('20261126173000');
  });

  it('keeps today\'s rows in order within the part of the day that has passed', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T07:00:00Z') }); // 10:00 in Nairobi
    const times = [8, 12, 17, 23].map((h) => nairobiTime(0, h));
    expect([...times].sort()).toEqual(times);
    for (const t of times) {
      expect(toNairobi14(t).slice(0, 8)).toBe('20261126');
      expect(Date.parse(t)).toBeLessThanOrEqual(Date.now());
    }
  });
});
