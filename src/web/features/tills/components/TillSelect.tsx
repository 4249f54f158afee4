import { Select } from 'antd';
import { useTillNumbers } from '../api';

/** The business's tills (number and name) as a select; controlled for Form.Item. */
export function TillSelect({
  value,
  onChange,
  allLabel,
  placeholder,
  id,
}: {
  value?: string;
  onChange?: (tillId: string | undefined) => void;
  allLabel?: string;
  placeholder?: string;
  id?: string;
}) {
  const tills = useTillNumbers();
  const options = (tills.data?.list ?? []).map((x) => ({ value: x.tillId, label: `${x.tillNo} · ${x.tillName}` }));
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      loading={tills.isPending}
      placeholder={placeholder}
      value={value ?? (allLabel ? '' : undefined)}
      onChange={(v: string) => onChange?.(v || undefined)}
      options={allLabel ? [{ value: '', label: allLabel }, ...options] : options}
      style={{ minWidth: 220 }}
    />
  );
}
