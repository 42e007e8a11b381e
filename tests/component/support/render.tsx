import { render, type RenderResult } from '@testing-library/react';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { reportError } from '@app/lib/query-client.ts';
import { sessionIdAtom, setSessionId } from '@app/lib/session-store.ts';
import { sessionQueryKey, userSettingsQueryKey } from '@app/lib/session.ts';
import { dismissToast, getToasts } from '@app/ui/toast.ts';
import { Toaster } from '@app/ui/toaster.tsx';
import { server, sessionAnswers, sessionHandlers } from './server.ts';

export interface AppOptions {
  /** The address the router starts at. */
  path?: string;
  /** The stored session id (null: none yet). */
  sessionId?: string | null;
  /** Who the session belongs to, as check-session answers (null: an anonymous visitor). */
  userId?: number | null;
  /** What the query cache holds before the first render (lists seen earlier, say). */
  cached?: (client: QueryClient) => void;
}

export interface RenderedApp extends RenderResult {
  client: QueryClient;
  /** The addresses the app went to, oldest first. */
  history: string[];
  /** The router's current address. */
  location: () => string;
}

/**
 * Draws `ui` inside what the app gives every page (app/app.tsx): a query client whose errors go
 * the one error path (lib/query-client.ts: toasts, 401s), telegram-ui's root, the toaster, a
 * jotai store of its own and a router on a memory location, with the session start-up found
 * (signed in as `userId`). Queries are not retried, so a refusal shows at once.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', sessionId = 'test-session', userId = 1, cached }: AppOptions = {},
): RenderedApp {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => reportError(err, query.meta, location()) }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _result, mutation) => reportError(err, mutation.meta, location()),
    }),
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false } },
  });
  // Start-up (app/startup.ts) knows the session and its settings before the first page draws;
  // asked again (a live change), the server answers the same (these handlers come first).
  server.use(...sessionHandlers(userId));
  const { session, settings } = sessionAnswers(userId);
  client.setQueryData(sessionQueryKey(sessionId), session);
  client.setQueryData(userSettingsQueryKey(sessionId), settings);
  cached?.(client);
  // The api client reads the session from jotai's default store; components from the Provider's.
  setSessionId(sessionId);
  const store = createStore();
  store.set(sessionIdAtom, sessionId);
  const memory = memoryLocation({ path, record: true });
  const location = () => memory.history.at(-1) ?? path;
  const result = render(
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <AppRoot appearance="light" platform="base">
            {ui}
            <Toaster />
          </AppRoot>
        </Router>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, history: memory.history, location };
}

/** The toasts' store outlives a test (lib/toast.ts): each test starts without any. */
export const dismissAllToasts = () => getToasts().forEach((t) => dismissToast(t.id));
