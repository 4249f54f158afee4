import { describe, expect, it } from 'vitest';
import { singleFlight } from './useSingleFlight';

describe('a submit that runs once at a time', () => {
  it('answers a second call made while the first is on its way with the first, and runs again after', async () => {
    const flight = singleFlight();
    let calls = 0;
    const submit = () =>
      flight(async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 10));
        return calls;
      });
    const [a, b] = await Promise.all([submit(), submit()]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await submit()).toBe(2);
  });

  it('runs again after a failure', async () => {
    const flight = singleFlight();
    await expect(flight(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await flight(async () => 'again')).toBe('again');
  });
});
