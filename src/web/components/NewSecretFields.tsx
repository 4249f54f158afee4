import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordRule, pinRule } from '../../shared/rules/identity';
import { ruleMessage } from '../../shared/rules/message';
import { sameAs, zodRule } from './formRules';
import { PasswordInput } from './PasswordInput';
import { PinInput } from './PinInput';

/** The confirmation only has to be there and match: the first entry carries the rule. */
const requiredRule = z.string().min(1, ruleMessage('REQUIRED'));

interface FieldNames {
  /** Form field of the new secret. */
  name?: string;
  /** Form field of its confirmation. */
  confirmName?: string;
  label?: string;
  confirmLabel?: string;
}

/**
 * A new login password and its confirmation (spec 000 section 5: at least 8 with an uppercase, a
 * lowercase and a special character; both entries must match). Put inside a Form.
 *
 *   <NewPasswordFields name="newPassword" confirmName="confirmPassword" />
 */
export function NewPasswordFields({
  name = 'password',
  confirmName = 'confirmPassword',
  label,
  confirmLabel,
}: FieldNames) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={label ?? t('password.new')} rules={[zodRule(passwordRule)]}>
        <PasswordInput size="large" showRule autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={confirmLabel ?? t('password.confirm')}
        dependencies={[name]}
        rules={[zodRule(requiredRule), sameAs(name, () => t('password.mismatch'))]}
      >
        <PasswordInput size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/**
 * A new 4-digit PIN and its confirmation (spec 000 section 5: 'PINs do not match' when a PIN is
 * first set; 'The PIN values do not match' when one is changed or reset, `changing`).
 *
 *   <NewPinFields name="newPin" confirmName="confirmPin" changing />
 */
export function NewPinFields({
  name = 'pin',
  confirmName = 'confirmPin',
  label,
  confirmLabel,
  changing = false,
}: FieldNames & { changing?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={label ?? t('pin.new')} rules={[zodRule(pinRule)]}>
        <PinInput size="large" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={confirmLabel ?? t('pin.confirm')}
        dependencies={[name]}
        rules={[zodRule(requiredRule), sameAs(name, () => t(changing ? 'pin.valuesMismatch' : 'pin.mismatch'))]}
      >
        <PinInput size="large" />
      </Form.Item>
    </>
  );
}
