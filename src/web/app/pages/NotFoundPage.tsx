import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { ButtonLink } from '../../components/ButtonLink';

/** 'Page not found.' Full page before login, inside the shell after it. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token);
  return (
    <Flex component={signedIn ? 'div' : 'main'} align="center" justify="center" style={{ minHeight: signedIn ? 0 : '80vh' }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('notFound.title')}</h1>}
        subTitle={t('errors.pageNotFound')}
        extra={
          <ButtonLink to={signedIn ? '/home' : '/growBusiness'} type="primary">
            {signedIn ? t('notFound.home') : t('notFound.landing')}
          </ButtonLink>
        }
      />
    </Flex>
  );
}
