import { Input, type InputProps } from 'antd';
import { phoneDigits } from './inputFilters';

/** No `maxLength`: the browser would cut a pasted 0712 345 678 or +254 712 345 678 before the
 * leading 0 or 254 is taken off; the value keeps 9 digits by itself. */
export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange' | 'prefix' | 'maxLength'> {
  /** The 9 digits after +254. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A Kenyan mobile number (spec 000 section 5): '+254' shown before the field; what is typed or
 * pasted keeps its digits only, without a leading zero or a repeated 254.
 *
 *   <Form.Item name="phone" label={t('...')} rules={[zodRule(phoneDigitsRule)]}>
 *     <PhoneInput />
 *   </Form.Item>
 *   // send toWirePhone(values.phone): '254' + the 9 digits
 */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  return (
    <Input
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      prefix={<span style={{ color: 'rgba(0,0,0,0.65)', paddingInlineEnd: 4 }}>+254</span>}
      value={value ?? ''}
      onChange={(e) => onChange?.(phoneDigits(e.target.value))}
    />
  );
}
