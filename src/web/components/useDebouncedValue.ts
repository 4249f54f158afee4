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

/**
 * What a person types into a select that the server searches (a people picker): `text` is the
 * typed words once settled and trimmed, `onSearch` the select's search handler, `clear` forgets
 * the words (on blur or clear, so the picker opens on its first names again).
 */
export function useSelectSearch(): { text: string; onSearch: (typed: string) => void; clear: () => void } {
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim());
  return { text, onSearch: setTyped, clear: () => setTyped('') };
}
