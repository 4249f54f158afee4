import { useSyncExternalStore } from 'react';
import type { OutputOf } from '../../shared/actions/contract';
import type {
  QryMerRolFuncList,
  QryUserInformation,
  QueryMercInfo,
  StoreSummary,
} from '../../shared/actions/identity';
import type { MenuNode } from '../../shared/actions/menu';
import { readJson, readSession, STORAGE_KEYS, writeJson, writeSession } from './storage';

export type Person = OutputOf<typeof QryUserInformation>;
export type Business = OutputOf<typeof QueryMercInfo>;
export type FuncEntry = OutputOf<typeof QryMerRolFuncList>['merRolFuncList'][number];

/**
 * Who is signed in and where they work. The token lives only in sessionStorage; the rest is a
 * snapshot of the sign-in calls kept in sessionStorage too, so a reload paints at once and then
 * refreshes. Nothing here outlives the browser tab's session, and logout clears it all.
 */
export interface SessionState {
  token: boolean;
  /** The session was ended by Log Out: the signed-in pages send to /growBusiness, not /login. */
  endedByLogout: boolean;
  person: Person | null;
  business: Business | null;
  /** null until QryMerRolFuncList has answered: then every check passes (spec 000 section 6). */
  functions: FuncEntry[] | null;
  menu: MenuNode[] | null;
  /** The first stores of the business; storesTotal says whether that is all of them. */
  stores: StoreSummary[];
  storesTotal: number;
  currentStoreId: string | null;
}

type Snapshot = Omit<SessionState, 'token' | 'endedByLogout'>;

const EMPTY: Snapshot = {
  person: null,
  business: null,
  functions: null,
  menu: null,
  stores: [],
  storesTotal: 0,
  currentStoreId: null,
};

function isSnapshot(v: unknown): v is Snapshot {
  return (
    typeof v === 'object' && v !== null && 'person' in v && 'menu' in v && 'storesTotal' in v
  );
}

let state: SessionState = {
  ...(readJson('session', STORAGE_KEYS.session, isSnapshot) ?? EMPTY),
  token: readSession(STORAGE_KEYS.token) !== null,
  endedByLogout: false,
};
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

function persist(): void {
  const { token: _token, endedByLogout: _ended, ...snapshot } = state;
  writeJson('session', STORAGE_KEYS.session, state.token ? snapshot : null);
}

/**
 * Whether the person works in a business. A person who registered but has not set one up yet
 * (MerchantLogin's loginInfo.merchantId null, QryUserInformation's merchantOwnerNo '') has no
 * business: business actions answer MMCP1040 and the shell is not theirs yet.
 */
export function personHasBusiness(person: Person | null | undefined): boolean {
  return Boolean(person?.merchantOwnerNo);
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateSession(patch: Partial<Snapshot>): void {
  state = { ...state, ...patch };
  persist();
  emit();
}

export function getToken(): string | null {
  return readSession(STORAGE_KEYS.token);
}

/** Stores a (rotated) token; the server sends one with any answer it likes. */
export function setToken(token: string): void {
  writeSession(STORAGE_KEYS.token, token);
  if (!state.token) {
    state = { ...state, token: true, endedByLogout: false };
    emit();
  }
}

/** Forgets the token and everything known about the signed-in person. */
export function clearSession(options: { byLogout?: boolean } = {}): void {
  writeSession(STORAGE_KEYS.token, null);
  writeSession(STORAGE_KEYS.session, null);
  writeSession(STORAGE_KEYS.transferReview, null);
  writeSession(STORAGE_KEYS.payByCodeReview, null);
  writeSession(STORAGE_KEYS.billReview, null);
  state = { ...EMPTY, token: false, endedByLogout: options.byLogout ?? false };
  emit();
}

/** The session, or one part of it, as React state. The selector must return stored references. */
export function useSession(): SessionState;
export function useSession<T>(select: (s: SessionState) => T): T;
export function useSession<T>(select?: (s: SessionState) => T): T | SessionState {
  return useSyncExternalStore(
    subscribeSession,
    () => (select ? select(state) : state),
    () => (select ? select(state) : state),
  );
}
