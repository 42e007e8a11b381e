import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import { getDefaultStore } from 'jotai';
import { buildId, clearPersistedQueries, localStorageOrNull, persistKey } from './query-persist.ts';
import { sessionIdAtom } from './session-store.ts';

/*
 * The saving side of the kept query cache (lib/query-persist.ts reads it back at start-up): a
 * chunk of its own, loaded once start-up has put the saved copy back, so TanStack's persister
 * costs the first open's script nothing.
 */

/**
 * The persister of one session. It writes only while that session is the current one: a save
 * still pending when the person signs out never brings their copy back.
 */
export function sessionPersister(
  sessionId: string,
  storage = localStorageOrNull(),
  isCurrent = () => getDefaultStore().get(sessionIdAtom) === sessionId,
) {
  return createSyncStoragePersister({
    key: persistKey(sessionId),
    storage: storage && {
      getItem: (k) => storage.getItem(k),
      setItem: (k, v) => {
        if (isCurrent()) storage.setItem(k, v);
      },
      removeItem: (k) => storage.removeItem(k),
    },
    // Local storage is full (about 5 MB an origin): the oldest answers go first.
    retry: removeOldestQuery,
  });
}

let persisting = false;
/**
 * Keeps the current session's cache saved while the app runs (at most once a second): from
 * once start-up has put the saved copy back, which it would otherwise overwrite.
 */
export function persistQueries(client: QueryClient): () => void {
  if (persisting) return () => {};
  persisting = true;
  const store = getDefaultStore();
  let stop = () => {};
  const follow = () => {
    stop();
    const sessionId = store.get(sessionIdAtom);
    if (!sessionId) {
      stop = () => {};
      return;
    }
    const options = {
      queryClient: client,
      persister: sessionPersister(sessionId),
      buster: buildId(),
      dehydrateOptions: {
        shouldDehydrateQuery: (q: Query) => q.state.status === 'success' && q.state.data !== undefined,
        // The planner's changes not sent yet have their own store (features/planner/offline/queue.ts).
        shouldDehydrateMutation: () => false,
      },
    };
    stop = persistQueryClientSubscribe(options);
    // Saved at once too: what start-up and the page loaded before this chunk came is kept even
    // when nothing changes before the connection goes.
    void persistQueryClientSave(options);
  };
  follow();
  // Another session (sign-out, sign-in, a lost session): the old copy goes at once. Start-up
  // (app/startup.ts) drops the others once it knows which session is this one.
  const unsubscribe = store.sub(sessionIdAtom, () => {
    clearPersistedQueries(store.get(sessionIdAtom));
    follow();
  });
  return () => {
    unsubscribe();
    stop();
    persisting = false;
  };
}
