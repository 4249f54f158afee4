import { Flex, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { type Person, useSession } from '../../../api/session';
import { loadSessionData } from '../../../app/session/loadSession';
import { StepFrame } from '../../../app/shell/StepFrame';

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
    <StepFrame
      width={width}
      steps={step ? SETUP_STEPS.map((key) => t(`onboarding.steps.${key}`)) : undefined}
      current={step ? SETUP_STEPS.indexOf(step) : undefined}
      stepsLabel={t('onboarding.steps.label')}
      title={title}
      subtitle={subtitle}
      footer={
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Link to="/growBusiness">{t('onboarding.later')}</Link>
        </Flex>
      }
    >
      {person ? children(person) : <Spin style={{ display: 'block', margin: '48px auto' }} />}
    </StepFrame>
  );
}
