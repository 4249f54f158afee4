import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { BENEFICIARY_SEARCH_DEBOUNCE_MS } from './BeneficiaryPicker';

/**
 * A search box whose text reaches `onSettled` once typing pauses for 500 ms. `value` is the search
 * in force (from the URL); when it changes from elsewhere (back, a link), the box shows it.
 */
export function DebouncedSearch({
  value,
  onSettled,
  label,
  placeholder,
}: {
  value: string;
  onSettled: (text: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim(), BENEFICIARY_SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    // Our own search coming back through the URL must not overwrite what is being typed.
    if (value !== sent.current) setText(value);
  }

  useEffect(() => {
    if (settled !== sent.current) {
      sent.current = settled;
      onSettled(settled);
    }
  }, [settled, onSettled]);

  return (
    <Input.Search
      allowClear
      aria-label={label}
      placeholder={placeholder}
      maxLength={60}
      style={{ width: 280 }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => setText(v)}
    />
  );
}
