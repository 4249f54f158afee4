import { createBrowserRouter, Navigate } from 'react-router';
import { credentialsRoutes } from '../features/credentials/routes';
import { identityRoutes } from '../features/identity/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { registrationRoutes } from '../features/registration/routes';
import { BASENAME } from '../api/runtime';
import { AppGate } from './guards/AppGate';
import { FullPageSpinner } from './pages/FullPageSpinner';
import { PageReady } from './overlay/PageReady';
import NotFoundPage from './pages/NotFoundPage';
import { RedirectKeepingQuery } from './pages/RedirectKeepingQuery';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RootLayout } from './RootLayout';

/**
 * Spec routes whose screen is reached under another name here: each leads there with its query
 * string. Public onboarding routes (spec 000 section 2): a first sign-in is the sign-in page (a new
 * device asks for its code there); verifying a person is the ID document's recognition; a class
 * and its form start at the class choice; a password reset starts at its description; a plan is
 * chosen on the plans page (after signing in). My Businesses' hidden children (spec 000 section 2,
 * business menu) are the onboarding flows a signed-in person also uses to set up or join another
 * business. The money page's tills (spec 001 section 2) are the tills with their balances.
 */
export const PUBLIC_ALIASES: Readonly<Record<string, string>> = {
  firstLogin: '/login',
  verifyPersonInfo: '/uploadIdDocument',
  setupClass: '/createClass',
  createForm: '/createClass',
  resetPassword: '/resetDescription',
  getPlan: '/setting/subscriptionPlan',
  'business/myBusiness/joinBusiness': '/joinBusiness',
  'business/myBusiness/businessClass': '/createClass',
  'business/myBusiness/imSoleForm': '/imSoleForm',
  'business/myBusiness/soleOcrForm': '/soleOcrForm',
  'business/myBusiness/partnershipForm': '/partnershipForm',
  'business/myBusiness/limitedCompForm': '/limitedCompForm',
  'business/myBusiness/addStakeholder': '/addStakeholder',
  'finance/money/tills': '/setting/tillManagement',
};

/**
 * Fixed routes (/login, /404), the public onboarding routes, and one catch-all that the signed-in
 * shell fills from the server's menu (spec 000 section 2, ARCHITECTURE.md section 9).
 */
export const router = createBrowserRouter(
  [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: FullPageSpinner,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/growBusiness" replace /> },
        ...identityRoutes,
        ...onboardingRoutes,
        ...registrationRoutes,
        ...credentialsRoutes,
        ...Object.entries(PUBLIC_ALIASES).map(([path, to]) => ({ path, element: <RedirectKeepingQuery to={to} /> })),
        {
          path: '404',
          element: (
            <PageReady>
              <NotFoundPage />
            </PageReady>
          ),
        },
        { path: '*', element: <AppGate /> },
      ],
    },
  ],
  { basename: BASENAME },
);
