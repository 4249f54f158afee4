import { QueryClient } from '@tanstack/react-query';

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
