import { Select } from 'antd';
import { useSession } from '../../../api/session';

/** The business's stores (those the session knows) as a select; controlled for Form.Item. */
export function StoreSelect({
  value,
  onChange,
  allLabel,
  id,
  style,
  'aria-label': ariaLabel,
}: {
  value?: string;
  onChange?: (storeId: string | undefined) => void;
  /** When given, an empty choice with this label (filters). */
  allLabel?: string;
  id?: string;
  style?: React.CSSProperties;
  /** The field's name where no Form.Item label names it (filters). */
  'aria-label'?: string;
}) {
  const stores = useSession((s) => s.stores);
  const options = stores.filter((s) => s.storeStatus !== 'C').map((s) => ({ value: s.storeId, label: s.storeName }));
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value ?? (allLabel ? '' : undefined)}
      onChange={(v: string) => onChange?.(v || undefined)}
      options={allLabel ? [{ value: '', label: allLabel }, ...options] : options}
      style={{ minWidth: 180, ...style }}
    />
  );
}
