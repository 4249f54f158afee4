import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ResetFrame } from '../../components/ResetFrame';

/** /resetSuccess: the new password is set; every session of the account has ended. */
export default function ResetSuccessPage() {
  const { t } = useTranslation();
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
