import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginForm } from '../../../../../shared/actions/identity';
import { type ActionError, isActionError } from '../../../../api/errors';
import { clearSession, getSession, personHasBusiness, useSession } from '../../../../api/session';
import { hasAssignableMenu } from '../../../../app/menu/menuTree';
import { isPersonPagePath } from '../../../../app/menu/personPages';
import { personHome } from '../../../help/supportAgent';
import { AuthLayout } from '../../../../app/shell/AuthLayout';
import { queryClient } from '../../../../app/queryClient';
import {
  applyFieldErrors,
  useRevalidateOnLanguageChange,
  zodRule,
} from '../../../../components/formRules';
import { catalogueText } from '../../../../i18n';
import { DEVICE_CODE_CODE, type DeviceCode, type LoginValues, useLogin } from '../../api';
import { useCodeErrorText } from '../../../../components/OtpStep';
import { DeviceCodeStep } from './DeviceCodeStep';
import { type LoginProblem, loginProblem } from './loginError';

/** How long the 'chance has run out' dialog stays before the state is cleared (spec: a few s). */
const CHANCE_RUN_OUT_MS = 3_000;

/** Only a path inside the app: never another site. */
function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * Where a signed-in person goes: the page they came for, else home. A person without a business
 * yet goes to the landing page, unless they came for their own account pages.
 */
function landingAfterLogin(redirect: string | null): string {
  if (personHasBusiness(getSession().person)) return redirect ?? '/home';
  return redirect && isPersonPagePath(redirect) ? redirect : personHome(getSession().person);
}

/** A login waiting for the code sent to a device the account does not trust yet. */
interface PendingDevice {
  values: LoginValues;
  jrnNo: string;
  prompt: string;
  sentCount: number;
  error: string | null;
  notice: string | null;
}

function deviceChallenge(error: ActionError): { jrnNo: string } | null {
  const jrnNo = error.envelope?.jrnNo;
  return error.code === DEVICE_CODE_CODE && typeof jrnNo === 'string' ? { jrnNo } : null;
}

/** /login: one field for phone, e-mail or staff username, the password, and a device code when asked. */
export default function LoginPage() {
  const { t } = useTranslation();
  const codeText = useCodeErrorText();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  useRevalidateOnLanguageChange(form);
  const signedIn = useSession((s) => s.token && s.person !== null);
  const loginMutation = useLogin();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [device, setDevice] = useState<PendingDevice | null>(null);
  const [resending, setResending] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));

  if (signedIn && !loginMutation.isPending) {
    return <Navigate to={landingAfterLogin(redirect)} replace />;
  }

  const chanceRunOut = (text: string) => {
    const dialog = modal.warning({ title: text, keyboard: false });
    setTimeout(() => {
      dialog.destroy();
      clearSession();
      queryClient.clear();
      form.resetFields();
      setProblem(null);
      setDevice(null);
    }, CHANCE_RUN_OUT_MS);
  };

  const succeed = () => {
    if (personHasBusiness(getSession().person) && !hasAssignableMenu(getSession().menu)) {
      void message.warning(catalogueText('MMCP0011'));
    }
    navigate(landingAfterLogin(redirect), { replace: true });
  };

  /** What a refused attempt shows; the device step keeps its own error line. */
  const refuse = (error: unknown, values: LoginValues) => {
    if (!isActionError(error)) {
      setProblem({ kind: 'message', text: t('errors.unexpected'), locked: false });
      return;
    }
    const challenge = deviceChallenge(error);
    if (challenge) {
      setDevice((d) => ({
        values,
        jrnNo: challenge.jrnNo,
        prompt: error.message,
        sentCount: (d?.sentCount ?? 0) + 1,
        error: null,
        notice: d ? t('login.device.resent') : null,
      }));
      return;
    }
    const found = loginProblem(error);
    if (found.kind === 'chanceRunOut') {
      chanceRunOut(found.text);
      return;
    }
    if (device) {
      // A wrong code says how many tries are left, as every other code step does (spec 000 section 8).
      setDevice({ ...device, error: codeText(error), notice: null });
      return;
    }
    const rest = applyFieldErrors(form, error.fieldErrors);
    if (error.fieldErrors.length > 0 && rest.length === 0) return;
    setProblem(found);
  };

  const attempt = (values: LoginValues, code?: DeviceCode) => {
    setProblem(null);
    loginMutation.mutate(
      { values, code },
      { onSuccess: succeed, onError: (error) => refuse(error, values) },
    );
  };

  if (device) {
    return (
      <AuthLayout>
        <DeviceCodeStep
          prompt={device.prompt}
          sentCount={device.sentCount}
          error={device.error}
          notice={device.notice}
          verifying={loginMutation.isPending && !resending}
          resending={resending}
          onSubmit={(otp) => attempt(device.values, { otpJrnNo: device.jrnNo, otp })}
          onResend={() => {
            // Logging in again without a code sends a new one.
            setResending(true);
            loginMutation.mutate(
              { values: device.values },
              {
                onSuccess: succeed,
                onError: (error) => {
                  if (isActionError(error) && deviceChallenge(error)) refuse(error, device.values);
                  else
                    setDevice({
                      ...device,
                      error: isActionError(error) ? error.message : t('login.device.resendFailed'),
                      notice: null,
                    });
                },
                onSettled: () => setResending(false),
              },
            );
          }}
          onBack={() => setDevice(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 4 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {redirect ? t('login.returning') : t('login.subtitle')}
      </Typography.Paragraph>

      {problem?.kind === 'message' && (
        <Alert
          type="error"
          showIcon
          title={problem.text}
          description={
            problem.locked ? (
              <>
                {t('login.lockedHint')} <Link to="/resetDescription">{t('login.forgotPassword')}</Link>
              </>
            ) : undefined
          }
          style={{ marginBottom: 20 }}
        />
      )}

      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => attempt(values)}
        onValuesChange={() => problem && setProblem(null)}
        disabled={loginMutation.isPending}
      >
        <Form.Item name="userId" label={t('login.userId')} rules={[zodRule(loginForm.shape.userId)]}>
          <Input
            size="large"
            prefix={<UserOutlined aria-hidden />}
            placeholder={t('login.userIdPlaceholder')}
            autoComplete="username"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[zodRule(loginForm.shape.password)]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password
            size="large"
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
          />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Link to="/resetDescription">{t('login.forgotPassword')}</Link>
        </Flex>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={loginMutation.isPending}
            style={{ height: 48, fontWeight: 600 }}
          >
            {t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
      <Flex justify="space-between" wrap gap={8}>
        <span>
          {t('login.newHere')} <Link to="/register">{t('login.register')}</Link>
        </span>
        <Link to="/growBusiness">{t('login.backToLanding')}</Link>
      </Flex>
    </AuthLayout>
  );
}
