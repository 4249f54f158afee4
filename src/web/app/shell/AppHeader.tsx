import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StorefrontToggle } from '../../features/stores/components/StorefrontToggle';
import { StoreSwitcher } from '../../features/stores/components/StoreSwitcher';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

export function AppHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      role="banner"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 16px 0 8px',
        height: 56,
        lineHeight: 'normal',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
        onClick={onToggle}
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        aria-expanded={!collapsed}
      />
      <Flex align="center" gap={16} style={{ marginInlineStart: 'auto' }} wrap>
        <StoreSwitcher />
        <StorefrontToggle />
        <LanguageSwitch />
        <NotificationBell />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
