import { Alert, Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuNode } from '../../../shared/actions/menu';
import { useSession } from '../../api/session';
import { catalogueText } from '../../i18n';
import { MenuIcon } from '../menu/icons';
import { findMenuEntry, flattenMenu, isOpenable, litMenuNode, visibleMenu } from '../menu/menuTree';

/** Spec 000 section 9: menu tooltip delay 1500 ms. */
const TOOLTIP_DELAY_S = 1.5;

type Item = NonNullable<MenuProps['items']>[number];

function toItems(nodes: readonly MenuNode[], paths: Map<string, string>, t: TFunction): Item[] {
  return nodes.map((node): Item => {
    const key = paths.get(node.id) ?? node.path;
    const title = t(node.titleKey);
    if (node.children.length > 0) {
      return {
        key,
        label: title,
        icon: <MenuIcon name={node.icon} />,
        children: toItems(node.children, paths, t),
      };
    }
    return {
      key,
      label: isOpenable(node) ? <Link to={key}>{title}</Link> : title,
      icon: <MenuIcon name={node.icon} />,
    };
  });
}

/** The collapsible side menu: the server's tree for this person, hidden entries left out. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const menu = useSession((s) => s.menu);
  const { pathname } = useLocation();

  const paths = useMemo(
    () => new Map((menu ? flattenMenu(menu) : []).map((e) => [e.node.id, e.path])),
    [menu],
  );
  const items = useMemo(() => toItems(visibleMenu(menu ?? []), paths, t), [menu, paths, t]);

  const entry = useMemo(() => findMenuEntry(menu, pathname), [menu, pathname]);
  // A hidden page lights up the nearest entry above it that the menu shows.
  const selectedKey = useMemo(() => {
    if (!entry) return null;
    const lit = litMenuNode(entry);
    return lit ? (paths.get(lit.id) ?? null) : null;
  }, [entry, paths]);

  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    const parents = entry?.ancestors.map((a) => paths.get(a.id) ?? a.path) ?? [];
    if (parents.length > 0) setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }, [entry, paths]);

  if (items.length === 0) {
    return collapsed ? null : (
      <Alert
        type="warning"
        showIcon
        title={catalogueText('MMCP0011')}
        style={{ margin: 12 }}
      />
    );
  }

  return (
    <nav aria-label={t('menu.navigation')}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        tooltip={{ mouseEnterDelay: TOOLTIP_DELAY_S }}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
