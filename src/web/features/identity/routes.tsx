import type { RouteObject } from 'react-router';
import { routeLazy } from '../../app/routeLazy';

/** Sign-in routes: fixed, reachable without a session. */
export const identityRoutes: RouteObject[] = [
  { path: 'login', lazy: routeLazy(() => import('./pages/login/LoginPage')) },
];
