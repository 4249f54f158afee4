import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepFrame } from '../../../app/shell/StepFrame';
import { PROGRESS } from '../registerSteps';

/** A registration screen: the progress across the steps, a title, a line of context, the form. */
export function RegisterFrame({
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
      width={460}
      steps={PROGRESS.map((key) => t(`register.progress.${key}`))}
      stepsLabel={t('register.progressLabel')}
      current={current}
      title={title}
      subtitle={subtitle}
    >
      {children}
    </StepFrame>
  );
}
