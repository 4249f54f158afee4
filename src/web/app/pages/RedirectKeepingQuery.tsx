import { Navigate, useLocation } from 'react-router';

/** Leads to another path of the app, the query string kept: a path the spec gives a page a second time. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
