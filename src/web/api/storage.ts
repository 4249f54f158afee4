/**
 * Guarded access to the browser's storages: private modes and full quotas throw, and a broken
 * storage must never stop the portal from working.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string | null): void {
  try {
    const s = area(which);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota or privacy mode: the value simply is not kept
  }
}

export const readLocal = (key: string) => read('local', key);
export const writeLocal = (key: string, value: string | null) => write('local', key, value);
export const readSession = (key: string) => read('session', key);
export const writeSession = (key: string, value: string | null) => write('session', key, value);

export function readJson<T>(which: Area, key: string, guard: (v: unknown) => v is T): T | null {
  const raw = read(which, key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  write(which, key, value === null ? null : JSON.stringify(value));
}

export function clearLocal(): void {
  try {
    area('local')?.clear();
  } catch {
    // nothing to clear
  }
}

/** Storage keys, in one place so that logout and the version check know what they clear. */
export const STORAGE_KEYS = {
  token: 'bz.token',
  keys: 'bz.keys',
  session: 'bz.session',
  deviceId: 'bz.deviceId',
  appVersion: 'bz.appVersion',
  tabsPrefix: 'bz.tabs.',
  /** localStorage: the registration in progress on this browser (resumed on coming back). */
  registerToken: 'bz.registerToken',
  /** sessionStorage: the forgot-password flow between its code and its new password. */
  passwordReset: 'bz.passwordReset',
  /** sessionStorage: a transfer on its review or PIN step, so a refresh of the tab finds it there. */
  transferReview: 'bz.transfer.review',
  /** sessionStorage: a pay-by-code payment on its review, so a refresh of the tab finds it there. */
  payByCodeReview: 'bz.payByCode.review',
  /** sessionStorage: a bill payment on its review, so a refresh of the tab finds it there. */
  billReview: 'bz.bill.review',
} as const;
