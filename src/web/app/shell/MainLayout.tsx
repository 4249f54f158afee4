import { Button, Layout, Result, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { BusinessSetupDialog, LockOverlay, useSetupLock } from './SetupLock';
import { SideMenu } from './SideMenu';

const COLLAPSED_KEY = 'bz.menuCollapsed';

/** The signed-in shell (spec 000 section 2, Main layout), or the frame of a person without a business. */
export default function MainLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status, retry } = useSessionRefresh();
  const [collapsed, setCollapsed] = useState(() => readLocal(COLLAPSED_KEY) === '1');
  const hasBusiness = useSession((s) => personHasBusiness(s.person));
  const lock = useSetupLock();

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
      <Layout.Sider
        theme="light"
        width={232}
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
      <Layout>
        <AppHeader collapsed={collapsed} onToggle={toggle} />
        <PageTabs />
        <Layout.Content style={{ padding: 16, minWidth: 0, position: 'relative' }}>
          <AppBreadcrumb />
          <MenuRoutes />
          {lock && <LockOverlay lock={lock} />}
        </Layout.Content>
      </Layout>
      {lock && <BusinessSetupDialog lock={lock} />}
    </Layout>
  );
}
