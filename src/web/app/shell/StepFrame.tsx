import { Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AuthLayout } from './AuthLayout';

/**
 * A screen of a step-by-step flow outside the shell (registration, forgot password, business
 * setup): the progress across the steps, a title, a line of context, the content and a footer.
 */
export function StepFrame({
  width,
  steps,
  current,
  stepsLabel,
  stepsVertical,
  title,
  subtitle,
  footer,
  children,
}: {
  width: number;
  /** The step titles; no progress is shown without them. */
  steps?: string[];
  current?: number;
  stepsLabel?: string;
  /** Titles under the step numbers (for long titles). */
  stepsVertical?: boolean;
  title: ReactNode;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthLayout width={width}>
      {steps && (
        <Steps
          size="small"
          titlePlacement={stepsVertical ? 'vertical' : undefined}
          current={current}
          items={steps.map((title) => ({ title }))}
          style={{ marginBottom: 28 }}
          aria-label={stepsLabel}
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
      {children}
      {footer}
    </AuthLayout>
  );
}
