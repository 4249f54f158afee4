import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec 001 section 9: a search runs 500 ms after typing pauses. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A list's search box: its text reaches `onSettled` once typing pauses, or at once on Enter.
 * `value` is the search in force (from the URL); when it changes from elsewhere (back, a link),
 * the box shows it.
 */
export function DebouncedSearch({
  value,
  onSettled,
  label,
  placeholder,
  maxLength,
}: {
  value: string;
  onSettled: (text: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    // Our own search coming back through the URL must not overwrite what is being typed.
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
      maxLength={maxLength}
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
