import { type GetProps, Input } from 'antd';
import { onlyDigits, PIN_LENGTH } from './inputFilters';

type PasswordProps = GetProps<typeof Input.Password>;

export interface PinInputProps extends Omit<PasswordProps, 'value' | 'onChange' | 'maxLength'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The 4-digit payment PIN (spec 000 section 5): masked, digits only, never shown.
 *
 *   <Form.Item name="pin" label={t('...')} rules={[zodRule(pinRule)]}>
 *     <PinInput />
 *   </Form.Item>
 */
export function PinInput({ value, onChange, ...rest }: PinInputProps) {
  return (
    <Input.Password
      inputMode="numeric"
      autoComplete="off"
      visibilityToggle={false}
      {...rest}
      maxLength={PIN_LENGTH}
      value={value ?? ''}
      onChange={(e) => onChange?.(onlyDigits(e.target.value, PIN_LENGTH))}
    />
  );
}
