import { describe, expect, it } from 'vitest';
import { quickAccessSize, quickRangeProblem } from './home';

const PERMITTED = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

describe('quick access rule (spec 000 section 9: choose 8 options)', () => {
  it('takes exactly 8 distinct permitted entries', () => {
    expect(quickRangeProblem(PERMITTED.slice(0, 8), PERMITTED)).toBeNull();
  });

  it('refuses a ninth entry and fewer than 8', () => {
    expect(quickRangeProblem(PERMITTED.slice(0, 9), PERMITTED)).toEqual({ code: 'MMCP4900', params: { count: 8 } });
    expect(quickRangeProblem(PERMITTED.slice(0, 7), PERMITTED)).toEqual({ code: 'MMCP4900', params: { count: 8 } });
  });

  it('refuses an entry the person may not use, and one chosen twice', () => {
    expect(quickRangeProblem([...PERMITTED.slice(0, 7), 'x'], PERMITTED)).toEqual({ code: 'MMCP4901' });
    expect(quickRangeProblem([...PERMITTED.slice(0, 7), 'a'], PERMITTED)).toEqual({ code: 'MMCP4902' });
  });

  it('asks for all entries when fewer than 8 are permitted', () => {
    expect(quickAccessSize(3)).toBe(3);
    expect(quickRangeProblem(['a', 'b', 'c'], ['a', 'b', 'c'])).toBeNull();
    expect(quickRangeProblem(['a', 'b'], ['a', 'b', 'c'])).toEqual({ code: 'MMCP4900', params: { count: 3 } });
  });
});
