import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * The server's public keys (docs/protocol.md): the message key that seals bodies when isEncrypt is
 * on, and the password key for secrets. Kept for the browser session.
 */
export interface KeyState {
  isEncrypt: boolean;
  messPubKey: string;
  keyId: string;
  pwdPubKey: string | null;
}

function isKeyState(v: unknown): v is KeyState {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as KeyState).isEncrypt === 'boolean' &&
    typeof (v as KeyState).messPubKey === 'string'
  );
}

let keys: KeyState | null = readJson('session', STORAGE_KEYS.keys, isKeyState);

export function getKeys(): KeyState | null {
  return keys;
}

export function setKeys(next: KeyState | null): void {
  keys = next;
  writeJson('session', STORAGE_KEYS.keys, next);
}

export function setPasswordKey(pwdPubKey: string): void {
  if (keys) setKeys({ ...keys, pwdPubKey });
}
