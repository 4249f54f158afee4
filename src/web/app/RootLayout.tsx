import { App } from 'antd';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { configureClient } from '../api/runtime';
import { NavigationProgress } from './overlay/NavigationProgress';
import { queryClient } from './queryClient';

/** Spec 000 section 9: message toast 3.5 s. */
const TOAST_SECONDS = 3.5;

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
