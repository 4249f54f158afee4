import { type ComponentType, type LazyExoticComponent, Suspense, useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import type { MenuNode } from '../../../shared/actions/menu';
import { useSession } from '../../api/session';
import { EntryGate, isGatedEntry } from '../../features/business/gates/EntryGate';
import { GateErrorWatcher } from '../../features/business/gates/GateErrorWatcher';
import { PageReady } from '../overlay/PageReady';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { FullPageSpinner } from '../pages/FullPageSpinner';
import { IframePage } from '../pages/IframePage';
import NotFoundPage from '../pages/NotFoundPage';
import { PageErrorBoundary } from '../pages/PageErrorBoundary';
import { RedirectKeepingQuery } from '../pages/RedirectKeepingQuery';
import { flattenMenu, isOpenable } from './menuTree';
import { aliasPath, isKnownPagePath, pageComponent } from './pages';

function MenuPage({ Page }: { Page: LazyExoticComponent<ComponentType> }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <PageReady>
          <Page />
        </PageReady>
      </Suspense>
    </PageErrorBoundary>
  );
}

function Unmatched() {
  const { pathname } = useLocation();
  return (
    <PageReady key={pathname}>
      {isKnownPagePath(pathname) ? <ForbiddenPage /> : <NotFoundPage />}
    </PageReady>
  );
}

const warned = new Set<string>();

/** The signed-in routes: the server's menu entries mapped to the browser's lazily loaded pages. */
export function menuRoutes(menu: readonly MenuNode[] | null): RouteObject[] {
  const routes: RouteObject[] = [];
  const seen = new Set<string>();
  for (const { node, path } of menu ? flattenMenu(menu) : []) {
    if (!isOpenable(node) || seen.has(path)) continue;
    if (node.webLink) {
      seen.add(path);
      routes.push({
        path,
        element: (
          <PageReady key={path}>
            <IframePage url={node.webLink} titleKey={node.titleKey} />
          </PageReady>
        ),
      });
      continue;
    }
    const alias = aliasPath(node.pageKey);
    if (alias) {
      seen.add(path);
      routes.push({ path, element: <RedirectKeepingQuery key={path} to={alias} /> });
      continue;
    }
    const Page = pageComponent(node.pageKey);
    if (!Page) {
      if (!warned.has(node.id)) {
        warned.add(node.id);
        console.warn(`Menu entry ${node.id}: page key '${node.pageKey}' has no page in this build`);
      }
      continue;
    }
    seen.add(path);
    const page = <MenuPage key={path} Page={Page} />;
    // Entries with a transaction type or a subscription open only when the gates allow them.
    const element = isGatedEntry(node) ? (
      <EntryGate key={path} node={node}>
        {page}
      </EntryGate>
    ) : (
      page
    );
    routes.push({ path, element });
  }
  routes.push({ path: '*', element: <Unmatched /> });
  return routes;
}

export function MenuRoutes() {
  const menu = useSession((s) => s.menu);
  const routes = useMemo(() => menuRoutes(menu), [menu]);
  const element = useRoutes(routes);
  return (
    <>
      <GateErrorWatcher />
      {element}
    </>
  );
}
