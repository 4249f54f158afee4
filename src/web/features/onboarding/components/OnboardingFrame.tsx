import { Flex, Spin, Steps, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { type Person, useSession } from '../../../api/session';
import { loadSessionData } from '../../../app/session/loadSession';
import { AuthLayout } from '../../../app/shell/AuthLayout';

export const SETUP_STEPS = ['class', 'details', 'bank', 'review'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * An onboarding screen for a signed-in person (set up or join a business, the ID document): not
 * signed in sends to /login and back; the person is loaded when the session lacks them.
 */
export function OnboardingFrame({
  title,
  subtitle,
  step,
  width = 560,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  step?: SetupStep;
  width?: number;
  children: (person: Person) => ReactNode;
}) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token);
  const person = useSession((s) => s.person);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (signedIn && !person) void loadSessionData({ silent: true }).catch(() => {});
  }, [signedIn, person]);

  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />;

  return (
    <AuthLayout width={width}>
      {step && (
        <Steps
          size="small"
          current={SETUP_STEPS.indexOf(step)}
          items={SETUP_STEPS.map((key) => ({ title: t(`onboarding.steps.${key}`) }))}
          style={{ marginBottom: 28 }}
          aria-label={t('onboarding.steps.label')}
        />
      )}
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {person ? children(person) : <Spin style={{ display: 'block', margin: '48px auto' }} />}
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Link to="/growBusiness">{t('onboarding.later')}</Link>
      </Flex>
    </AuthLayout>
  );
}
