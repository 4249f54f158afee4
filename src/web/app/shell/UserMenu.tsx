import { DownOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fullName, truncateName } from '../../../shared/format/name';
import { personHasBusiness, useSession } from '../../api/session';
import { flattenMenu } from '../menu/menuTree';
import { personPagePath } from '../menu/personPages';
import { logout } from '../session/logout';

/**
 * The person's menu (spec 000 section 2): Account Profile, Privacy & Security (when their menu has
 * them; a person without a business always has both), and Log Out.
 */
export function UserMenu({ compact = false }: { /** The avatar alone (a phone's header). */ compact?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const person = useSession((s) => s.person);
  const menu = useSession((s) => s.menu);
  const hasBusiness = personHasBusiness(person);

  const paths = useMemo(() => {
    if (!hasBusiness) {
      return {
        profile: personPagePath('account.profile'),
        privacy: personPagePath('account.privacyAndSecurity'),
      };
    }
    const entries = menu ? flattenMenu(menu) : [];
    const find = (key: string) => entries.find((e) => e.node.pageKey === key)?.path;
    return { profile: find('account.profile'), privacy: find('account.privacyAndSecurity') };
  }, [menu, hasBusiness]);

  const name = fullName(person?.firstName, person?.lastName);
  const initials = `${person?.firstName?.[0] ?? ''}${person?.lastName?.[0] ?? ''}`.toUpperCase();

  const items: MenuProps['items'] = [
    ...(paths.profile
      ? [{ key: 'profile', icon: <UserOutlined aria-hidden />, label: t('shell.accountProfile') }]
      : []),
    ...(paths.privacy
      ? [{ key: 'privacy', icon: <SafetyOutlined aria-hidden />, label: t('shell.privacyAndSecurity') }]
      : []),
    ...(paths.profile || paths.privacy ? [{ type: 'divider' as const }] : []),
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('shell.logout'), danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'profile' && paths.profile) navigate(paths.profile);
          if (key === 'privacy' && paths.privacy) navigate(paths.privacy);
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" aria-label={t('shell.userMenu')} style={{ height: 40 }}>
        <Avatar size={28} style={{ background: token.colorPrimary }} aria-hidden>
          {initials || <UserOutlined aria-hidden />}
        </Avatar>
        {!compact && (
          <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }} title={name}>
            {truncateName(name)}
          </span>
        )}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
