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
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RootLayout } from './RootLayout';

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
