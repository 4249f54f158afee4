import { LoginOut } from '../../../shared/actions/identity';
import { callAction, whileSessionEnds } from '../../api/client';
import { clientRuntime, currentAppPath } from '../../api/runtime';
import { clearSession } from '../../api/session';
import { queryClient } from '../queryClient';

/**
 * Logout (spec 000 section 4): tell the server (its failure does not matter), then forget the
 * session, the cached server answers and the local store, and go to /growBusiness.
 */
export async function logout(): Promise<void> {
  await whileSessionEnds(async () => {
    await queryClient.cancelQueries();
    try {
      await callAction(LoginOut, {}, { silent: true, skipSessionRules: true });
    } catch {
      // the session ends in the browser either way
    }
    // byLogout: the guard of the signed-in pages sends to /growBusiness too, whichever runs first.
    clearSession({ byLogout: true });
    clientRuntime().resetCaches();
    await clientRuntime().navigate('/growBusiness');
  });
}

/**
 * The session was ended by the server (the password chances ran out inside the portal): forget it
 * in the browser and go to /login (spec 000 section 8), without asking the server again. Like any
 * ended session, the login page brings the person back to the page they were on.
 */
export async function endSessionToLogin(): Promise<void> {
  const { pathname, search } = currentAppPath();
  await whileSessionEnds(async () => {
    await queryClient.cancelQueries();
    clearSession();
    clientRuntime().resetCaches();
    await clientRuntime().navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
  });
}
