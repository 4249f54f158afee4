import { performance } from 'node:perf_hooks';

/**
 * How a call to a money network ended, as the rails read its HTTP answer (`gatewayCall` throws
 * RailUnavailable for `unavailable`): `ok` (2xx),
 * `refused` (the network said no to this request: any other 4xx) or `unavailable` (no answer, a
 * timeout, 5xx, 408, 429, or 401, our key refused).
 */
export type RailCallOutcome = 'ok' | 'refused' | 'unavailable';

/** Told of every call a rail makes to its network: the rail's name, the outcome and the seconds to the answer's headers. */
export type RailCallObserver = (rail: string, outcome: RailCallOutcome, seconds: number) => void;

export function railCallOutcome(status: number): RailCallOutcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 500 || status === 401 || status === 408 || status === 429) return 'unavailable';
  return 'refused';
}

/** `base` (fetch) telling `observe` of each call under the rail's name; `base` itself when nothing observes. */
export function timedFetch(rail: string, observe: RailCallObserver | null, base: typeof fetch = fetch): typeof fetch {
  if (!observe) return base;
  return async (input, init) => {
    const started = performance.now();
    try {
      const response = await base(input, init);
      observe(rail, railCallOutcome(response.status), (performance.now() - started) / 1000);
      return response;
    } catch (error) {
      observe(rail, 'unavailable', (performance.now() - started) / 1000);
      throw error;
    }
  };
}
