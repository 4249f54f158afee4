import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { emailRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import type { OtpSent } from '../../../../components/otpCountdown';
import { OtpStep } from '../../../../components/OtpStep';
import { PhoneInput } from '../../../../components/PhoneInput';
import { type ContactId, checkPublicCode, sendPublicCode } from '../../../identity/api';
import { ResetFrame } from '../../components/ResetFrame';
import { saveResetFlow } from '../../resetFlow';

/** ResetLoginPassword business type of one-time codes (spec 000 section 3). */
const RESET_PASSWORD_CODE = '02';

interface Values {
  phone?: string;
  email?: string;
}

/**
 * /resetCode: the phone or e-mail of the account (a tab each, in the URL), then the code sent to
 * it; 'account does not exist' when there is none (MMCP1031).
 */
export default function ResetCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const channel = params.get('by') === 'email' ? 'email' : 'phone';
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<{ contact: ContactId; sent: OtpSent } | null>(null);
  const notice = (location.state as { notice?: string } | null)?.notice;

  const submit = async (values: Values) => {
    const field = channel;
    const contact: ContactId =
      channel === 'phone'
        ? { userId: toWirePhone(values.phone ?? ''), userIdType: 'P' }
        : { userId: (values.email ?? '').trim(), userIdType: 'E' };
    setSending(true);
    try {
      const sent = await sendPublicCode(RESET_PASSWORD_CODE, contact);
      setPending({ contact, sent });
    } catch (error) {
      const text = isActionError(error) ? (error.fieldErrors[0]?.message ?? error.message) : t('errors.unexpected');
      form.setFields([{ name: field, errors: [text] }]);
    } finally {
      setSending(false);
    }
  };

  if (pending) {
    return (
      <ResetFrame current={1} title={t('forgot.codeTitle')}>
        <OtpStep
          sent={pending.sent}
          send={() => sendPublicCode(RESET_PASSWORD_CODE, pending.contact)}
          verify={async ({ jrnNo, otp }) => {
            const { ticket } = await checkPublicCode(RESET_PASSWORD_CODE, jrnNo, otp);
            saveResetFlow({ ...pending.contact, ticket });
            navigate('/resetSetPassword', { replace: true });
          }}
          submitText={t('common.next')}
          onBack={() => setPending(null)}
          backText={t('forgot.changeContact')}
        />
      </ResetFrame>
    );
  }

  return (
    <ResetFrame current={1} title={t('forgot.codeTitle')} subtitle={t('forgot.codeSubtitle')}>
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 20 }} />}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={sending}>
        <Tabs
          activeKey={channel}
          onChange={(key) => setParams(key === 'email' ? { by: 'email' } : {}, { replace: true })}
          items={[
            {
              key: 'phone',
              label: t('register.byPhone'),
              children: (
                <Form.Item
                  name="phone"
                  label={t('register.phone')}
                  rules={channel === 'phone' ? [zodRule(phoneDigitsRule)] : []}
                >
                  <PhoneInput size="large" placeholder="712 345 678" autoFocus />
                </Form.Item>
              ),
            },
            {
              key: 'email',
              label: t('register.byEmail'),
              children: (
                <Form.Item
                  name="email"
                  label={t('register.email')}
                  rules={channel === 'email' ? [zodRule(emailRule)] : []}
                >
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
        <Button type="primary" htmlType="submit" block loading={sending} style={{ height: 48, fontWeight: 600 }}>
          {t('forgot.sendCode')}
        </Button>
      </Form>
    </ResetFrame>
  );
}
