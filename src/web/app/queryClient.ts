import { QueryClient } from '@tanstack/react-query';
import { currentLocale, i18n } from '../i18n';

/**
 * Server state. The action client already toasts failures and applies the session rules, so
 * queries do not retry on their own: a refused call would only be refused again. Calls go out even
 * when the browser thinks it is offline, so that the client shows the spec's no-connection text
 * instead of a query silently waiting.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * The server words much of what it answers in the caller's language (notifications, reasons, the
 * audit trail, approval summaries). When the UI language changes, what is on screen is read again
 * in the new one, and what is cached is read again when next shown.
 */
let wordedIn = currentLocale();
i18n.on('languageChanged', () => {
  const now = currentLocale();
  if (now === wordedIn) return;
  wordedIn = now;
  void queryClient.invalidateQueries();
});
