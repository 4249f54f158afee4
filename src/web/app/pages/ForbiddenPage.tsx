import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { catalogueText } from '../../i18n';

/** A page of the app that the person's menu does not include. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={catalogueText('MMCP0403')}
      extra={
        <ButtonLink to="/home" type="primary">
          {t('notFound.home')}
        </ButtonLink>
      }
    />
  );
}
