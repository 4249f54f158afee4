/**
 * What the action client needs from the running app (navigation, toasts, dialogs, caches). The app
 * plugs these in once at start; until then the client only logs, so it also works in tests.
 */
export const BASENAME = '/Merchant';

export type ToastKind = 'error' | 'warning' | 'info' | 'success';

export interface ClientRuntime {
  /** Resolves once the new page is in place (data routers navigate asynchronously). */
  navigate(to: string): void | Promise<void>;
  toast(kind: ToastKind, text: string, key?: string): void;
  alert(options: { title: string; content: string; onOk: () => void }): void;
  /** Drops every cached server answer (logout, session end). */
  resetCaches(): void;
  /** The server refused a function (MMCP0403): the role may have changed, so reload the menu and functions. */
  permissionsChanged(): void;
}

let runtime: ClientRuntime = {
  navigate: (to) => {
    if (typeof window !== 'undefined') window.location.assign(`${BASENAME}${to}`);
  },
  toast: (kind, text) => console.warn(`[${kind}] ${text}`),
  alert: ({ title, content, onOk }) => {
    console.warn(`${title}: ${content}`);
    onOk();
  },
  resetCaches: () => {},
  permissionsChanged: () => {},
};

export function configureClient(next: ClientRuntime): void {
  runtime = next;
}

export function clientRuntime(): ClientRuntime {
  return runtime;
}

/** The path inside the app (no basename) and its query, e.g. '/setting/auditTrail?page=2'. */
export function currentAppPath(): { pathname: string; search: string } {
  if (typeof window === 'undefined') return { pathname: '/', search: '' };
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) : pathname;
  return { pathname: inside || '/', search };
}
