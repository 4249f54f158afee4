import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StorefrontToggle } from '../../features/stores/components/StorefrontToggle';
import { StoreSwitcher } from '../../features/stores/components/StoreSwitcher';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

/**
 * The shell's header. On a phone (`narrow`), the menu button opens the menu drawer, which also
 * holds the store switcher and the storefront toggle; the header keeps the brand, the language,
 * the notifications and the person's avatar. Below the xl breakpoint (1200 px, a tablet or a
 * small laptop beside the side menu) the language and the person show as icons and the store
 * switcher is narrower, so the header keeps to one line.
 */
export function AppHeader({ collapsed, onToggle, narrow = false }: { collapsed: boolean; onToggle: () => void; narrow?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = narrow || screens.xl === false;
  return (
    <Layout.Header
      role="banner"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: narrow ? '0 8px' : '0 16px 0 8px',
        height: 56,
        lineHeight: 'normal',
        display: 'flex',
        alignItems: 'center',
        gap: narrow ? 4 : 12,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {narrow ? (
        <Button type="text" icon={<MenuOutlined aria-hidden />} onClick={onToggle} aria-label={t('shell.openMenu')} aria-expanded={!collapsed} />
      ) : (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          onClick={onToggle}
          aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
          aria-expanded={!collapsed}
        />
      )}
      {narrow && <Brand compact size={28} />}
      <Flex align="center" gap={compact ? 4 : 16} style={{ marginInlineStart: 'auto' }}>
        {!narrow && <StoreSwitcher width={compact ? 170 : 220} />}
        {!narrow && <StorefrontToggle />}
        <LanguageSwitch compact={compact} />
        <NotificationBell />
        <UserMenu compact={compact} />
      </Flex>
    </Layout.Header>
  );
}
