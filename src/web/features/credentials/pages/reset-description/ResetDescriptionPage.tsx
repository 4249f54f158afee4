import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ResetFrame } from '../../components/ResetFrame';

/** /resetDescription: what a forgotten password takes, before it starts. */
export default function ResetDescriptionPage() {
  const { t } = useTranslation();
  return (
    <ResetFrame current={0} title={t('forgot.title')} subtitle={t('forgot.description')}>
      <ol style={{ paddingInlineStart: 20, lineHeight: 1.9, marginTop: 0, marginBottom: 24 }}>
        <li>{t('forgot.how.contact')}</li>
        <li>{t('forgot.how.code')}</li>
        <li>{t('forgot.how.password')}</li>
      </ol>
      <ButtonLink to="/resetCode" type="primary" block style={{ height: 48, fontWeight: 600 }}>
        {t('forgot.start')}
      </ButtonLink>
    </ResetFrame>
  );
}
