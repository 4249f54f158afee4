import { App } from 'antd';
import { useCallback } from 'react';
import { endSessionToLogin } from '../../../app/session/logout';

/** Spec 000 section 8: 'you will be logged out in a few seconds'. */
export const CHANCE_RUN_OUT_MS = 3_000;

/**
 * The password chances have run out inside the portal (the server has ended the session): a
 * dialog says so, then the person is logged out to /login.
 */
export function useChanceRunOut() {
  const { modal } = App.useApp();
  return useCallback(
    (text: string) => {
      const dialog = modal.warning({ title: text, keyboard: false, footer: null });
      setTimeout(() => {
        dialog.destroy();
        void endSessionToLogin();
      }, CHANCE_RUN_OUT_MS);
    },
    [modal],
  );
}
