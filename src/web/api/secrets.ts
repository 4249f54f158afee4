import { QryEncryptionkey, QryRandomNo } from '../../shared/actions/identity';
import { encryptSecret } from '../../shared/crypto/client';
import { type CallOptions, callAction, ensureMessageKey } from './client';
import { isActionError } from './errors';
import { setPasswordKey } from './keys';

/** The server could not read the secret: most likely the password key changed. */
const STALE_SECRET_CODE = 'MMCP1011';

let pwdLoad: Promise<string> | null = null;

/** The password key, fetched once per browser session. */
export async function ensurePasswordKey(options: CallOptions = {}, refresh = false) {
  const keys = await ensureMessageKey(options);
  if (keys.pwdPubKey && !refresh) return keys.pwdPubKey;
  pwdLoad ??= callAction(QryEncryptionkey, {}, options)
    .then((out) => {
      setPasswordKey(out.pwdPubKey);
      return out.pwdPubKey;
    })
    .finally(() => {
      pwdLoad = null;
    });
  return pwdLoad;
}

/** Start-up: both keys, so the first sign-in does not wait for them. */
export async function prepareKeys(): Promise<void> {
  await ensurePasswordKey({ silent: true });
}

async function sealSecret(secret: string, options: CallOptions, refresh: boolean) {
  const pwdPubKey = await ensurePasswordKey(options, refresh);
  // A random is single-use: one per attempt.
  const { randomNo } = await callAction(QryRandomNo, {}, options);
  return encryptSecret(pwdPubKey, secret, randomNo);
}

/**
 * Runs `send` with the secret sealed under a fresh random. If the server cannot read it (the key
 * changed since it was fetched), fetches the key again and tries once more.
 */
export async function withSealedSecret<T>(
  secret: string,
  send: (sealed: string) => Promise<T>,
  options: CallOptions = {},
): Promise<T> {
  try {
    return await send(await sealSecret(secret, options, false));
  } catch (e) {
    if (!isActionError(e) || e.code !== STALE_SECRET_CODE) throw e;
    return send(await sealSecret(secret, options, true));
  }
}

/**
 * Like withSealedSecret for several secrets in one call (old and new password): each sealed under
 * its own fresh random, in order.
 */
export async function withSealedSecrets<T>(
  secrets: readonly string[],
  send: (sealed: string[]) => Promise<T>,
  options: CallOptions = {},
): Promise<T> {
  const sealAll = async (refresh: boolean) => {
    const out: string[] = [];
    for (const [i, secret] of secrets.entries()) {
      out.push(await sealSecret(secret, options, refresh && i === 0));
    }
    return out;
  };
  try {
    return await send(await sealAll(false));
  } catch (e) {
    if (!isActionError(e) || e.code !== STALE_SECRET_CODE) throw e;
    return send(await sealAll(true));
  }
}
