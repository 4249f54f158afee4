import type { RouteObject } from 'react-router';
import { routeLazy } from '../../app/routeLazy';

/**
 * Registration (spec 000 section 2, public onboarding routes): the contact and its code, then one
 * screen per step; the Privacy Policy and the Terms are readable without signing in.
 */
export const registrationRoutes: RouteObject[] = [
  { path: 'register', lazy: routeLazy(() => import('./pages/register/RegisterPage')) },
  { path: 'addPersonInfo', lazy: routeLazy(() => import('./pages/add-person-info/AddPersonInfoPage')) },
  { path: 'setPassword', lazy: routeLazy(() => import('./pages/set-password/SetPasswordPage')) },
  { path: 'setPin', lazy: routeLazy(() => import('./pages/set-pin/SetPinPage')) },
  {
    path: 'privacyAgreement',
    lazy: routeLazy(() => import('./pages/privacy-agreement/PrivacyAgreementPage')),
  },
  { path: 'termsAgreement', lazy: routeLazy(() => import('./pages/terms-agreement/TermsAgreementPage')) },
];
