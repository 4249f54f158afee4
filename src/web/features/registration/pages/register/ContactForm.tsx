import { MailOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { emailRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import {
  applyFieldErrors,
  useRevalidateOnLanguageChange,
  zodRule,
} from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { PhoneInput } from '../../../../components/PhoneInput';
import type { ContactId } from '../../../identity/api';
import { checkSignUp } from '../../api';

interface Values {
  phone?: string;
  email?: string;
  agree?: boolean;
}

type Channel = 'phone' | 'email';

/**
 * The first registration screen's form: a tab for the mobile number and one for the e-mail (the
 * tab is in the URL), the agreement to the Privacy Policy and the Terms, and the sign-up check:
 * an id already registered shows the server's isRegisteredMsg.
 */
export function ContactForm({ onChecked }: { onChecked: (contact: ContactId) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [params, setParams] = useSearchParams();
  const channel: Channel = params.get('by') === 'email' ? 'email' : 'phone';
  const [checking, setChecking] = useState(false);
  const [registered, setRegistered] = useState(false);

  const field = channel === 'phone' ? 'phone' : 'email';

  const submit = async (values: Values) => {
    const contact: ContactId =
      channel === 'phone'
        ? { userId: toWirePhone(values.phone ?? ''), userIdType: 'P' }
        : { userId: (values.email ?? '').trim(), userIdType: 'E' };
    setChecking(true);
    setRegistered(false);
    try {
      const answer = await checkSignUp(contact);
      if (answer.isSignUp === 'N') {
        form.setFields([{ name: field, errors: [answer.isRegisteredMsg] }]);
        setRegistered(true);
        return;
      }
      onChecked(contact);
    } catch (error) {
      if (!isActionError(error)) throw error;
      const rest = applyFieldErrors(form, error.fieldErrors.map((e) => ({ ...e, field })));
      if (error.fieldErrors.length === 0 || rest.length > 0) {
        form.setFields([{ name: field, errors: [error.message] }]);
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={checking}
      onValuesChange={() => registered && setRegistered(false)}
    >
      <Tabs
        activeKey={channel}
        onChange={(key) => {
          setRegistered(false);
          setParams(key === 'email' ? { by: 'email' } : {}, { replace: true });
        }}
        items={[
          {
            key: 'phone',
            label: t('register.byPhone'),
            children: (
              <Form.Item name="phone" label={t('register.phone')} rules={channel === 'phone' ? [zodRule(phoneDigitsRule)] : []}>
                <PhoneInput size="large" placeholder="712 345 678" autoFocus />
              </Form.Item>
            ),
          },
          {
            key: 'email',
            label: t('register.byEmail'),
            children: (
              <Form.Item name="email" label={t('register.email')} rules={channel === 'email' ? [zodRule(emailRule)] : []}>
                <Input
                  size="large"
                  type="email"
                  prefix={<MailOutlined aria-hidden />}
                  placeholder="name@business.co.ke"
                  autoComplete="email"
                />
              </Form.Item>
            ),
          },
        ]}
      />
      {registered && (
        <p style={{ marginTop: -8 }}>
          <Link to="/login">{t('register.loginInstead')}</Link>
        </p>
      )}
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (value !== true) throw new Error(t('register.mustAgree'));
            },
          },
        ]}
      >
        <Checkbox>
          <Trans
            i18nKey="register.agree"
            components={{
              privacy: <Link to="/privacyAgreement" target="_blank" rel="noopener" />,
              terms: <Link to="/termsAgreement" target="_blank" rel="noopener" />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={checking}
        style={{ height: 48, fontWeight: 600, marginBottom: 16 }}
      >
        {t('register.continue')}
      </Button>
      <span>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </span>
    </Form>
  );
}
