import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { findMenuEntry, flattenMenu, isOpenable, normalizePath } from '../menu/menuTree';

/** Spec 000 section 2: no breadcrumb on these pages. */
export const BREADCRUMB_HIDDEN: ReadonlySet<string> = new Set([
  '/home',
  '/finance/money',
  '/customer',
  '/customer/blackList',
  '/staff',
]);

/** The page's place in the menu tree: its parents, then itself. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const menu = useSession((s) => s.menu);
  const { pathname } = useLocation();

  const items = useMemo(() => {
    if (BREADCRUMB_HIDDEN.has(normalizePath(pathname))) return null;
    const entry = findMenuEntry(menu, pathname);
    if (!entry || !menu) return null;
    const paths = new Map(flattenMenu(menu).map((e) => [e.node.id, e.path]));
    const chain = [...entry.ancestors, entry.node];
    return chain.map((node, i) => {
      const path = paths.get(node.id);
      const last = i === chain.length - 1;
      const title = t(node.titleKey);
      return {
        key: node.id,
        title: !last && path && isOpenable(node) ? <Link to={path}>{title}</Link> : title,
      };
    });
  }, [menu, pathname, t]);

  if (!items) return null;
  return (
    <nav aria-label={t('shell.breadcrumb')} style={{ marginBottom: 12 }}>
      <Breadcrumb items={items} />
    </nav>
  );
}
