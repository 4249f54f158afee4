import { useEffect, useState } from 'react';

/** Spec 000 section 9: select-search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
