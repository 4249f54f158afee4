import { theme } from 'antd';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { startProgress, useProgress } from './navProgress';

/** The bar across the top of the window while a page loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { token } = theme.useToken();
  const { active, percent } = useProgress();

  // Layout effects run before the new page's PageReady effect, which ends the progress.
  useLayoutEffect(() => {
    if (pathname) startProgress();
  }, [pathname]);

  useEffect(() => {
    if (navigation.state === 'loading') startProgress();
  }, [navigation.state]);

  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 3,
        zIndex: 2000,
        pointerEvents: 'none',
      }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          background: token.colorPrimary,
          boxShadow: `0 0 8px ${token.colorPrimary}`,
          transition: 'width 100ms linear',
        }}
      />
    </div>
  );
}
