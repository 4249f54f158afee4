import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepFrame } from '../../../app/shell/StepFrame';
import { RESET_PROGRESS } from '../resetFlow';

/** A forgot-password screen: the four steps, a title, a line of context, the content. */
export function ResetFrame({
  current,
  title,
  subtitle,
  children,
}: {
  current: number;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StepFrame
      width={440}
      steps={RESET_PROGRESS.map((key) => t(`forgot.progress.${key}`))}
      stepsVertical
      current={current}
      title={title}
      subtitle={subtitle}
      footer={
        current < RESET_PROGRESS.length - 1 && (
          <p style={{ marginTop: 20 }}>
            <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
        )
      }
    >
      {children}
    </StepFrame>
  );
}
