import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { sessionIdAtom } from './session-store.ts';
import { whenIdle } from './when-idle.ts';

/**
 * The query cache kept in local storage (issue 20): a repeat open renders the last-seen feed,
 * planner or profile at once and refreshes it in the background. Kept per session (a sign-out,
 * sign-in or lost session drops every other session's copy, so a second person never sees the
 * first one's data), for a week at most, and only for the build that wrote it (an answer's shape
 * may change between builds).
 */
const PREFIX = 'lp-queries:';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Beyond this the copy is not kept (local storage holds about 5 MB per origin). */
const MAX_CHARS = 2_000_000;
const SAVE_DELAY_MS = 1000;

export interface PersistedQueries {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/** The build: the entry script's hashed name changes with any chunk of the app. */
export function buildId(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? 'dev';
}

/** A saved copy is used only when written by this build and young enough. */
export function isUsable(
  saved: PersistedQueries | null,
  buster: string,
  now: number,
  maxAgeMs = PERSIST_MAX_AGE_MS,
): saved is PersistedQueries {
  return (
    !!saved &&
    saved.buster === buster &&
    typeof saved.savedAt === 'number' &&
    now - saved.savedAt >= 0 &&
    now - saved.savedAt <= maxAgeMs
  );
}

const keyOf = (sessionId: string) => PREFIX + sessionId;

/** Removes every saved copy but `keep`'s. */
export function clearPersistedQueries(keep: string | null = null): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(PREFIX) && k !== (keep && keyOf(keep))) localStorage.removeItem(k);
    }
  } catch {
    /* storage unavailable */
  }
}

/**
 * Puts this session's saved answers into the cache, marked stale so every page asks again
 * when it mounts. True when something was restored.
 */
export function restoreQueries(client: QueryClient, sessionId: string): boolean {
  try {
    const raw = localStorage.getItem(keyOf(sessionId));
    if (!raw) return false;
    const saved = JSON.parse(raw) as PersistedQueries;
    if (!isUsable(saved, buildId(), Date.now())) {
      localStorage.removeItem(keyOf(sessionId));
      return false;
    }
    hydrate(client, saved.state);
    void client.invalidateQueries({ refetchType: 'none' });
    return true;
  } catch {
    return false;
  }
}

/** Keeps the cache saved while the app runs (a second after changes, and when the page hides). */
export function persistQueries(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const sessionId = getDefaultStore().get(sessionIdAtom);
    if (!sessionId) return;
    try {
      const state = dehydrate(client, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' && q.state.data !== undefined,
      });
      const body = JSON.stringify({ buster: buildId(), savedAt: Date.now(), state } satisfies PersistedQueries);
      if (body.length > MAX_CHARS) localStorage.removeItem(keyOf(sessionId));
      else localStorage.setItem(keyOf(sessionId), body);
    } catch {
      clearPersistedQueries();
    }
  };
  // Saving serialises the whole cache (a 300-task project is a few hundred kilobytes): only
  // when an answer arrived or was removed, at most once a second, when the page is idle.
  const schedule = () => {
    if (!timer) timer = setTimeout(() => whenIdle(save), SAVE_DELAY_MS);
  };
  const unsubscribeCache = client.getQueryCache().subscribe((e) => {
    if ((e.type === 'updated' && e.action.type === 'success') || e.type === 'removed') schedule();
  });
  // Another session (sign-out, sign-in, a lost session): the old copy goes at once.
  const unsubscribeSession = getDefaultStore().sub(sessionIdAtom, () => {
    clearPersistedQueries(getDefaultStore().get(sessionIdAtom));
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer) save();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    unsubscribeCache();
    unsubscribeSession();
    document.removeEventListener('visibilitychange', onHide);
    if (timer) clearTimeout(timer);
  };
}
