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
    // A group's own page (`setting.index` of `setting`) stands for the group: one crumb, not two.
    const parent = entry.ancestors.at(-1);
    const chain = parent && entry.node.id === `${parent.id}.index` ? entry.ancestors : [...entry.ancestors, entry.node];
    return chain.map((node, i) => {
      const index = node.children.find((c) => c.id === `${node.id}.index`);
      const path = isOpenable(node) ? paths.get(node.id) : index && paths.get(index.id);
      const last = i === chain.length - 1;
      const title = t(node.titleKey);
      return {
        key: node.id,
        title: !last && path ? <Link to={path}>{title}</Link> : title,
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
