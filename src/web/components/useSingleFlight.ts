import { useCallback, useRef } from 'react';

/**
 * Runs one job at a time: a job started while another is on its way gets the running one's
 * promise instead of running.
 */
export function singleFlight(): <R>(job: () => Promise<R>) => Promise<R> {
  let inFlight: Promise<unknown> | null = null;
  return <R>(job: () => Promise<R>): Promise<R> => {
    if (inFlight) return inFlight as Promise<R>;
    const started = job().finally(() => {
      inFlight = null;
    });
    inFlight = started;
    return started;
  };
}

/**
 * A form's submit that runs once at a time: a second call while the first is on its way (a
 * double click, Enter pressed twice; a form validates before it submits, so the button's loading
 * state comes too late to stop it) answers the first call's promise instead of sending again.
 *
 *   const submit = useSingleFlight(async (values: Values) => { await add.mutateAsync(values); ... });
 */
export function useSingleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const flight = useRef(singleFlight()).current;
  const latest = useRef(run);
  latest.current = run;
  return useCallback((...args: A) => flight(() => latest.current(...args)), [flight]);
}
