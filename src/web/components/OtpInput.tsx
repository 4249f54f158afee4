import { Input, type InputProps } from 'antd';
import { OTP_LENGTH, onlyDigits } from './inputFilters';

export interface OtpInputProps extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A 4-digit one-time code (spec 000 section 5): digits only, offered by the phone's keyboard.
 * Most screens want the whole step instead: OtpStep (send, countdown, resend, check).
 *
 *   <Form.Item name="otp" label={t('otp.code')} rules={[zodRule(otpCode)]}>
 *     <OtpInput />
 *   </Form.Item>
 */
export function OtpInput({ value, onChange, ...rest }: OtpInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      {...rest}
      maxLength={OTP_LENGTH}
      value={value ?? ''}
      onChange={(e) => onChange?.(onlyDigits(e.target.value, OTP_LENGTH))}
    />
  );
}
