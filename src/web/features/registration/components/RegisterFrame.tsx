import { Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../app/shell/AuthLayout';
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
    <AuthLayout width={460}>
      <Steps
        size="small"
        current={current}
        items={PROGRESS.map((key) => ({ title: t(`register.progress.${key}`) }))}
        style={{ marginBottom: 28 }}
        aria-label={t('register.progressLabel')}
      />
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </AuthLayout>
  );
}
