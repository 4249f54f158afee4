import { useCallback, useEffect, useState } from 'react';

/** Spec 000 section 9: one-time code resend countdown 60 s. */
export const RESEND_SECONDS = 60;

/** Seconds left until zero, ticking once a second; start() begins again from `seconds`. */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((l) => l - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((from: number = seconds) => setLeft(from), [seconds]);
  const stop = useCallback(() => setLeft(0), []);
  return { left, start, stop };
}
