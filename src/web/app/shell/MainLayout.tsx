import { Button, Drawer, Flex, Grid, Layout, Result, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { personHasBusiness, useSession } from '../../api/session';
import { readLocal, writeLocal } from '../../api/storage';
import { MenuRoutes } from '../menu/MenuRoutes';
import { FullPageSpinner } from '../pages/FullPageSpinner';
import { useSessionRefresh } from '../session/useSessionRefresh';
import { PageTabs } from '../tabs/PageTabs';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppHeader } from './AppHeader';
import { Brand } from './Brand';
import { PersonLayout } from './PersonLayout';
import { StorefrontToggle } from '../../features/stores/components/StorefrontToggle';
import { StoreSwitcher } from '../../features/stores/components/StoreSwitcher';
import { BusinessSetupDialog, LockOverlay, useSetupLock } from './SetupLock';
import { TempPasswordNotice } from './TempPasswordNotice';
import { SideMenu } from './SideMenu';

const COLLAPSED_KEY = 'bz.menuCollapsed';

/**
 * The signed-in shell (spec 000 section 2, Main layout), or the frame of a person without a business.
 * Below the md breakpoint (768 px, a phone) the side menu becomes a drawer the header's menu button
 * opens, with the store switcher and the storefront toggle at its top; it closes on navigation.
 */
export default function MainLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status, retry } = useSessionRefresh();
  const [collapsed, setCollapsed] = useState(() => readLocal(COLLAPSED_KEY) === '1');
  const hasBusiness = useSession((s) => personHasBusiness(s.person));
  const lock = useSetupLock();
  // Before the first measure the breakpoints are unknown: the desktop shell until told otherwise.
  const narrow = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the phone's menu
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggle = () => {
    setCollapsed((c) => {
      writeLocal(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'failed') {
    return (
      <Result
        status="warning"
        title={t('errors.unexpected')}
        extra={
          <Button type="primary" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  // Registered without a business: no menu to build the shell from yet.
  if (!hasBusiness) return <PersonLayout />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          placement="left"
          width={280}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Brand size={28} />}
          styles={{ body: { padding: 0 } }}
        >
          <Flex vertical gap={12} style={{ padding: '12px 16px' }}>
            <StoreSwitcher width="100%" />
            <StorefrontToggle />
          </Flex>
          <SideMenu collapsed={false} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          width={264}
          collapsedWidth={64}
          collapsed={collapsed}
          trigger={null}
          // The business-setup dialog blocks the menu (spec 000 section 2).
          inert={lock?.setupDialog ? true : undefined}
          aria-disabled={lock?.setupDialog ? true : undefined}
          style={{
            opacity: lock?.setupDialog ? 0.45 : undefined,
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
          }}
        >
          <div
            style={{
              height: 56,
              display: 'flex',
              alignItems: 'center',
              justifyContent: collapsed ? 'center' : 'flex-start',
              padding: collapsed ? 0 : '0 20px',
            }}
          >
            <Brand compact={collapsed} size={30} />
          </div>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader narrow={narrow} collapsed={narrow ? !drawerOpen : collapsed} onToggle={narrow ? () => setDrawerOpen(!lock?.setupDialog) : toggle} />
        <PageTabs />
        <Layout.Content style={{ padding: narrow ? 8 : 16, minWidth: 0, position: 'relative' }}>
          <TempPasswordNotice />
          <AppBreadcrumb />
          <MenuRoutes />
          {lock && <LockOverlay lock={lock} />}
        </Layout.Content>
      </Layout>
      {lock && <BusinessSetupDialog lock={lock} />}
    </Layout>
  );
}
