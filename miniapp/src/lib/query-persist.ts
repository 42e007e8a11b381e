import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { getDefaultStore } from 'jotai';
import { sessionIdAtom } from './session-store.ts';
import { whenIdle } from './when-idle.ts';

/**
 * The query cache kept on the device: a repeat open renders the last-seen feed, planner or
 * profile at once and refreshes it in the background, and the planner's projects opened this
 * week read offline. Kept per session (a sign-out, sign-in or lost session drops every other
 * session's copy, so a second person never sees the first one's data), for a week at most, and
 * only for the build that wrote it (an answer's shape may change between builds). In IndexedDB
 * (TanStack's async storage persister): no 5 MB ceiling as in local storage, and no write that
 * holds the page. A chunk of its own, which start-up asks for at once: it costs the first open's
 * script nothing.
 */
const PREFIX = 'lp-query-cache:';
/** Where earlier builds kept it, in local storage: dropped wherever found. */
const LEGACY_PREFIXES = [PREFIX, 'lp-queries:'];
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The build: the entry script's hashed name changes with any chunk of the app. */
export function buildId(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? 'dev';
}

export const persistKey = (sessionId: string) => PREFIX + sessionId;

/** What the copies are kept in: IndexedDB in the app, a map in the unit tests. */
export interface KeptStore {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
  keys(): Promise<string[]>;
}

// A database of its own: idb-keyval opens one store per database.
let idb: ReturnType<typeof createStore> | undefined;
const db = () => (idb ??= createStore('legal-platform-queries', 'queries'));
/** IndexedDB; where it cannot open (some private windows), every call fails and nothing is kept. */
export const idbStore = (): KeptStore => ({
  getItem: (k) => get<string>(k, db()),
  setItem: (k, v) => set(k, v, db()),
  removeItem: (k) => del(k, db()),
  keys: async () => (await keys(db())).map(String),
});

/**
 * The persister of one session. It writes only while that session is the current one: a save
 * still pending when the person signs out never brings their copy back.
 */
export function sessionPersister(
  sessionId: string,
  storage: KeptStore = idbStore(),
  isCurrent = () => getDefaultStore().get(sessionIdAtom) === sessionId,
) {
  return createAsyncStoragePersister({
    key: persistKey(sessionId),
    storage: {
      getItem: (k) => storage.getItem(k).then((v) => v ?? null),
      setItem: async (k, v) => {
        if (isCurrent()) await storage.setItem(k, v);
      },
      removeItem: async (k) => void (await storage.removeItem(k)),
    },
    // The device refuses more (its quota): the oldest answers go first.
    retry: removeOldestQuery,
  });
}

/** Removes every saved copy but `keep`'s, and whatever earlier builds left in local storage. */
export async function clearPersistedQueries(keep: string | null = null, storage: KeptStore = idbStore()) {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k && LEGACY_PREFIXES.some((p) => k.startsWith(p))) localStorage.removeItem(k);
    }
  } catch {
    /* local storage unavailable */
  }
  try {
    for (const k of await storage.keys())
      if (k.startsWith(PREFIX) && k !== (keep && persistKey(keep))) await storage.removeItem(k);
  } catch {
    /* nothing kept */
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
  storage: KeptStore = idbStore(),
  buster = buildId(),
  only?: (query: DehydratedState['queries'][number]) => boolean,
): Promise<void> {
  const persister = sessionPersister(sessionId, storage, () => true);
  try {
    const saved = await persister.restoreClient();
    if (!saved) return;
    // A copy saved "in the future" (the device's clock was put back, or a test's clock moved on
    // and then reloaded) would outrank every fresh answer: hydration keeps whichever is newer by
    // its time, so the page could show what has changed since. TanStack checks only the age.
    if (
      !(saved.timestamp <= Date.now()) ||
      Date.now() - saved.timestamp > PERSIST_MAX_AGE_MS ||
      saved.buster !== buster
    ) {
      await persister.removeClient();
      return;
    }
    const state = saved.clientState;
    // Changes kept on the device have their own store (features/planner/offline/queue.ts).
    const restored = only ? state.queries.filter(only) : state.queries;
    hydrate(client, { queries: restored, mutations: [] });
    // Only what came back from the device is stale: the answers of a page the server drew are not.
    const hashes = new Set(restored.map((q) => q.queryHash));
    void client.invalidateQueries({ predicate: (q) => hashes.has(q.queryHash), refetchType: 'none' });
  } catch {
    /* unreadable: dropped */
    await Promise.resolve(persister.removeClient()).catch(() => {});
  }
}

/** False saves the cache the moment saving starts, as it once did. */
const FIRST_SAVE_WHEN_IDLE = true;
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
    let live = true;
    const unsubscribe = persistQueryClientSubscribe(options);
    stop = () => {
      live = false;
      unsubscribe();
    };
    // Saved once more when the page is first idle: what start-up and the page loaded before this
    // chunk came is kept even when nothing changes before the connection goes. Not at once: copying
    // a few hundred tasks costs a slow phone some 50 ms, in the very moment a page the server drew
    // has just begun to listen to taps. Never under a session that has ended meanwhile (its
    // person may have just signed out).
    const save = () => void (live && persistQueryClientSave(options));
    if (FIRST_SAVE_WHEN_IDLE) whenIdle(save);
    else save();
  };
  follow();
  // Another session (sign-out, sign-in, a lost session): the old copy goes at once. Start-up
  // (app/startup.ts) drops the others once it knows which session is this one.
  const unsubscribe = store.sub(sessionIdAtom, () => {
    void clearPersistedQueries(store.get(sessionIdAtom));
    // Once the code that switched sessions has run to its end: a sign-out empties the cache right
    // after, and the new session's first save must not carry the person who left.
    queueMicrotask(follow);
  });
  return () => {
    unsubscribe();
    stop();
    persisting = false;
  };
}
