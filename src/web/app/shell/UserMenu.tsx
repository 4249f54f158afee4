import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fullName, truncateName } from '../../../shared/format/name';
import { useSession } from '../../api/session';
import { flattenMenu } from '../menu/menuTree';
import { logout } from '../session/logout';

/** The person's menu: Account Profile (when their menu has it) and Log Out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const person = useSession((s) => s.person);
  const menu = useSession((s) => s.menu);

  const profilePath = useMemo(
    () => (menu ? flattenMenu(menu) : []).find((e) => e.node.pageKey === 'account.profile')?.path,
    [menu],
  );

  const name = fullName(person?.firstName, person?.lastName);
  const initials = `${person?.firstName?.[0] ?? ''}${person?.lastName?.[0] ?? ''}`.toUpperCase();

  const items: MenuProps['items'] = [
    ...(profilePath
      ? [{ key: 'profile', icon: <UserOutlined aria-hidden />, label: t('shell.accountProfile') }]
      : []),
    ...(profilePath ? [{ type: 'divider' as const }] : []),
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('shell.logout'), danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'profile' && profilePath) navigate(profilePath);
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" aria-label={t('shell.userMenu')} style={{ height: 40 }}>
        <Avatar size={28} style={{ background: token.colorPrimary }} aria-hidden>
          {initials || <UserOutlined aria-hidden />}
        </Avatar>
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {truncateName(name)}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
