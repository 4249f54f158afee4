import { App } from 'antd';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { configureClient } from '../api/runtime';
import { getSession, getToken, personHasBusiness } from '../api/session';
import { loadSessionData } from './session/loadSession';
import { NavigationProgress } from './overlay/NavigationProgress';
import { queryClient } from './queryClient';

/** Spec 000 section 9: message toast 3.5 s. */
const TOAST_SECONDS = 3.5;

/** At most one quiet reload of the menu and functions per 10 s, however many calls were refused. */
let permissionsReloadedAt = 0;
function refreshPermissions(): void {
  if (!getToken() || Date.now() - permissionsReloadedAt < 10_000) return;
  permissionsReloadedAt = Date.now();
  const { person } = getSession();
  void loadSessionData({ silent: true }, { hasBusiness: person ? personHasBusiness(person) : undefined }).catch(() => {});
}

/** Plugs the running app into the action client: navigation, toasts, dialogs, caches. */
function ClientBridge() {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  useEffect(() => {
    configureClient({
      navigate: (to) => navigate(to, { replace: to.startsWith('/login') }),
      toast: (kind, text, key) => {
        void message.open({ type: kind, content: text, duration: TOAST_SECONDS, key });
      },
      alert: ({ title, content, onOk }) => {
        modal.warning({ title, content, onOk, keyboard: false });
      },
      resetCaches: () => queryClient.clear(),
      permissionsChanged: refreshPermissions,
    });
  }, [navigate, message, modal]);
  return null;
}

/** The root page: the shared dialogs (antd App), the loading overlay and the routed view. */
export function RootLayout() {
  return (
    <>
      <ClientBridge />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
