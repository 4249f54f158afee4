import { useCallback, useEffect, useRef, useState } from 'react';
import { getSession, personHasBusiness } from '../../api/session';
import { loadSessionData, sessionIsFresh } from './loadSession';

export type SessionLoad = 'ready' | 'loading' | 'failed';

/**
 * On entering the shell: with a saved snapshot the shell paints at once and the session data is
 * refreshed quietly; without one (a new tab on the same session) the shell waits for it.
 */
export function useSessionRefresh() {
  const [status, setStatus] = useState<SessionLoad>(() =>
    getSession().menu ? 'ready' : 'loading',
  );
  const started = useRef(false);

  const run = useCallback((quiet: boolean) => {
    if (!quiet) setStatus('loading');
    const { person } = getSession();
    loadSessionData({ silent: quiet }, { hasBusiness: person ? personHasBusiness(person) : undefined })
      .then(() => setStatus('ready'))
      .catch(() => {
        if (!quiet) setStatus('failed');
      });
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hasSnapshot = getSession().menu !== null;
    if (hasSnapshot && sessionIsFresh()) return;
    run(hasSnapshot);
  }, [run]);

  return { status, retry: () => run(false) };
}
