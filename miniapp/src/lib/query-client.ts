import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { errorText, isCancellation, isSessionGone, type AppMeta } from './api-errors.ts';
import { i18next } from './i18n.ts';
import { forgetSession } from './session-store.ts';
import { TOAST_DURATION_MS, toast } from './toast.ts';

let lastToast = { text: '', at: 0 };
let sessionLost = false;

/**
 * The one error path (docs/conventions.md habit 4): every failed query and mutation lands here. A 401
 * on a page that needs a session forgets the session (start-up then makes a new anonymous
 * one) and goes to /auth; otherwise the server's text, or 'An error occurred' / 'Cannot
 * reach the server', shows in a toast, unless the caller handles its own (`meta.errorToast`).
 */
export function reportError(err: unknown, meta: AppMeta | undefined, pathname = window.location.pathname): void {
  if (isCancellation(err)) return;
  if (isSessionGone(err, pathname)) {
    if (!sessionLost) {
      sessionLost = true;
      forgetSession();
    }
    return;
  }
  if (meta?.errorToast === false) return;
  const text = errorText(err, (key) => i18next.t(key));
  // Three queries of one page failing together say the same thing once.
  const now = Date.now();
  if (text === lastToast.text && now - lastToast.at < TOAST_DURATION_MS) return;
  lastToast = { text, at: now };
  if (!(err instanceof ApiError)) console.error(err);
  toast.error(text);
}

/** Start-up made a new session: a later 401 is news again. */
export const sessionRestored = () => {
  sessionLost = false;
};

// TanStack assumes a connection until the browser says it lost one: a page opened offline says so
// at once, and what it asks waits for the connection instead of failing.
if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

/** Spec: data is stale after 5 minutes; no refetch on window focus (realtime invalidates). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err, query) => reportError(err, query.meta) }),
  mutationCache: new MutationCache({ onError: (err, _vars, _result, mutation) => reportError(err, mutation.meta) }),
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});
