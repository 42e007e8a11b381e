import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * The query cache kept in local storage (issue 20; TanStack's persister since issue 32): a repeat
 * open renders the last-seen feed, planner or profile at once and refreshes it in the
 * background. Kept per session (a sign-out, sign-in or lost session drops every other session's
 * copy, so a second person never sees the first one's data), for a week at most, and only for the
 * build that wrote it (an answer's shape may change between builds).
 */
const PREFIX = 'lp-query-cache:';
/** The hand-written persister's copies, before issue 32: dropped wherever they are found. */
const LEGACY_PREFIX = 'lp-queries:';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The build: the entry script's hashed name changes with any chunk of the app. */
export function buildId(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? 'dev';
}

export const persistKey = (sessionId: string) => PREFIX + sessionId;

/** Local storage, or nothing where reading it throws (blocked storage, a framed page): nothing is saved. */
export function localStorageOrNull(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Removes every saved copy but `keep`'s, and whatever the persister before this one left. */
export function clearPersistedQueries(keep: string | null = null, storage = localStorageOrNull()): void {
  if (!storage) return;
  try {
    for (let i = storage.length - 1; i >= 0; i--) {
      const k = storage.key(i);
      if (k?.startsWith(LEGACY_PREFIX) || (k?.startsWith(PREFIX) && k !== (keep && persistKey(keep))))
        storage.removeItem(k);
    }
  } catch {
    /* storage unavailable */
  }
}

/**
 * Puts this session's saved answers into the cache (a copy of another build or older than a
 * week is dropped instead), marked stale so every page asks again when it mounts. `only` keeps
 * some of them: behind a page the server drew, the ones the drawing did not bring.
 */
export async function restoreQueries(
  client: QueryClient,
  sessionId: string,
  storage = localStorageOrNull(),
  buster = buildId(),
  only?: (query: DehydratedState['queries'][number]) => boolean,
): Promise<void> {
  try {
    // Read as TanStack's persister writes it (lib/query-save.ts), without its code in the entry.
    const key = persistKey(sessionId);
    const text = storage?.getItem(key);
    if (!text) return;
    const saved = JSON.parse(text) as PersistedClient;
    // A copy saved "in the future" (the device's clock was put back, or a test's clock moved on
    // and then reloaded) would outrank every fresh answer: hydration keeps whichever is newer by
    // its time, so the page could show what has changed since. TanStack checks only the age.
    if (
      !(saved.timestamp <= Date.now()) ||
      Date.now() - saved.timestamp > PERSIST_MAX_AGE_MS ||
      saved.buster !== buster
    ) {
      storage?.removeItem(key);
      return;
    }
    const state = saved.clientState;
    // Changes kept on the device have their own store (features/planner/offline/queue.ts).
    hydrate(client, { queries: only ? state.queries.filter(only) : state.queries, mutations: [] });
    void client.invalidateQueries({ refetchType: 'none' });
  } catch {
    /* unreadable: dropped */
    storage?.removeItem(persistKey(sessionId));
  }
}
