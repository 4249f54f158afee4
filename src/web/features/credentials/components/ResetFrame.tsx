import { Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../../app/shell/AuthLayout';
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
    <AuthLayout width={440}>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={current}
        items={RESET_PROGRESS.map((key) => ({ title: t(`forgot.progress.${key}`) }))}
        style={{ marginBottom: 28 }}
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
      {current < RESET_PROGRESS.length - 1 && (
        <p style={{ marginTop: 20 }}>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
