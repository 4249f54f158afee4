import type { RouteObject } from 'react-router';
import { routeLazy } from '../../app/routeLazy';

/**
 * Public onboarding routes (spec 000 section 2): the landing page. Registration has its own area
 * (features/registration); business setup arrives with the business area.
 */
export const onboardingRoutes: RouteObject[] = [
  { path: 'growBusiness', lazy: routeLazy(() => import('./pages/grow-business/GrowBusinessPage')) },
];
