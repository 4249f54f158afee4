import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { antdLocaleOf } from '../i18n';
import { queryClient } from './queryClient';
import { router } from './router';
import { appTheme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (and follows it when they change it). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
  );
}

export function App() {
  const { i18n } = useTranslation();
  // Dialogs, menus and drawers appear at once, without their animations, for a person who asked for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo<ThemeConfig>(() => ({ ...appTheme, token: { ...appTheme.token, motion: !reducedMotion } }), [reducedMotion]);
  const antdLocale = antdLocaleOf(i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={antdLocale} button={{ autoInsertSpace: false }}>
        <AntApp message={{ maxCount: 3 }}>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
