import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Grid, Layout, theme } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, type RouteObject, useRoutes } from 'react-router';
import { useSession } from '../../api/session';
import { personHome } from '../../features/help/supportAgent';
import { PERSON_PAGES } from '../menu/personPages';
import { pageComponent } from '../menu/pages';
import { PageReady } from '../overlay/PageReady';
import { FullPageSpinner } from '../pages/FullPageSpinner';
import { PageErrorBoundary } from '../pages/PageErrorBoundary';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

/**
 * The signed-in frame of a person without a business yet (spec 000 section 2: business setup
 * comes first). No menu, store or storefront: their own account pages only; any other page of
 * the app goes to the landing page, which is their home until a business is set up.
 */
export function PersonLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // On a phone the header keeps to one line: the brand's mark, the globe and the avatar.
  const narrow = Grid.useBreakpoint().md === false;
  // A support agent's home is the support desk; anyone else's, the landing page.
  const home = useSession((s) => personHome(s.person));

  const routes = useMemo<RouteObject[]>(
    () => [
      ...PERSON_PAGES.map(({ key, path }) => {
        const Page = pageComponent(key)!;
        return {
          path,
          element: (
            <PageErrorBoundary key={path}>
              <Suspense fallback={<FullPageSpinner />}>
                <PageReady>
                  <Page />
                </PageReady>
              </Suspense>
            </PageErrorBoundary>
          ),
        };
      }),
      { path: '*', element: <Navigate to={home} replace /> },
    ],
    [home],
  );
  const page = useRoutes(routes);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        role="banner"
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: narrow ? '0 8px' : '0 16px',
          height: 56,
          lineHeight: 'normal',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Link to={home} aria-label={t('app.name')}>
          <Brand size={30} compact={narrow} />
        </Link>
        {home === '/growBusiness' && (
          <Link to="/growBusiness">
            <ArrowLeftOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {t('shell.backToLanding')}
          </Link>
        )}
        <Flex align="center" gap={narrow ? 0 : 16} style={{ marginInlineStart: 'auto' }}>
          <LanguageSwitch compact={narrow} />
          <UserMenu compact={narrow} />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: narrow ? 8 : 16, width: '100%', maxWidth: 1120, margin: '0 auto' }}>
        {page}
      </Layout.Content>
    </Layout>
  );
}
