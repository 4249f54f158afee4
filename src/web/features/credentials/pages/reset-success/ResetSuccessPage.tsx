import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ResetFrame } from '../../components/ResetFrame';

/**
 * /resetSuccess: the new password is set; every session of the account has ended. Reached only
 * from a reset that succeeded (the page's state says so); opened directly, it starts a reset.
 */
export default function ResetSuccessPage() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: { reset?: boolean } | null };
  if (!state?.reset) return <Navigate to="/resetDescription" replace />;
  return (
    <ResetFrame current={3} title={t('forgot.successTitle')}>
      <Result
        status="success"
        title={t('forgot.successText')}
        style={{ padding: '8px 0 24px' }}
        extra={
          <ButtonLink to="/login" type="primary" size="large" style={{ height: 48, paddingInline: 40 }}>
            {t('landing.login')}
          </ButtonLink>
        }
      />
    </ResetFrame>
  );
}
