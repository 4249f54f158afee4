import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { isKnownPagePath, preloadPage } from '../menu/pages';
import { PageReady } from '../overlay/PageReady';
import { FullPageSpinner } from '../pages/FullPageSpinner';
import NotFoundPage from '../pages/NotFoundPage';

// The shell is its own chunk: the public pages do not load the menu, tabs and header.
const MainLayout = lazy(() => import('../shell/MainLayout'));

/**
 * Every path that is not a fixed or public route. Signed in: the shell, whose routes come from
 * the menu. Not signed in: a page of the app sends to /login (and back after it), or to the
 * landing page right after Log Out; anything else is not found.
 */
export function AppGate() {
  const signedIn = useSession((s) => s.token);
  const endedByLogout = useSession((s) => s.endedByLogout);
  const { pathname, search } = useLocation();
  if (signedIn) {
    preloadPage(pathname);
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <MainLayout />
      </Suspense>
    );
  }
  if (!isKnownPagePath(pathname)) {
    return (
      <PageReady key={pathname}>
        <NotFoundPage />
      </PageReady>
    );
  }
  if (endedByLogout) return <Navigate to="/growBusiness" replace />;
  const back = encodeURIComponent(`${pathname}${search}`);
  return <Navigate to={`/login?redirect=${back}`} replace />;
}
