import { Select } from 'antd';
import { useSession } from '../../../api/session';

/** The business's stores (those the session knows) as a select; controlled for Form.Item. */
export function StoreSelect({
  value,
  onChange,
  allLabel,
  id,
  style,
}: {
  value?: string;
  onChange?: (storeId: string | undefined) => void;
  /** When given, an empty choice with this label (filters). */
  allLabel?: string;
  id?: string;
  style?: React.CSSProperties;
}) {
  const stores = useSession((s) => s.stores);
  const options = stores.filter((s) => s.storeStatus !== 'C').map((s) => ({ value: s.storeId, label: s.storeName }));
  return (
    <Select
      id={id}
      value={value ?? (allLabel ? '' : undefined)}
      onChange={(v: string) => onChange?.(v || undefined)}
      options={allLabel ? [{ value: '', label: allLabel }, ...options] : options}
      style={{ minWidth: 180, ...style }}
    />
  );
}
