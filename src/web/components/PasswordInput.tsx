import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { type GetProps, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PasswordChecks, passwordChecks } from './passwordChecks';

type PasswordProps = GetProps<typeof Input.Password>;

export interface PasswordInputProps extends Omit<PasswordProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Shows the rule under the field, each part ticked as it is met (for new passwords). */
  showRule?: boolean;
}

const PARTS: ReadonlyArray<keyof PasswordChecks> = ['length', 'upper', 'lower', 'special'];

/**
 * A login password. For a new one, `showRule` lists the rule (at least 8, with an uppercase, a
 * lowercase and a special character) and ticks each part as it is met; the form's rule still
 * decides (zodRule(passwordRule)).
 *
 *   <Form.Item name="password" label={t('...')} rules={[zodRule(passwordRule)]}>
 *     <PasswordInput showRule autoComplete="new-password" />
 *   </Form.Item>
 */
export function PasswordInput({ value, onChange, showRule = false, id, ...rest }: PasswordInputProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const checks = passwordChecks(value ?? '');
  const ruleId = id ? `${id}-rule` : undefined;
  const describedBy = [rest['aria-describedby'], showRule ? ruleId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <Input.Password
        id={id}
        {...rest}
        aria-describedby={describedBy || undefined}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {showRule && (
        <ul
          id={ruleId}
          aria-label={t('password.ruleTitle')}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: '8px 0 0',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            gap: '2px 12px',
            fontSize: token.fontSizeSM,
          }}
        >
          {PARTS.map((part) => (
            <li
              key={part}
              style={{ color: checks[part] ? token.colorSuccess : token.colorTextTertiary }}
            >
              {checks[part] ? (
                <CheckCircleFilled aria-hidden style={{ marginInlineEnd: 6 }} />
              ) : (
                <MinusCircleOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
              )}
              {t(`password.rule.${part}`)}
              <span className="sr-only">
                {checks[part] ? t('password.met') : t('password.notMet')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
