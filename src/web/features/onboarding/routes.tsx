import type { RouteObject } from 'react-router';
import { routeLazy } from '../../app/routeLazy';

/**
 * Public onboarding routes (spec 000 section 2). /register and the rest of the sign-up flow arrive
 * with the identity release; the landing page gets its Register button then.
 */
export const onboardingRoutes: RouteObject[] = [
  { path: 'growBusiness', lazy: routeLazy(() => import('./pages/grow-business/GrowBusinessPage')) },
];
