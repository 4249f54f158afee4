import { Input, type InputProps } from 'antd';
import { onlyDigits } from './inputFilters';

export interface DigitsInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A number typed as text that keeps its digits only, e.g. an ID number (spec 000 section 5: 'ID
 * input keeps digits only'); `maxLength` caps it.
 *
 *   <Form.Item name="idNo" rules={[zodRule(idNoRule)]}><DigitsInput maxLength={9} /></Form.Item>
 */
export function DigitsInput({ value, onChange, maxLength, ...rest }: DigitsInputProps) {
  return (
    <Input
      inputMode="numeric"
      {...rest}
      maxLength={maxLength}
      value={value ?? ''}
      onChange={(e) => onChange?.(onlyDigits(e.target.value, maxLength))}
    />
  );
}
