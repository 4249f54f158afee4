import dayjs from 'dayjs';
import { PeriodPicker, WIRE_DATE as WIRE } from '../../../components/PeriodPicker';

/** A date range as two YYYYMMDD strings (the wire's business dates), in the business's date format. */
export function DateRangeFilter({
  start,
  end,
  onChange,
  ariaLabel,
  allowEmpty = true,
}: {
  start?: string;
  end?: string;
  onChange: (start: string | undefined, end: string | undefined) => void;
  ariaLabel: string;
  allowEmpty?: boolean;
}) {
  return (
    <PeriodPicker
      aria-label={ariaLabel}
      allowEmpty={[allowEmpty, allowEmpty]}
      allowClear={allowEmpty}
      value={[start ? dayjs(start, WIRE) : null, end ? dayjs(end, WIRE) : null]}
      onChange={(v) => onChange(v?.[0]?.format(WIRE), v?.[1]?.format(WIRE))}
    />
  );
}
