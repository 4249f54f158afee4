import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishProgress, progressSnapshot, startProgress } from './navProgress';

describe('navigation progress (spec 000 section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    finishProgress();
    vi.useRealTimers();
  });

  it('climbs 5 percent every 100 ms', () => {
    startProgress();
    vi.advanceTimersByTime(300);
    expect(progressSnapshot()).toEqual({ active: true, percent: 15 });
  });

  it('stops climbing at 95', () => {
    startProgress();
    vi.advanceTimersByTime(5_000);
    expect(progressSnapshot()).toEqual({ active: true, percent: 95 });
  });

  it('hides by itself after 8 s', () => {
    startProgress();
    vi.advanceTimersByTime(7_999);
    expect(progressSnapshot().active).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progressSnapshot().active).toBe(false);
  });

  it('hides as soon as the page has loaded', () => {
    startProgress();
    vi.advanceTimersByTime(200);
    finishProgress();
    expect(progressSnapshot()).toEqual({ active: false, percent: 0 });
  });
});
