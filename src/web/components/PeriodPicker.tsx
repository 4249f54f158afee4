import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { datePickerFormat, nairobiToday, useDateDisplayOption } from './dateDisplay';

/** Business dates on the wire: YYYYMMDD. */
export const WIRE_DATE = 'YYYYMMDD';

/** A period as a form holds it: two days, either may be empty. */
export type PeriodValue = [Dayjs | null, Dayjs | null] | null;

/** YYYYMMDD as a day (ISO form, so no parsing plugin is needed). */
export function fromWire(value: string | undefined): Dayjs | null {
  return value ? dayjs(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`) : null;
}

/** A period's wire dates as the form's value: null when neither end is set. */
export function periodOf(start: string | undefined, end: string | undefined): PeriodValue {
  return start || end ? [fromWire(start), fromWire(end)] : null;
}

/**
 * The period field of a filter or request form (inside a Form.Item, which hands it value and
 * onChange): a range picker in the business's date format with no day after today.
 */
export function PeriodPicker(props: Omit<ComponentProps<typeof DatePicker.RangePicker>, 'format' | 'disabledDate'>) {
  const option = useDateDisplayOption();
  return <DatePicker.RangePicker {...props} format={datePickerFormat(option)} disabledDate={(d) => d.isAfter(nairobiToday().endOf('day'))} />;
}
