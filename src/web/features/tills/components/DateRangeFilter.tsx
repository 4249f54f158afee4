import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { datePickerFormat, useDateDisplayOption } from '../../../components/dateDisplay';

const WIRE = 'YYYYMMDD';

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
  const option = useDateDisplayOption();
  return (
    <DatePicker.RangePicker
      aria-label={ariaLabel}
      allowEmpty={[allowEmpty, allowEmpty]}
      allowClear={allowEmpty}
      format={datePickerFormat(option)}
      value={[start ? dayjs(start, WIRE) : null, end ? dayjs(end, WIRE) : null]}
      disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
      onChange={(v) => onChange(v?.[0]?.format(WIRE), v?.[1]?.format(WIRE))}
    />
  );
}
