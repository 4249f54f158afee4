import { AppstoreOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from './icons';

/** A menu page as a tile (its icon over its title) that opens it: home's quick access, the settings page. */
export function MenuTile({ path, titleKey, icon }: { path: string; titleKey: string; icon: string | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to={path}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 8,
        padding: '16px 8px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        color: token.colorText,
        textAlign: 'center',
        height: '100%',
      }}
    >
      <span style={{ color: token.colorPrimary, fontSize: 22 }} aria-hidden>
        {icon ? <MenuIcon name={icon} /> : <AppstoreOutlined />}
      </span>
      <span>{t(titleKey)}</span>
    </Link>
  );
}
