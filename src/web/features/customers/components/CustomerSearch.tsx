import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** Spec 001 section 9: search debounce 500 ms. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;

/**
 * A search box whose text reaches `onSettled` once typing pauses. `value` is the search in force
 * (from the URL); when it changes from elsewhere (back, a link), the box shows it.
 */
export function CustomerSearch({ value, onSettled, label, placeholder }: { value: string; onSettled: (text: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== sent.current) setText(value);
  }
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    onSettled(settled);
  }, [settled, onSettled]);
  return (
    <Input.Search
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={{ width: 280 }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => {
        sent.current = v.trim();
        onSettled(v.trim());
      }}
    />
  );
}
