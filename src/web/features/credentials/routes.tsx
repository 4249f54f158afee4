import type { RouteObject } from 'react-router';
import { routeLazy } from '../../app/routeLazy';

/** Forgot password (spec 000 section 2): description, code, set password, success. Public. */
export const credentialsRoutes: RouteObject[] = [
  {
    path: 'resetDescription',
    lazy: routeLazy(() => import('./pages/reset-description/ResetDescriptionPage')),
  },
  { path: 'resetCode', lazy: routeLazy(() => import('./pages/reset-code/ResetCodePage')) },
  {
    path: 'resetSetPassword',
    lazy: routeLazy(() => import('./pages/reset-set-password/ResetSetPasswordPage')),
  },
  { path: 'resetSuccess', lazy: routeLazy(() => import('./pages/reset-success/ResetSuccessPage')) },
];
