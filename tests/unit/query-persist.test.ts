import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  buildId,
  clearPersistedQueries,
  type KeptStore,
  PERSIST_MAX_AGE_MS,
  persistKey,
  restoreQueries,
  sessionPersister,
} from '@app/lib/query-persist.ts';

/** The device's store (IndexedDB in the app), in memory. */
class MemoryStorage implements KeptStore {
  items = new Map<string, string>();
  getItem = async (k: string) => this.items.get(k) ?? null;
  setItem = async (k: string, v: string) => void this.items.set(k, v);
  removeItem = async (k: string) => void this.items.delete(k);
  keys = async () => [...this.items.keys()];
  clear = () => this.items.clear();
  /** Written at once, as a test sets it up. */
  put = (k: string, v: string) => void this.items.set(k, v);
}

/** Local storage as the browser has it, in memory (this test runs in Node). */
class MemoryLocalStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  keys = () => [...this.items.keys()];
}

const BUILD = '/assets/index-abc.js';

/** What the persister of `sessionId` left, a profile answer in it, saved `ageMs` ago by `build`. */
function saved(storage: MemoryStorage, sessionId: string, { ageMs = 60_000, build = BUILD } = {}) {
  const client = new QueryClient();
  client.setQueryData(['profile'], { name: 'Анна Смирнова' });
  storage.put(
    persistKey(sessionId),
    JSON.stringify({ buster: build, timestamp: Date.now() - ageMs, clientState: dehydrate(client) }),
  );
}

describe('the saved query cache', () => {
  it('renders the last-seen answers of the build that wrote them, within a week, and asks again', async () => {
    const storage = new MemoryStorage();
    saved(storage, 's1', { ageMs: PERSIST_MAX_AGE_MS - 60_000 });
    const client = new QueryClient();
    await restoreQueries(client, 's1', storage, BUILD);
    expect(client.getQueryData(['profile'])).toEqual({ name: 'Анна Смирнова' });
    // Stale at once: the page shows it and refreshes it when it mounts.
    expect(client.getQueryState(['profile'])?.isInvalidated).toBe(true);
  });

  it("behind a page the server drew, marks stale only what it restored: the drawing's answers stay fresh", async () => {
    const storage = new MemoryStorage();
    saved(storage, 's1');
    const client = new QueryClient();
    // The drawing's answer, in the cache before the saved copy is read.
    client.setQueryData(['planner-data', 7], { tasks: [] });
    await restoreQueries(client, 's1', storage, BUILD, (q) => q.queryKey[0] === 'profile');
    expect(client.getQueryState(['profile'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['planner-data', 7])?.isInvalidated).toBe(false);
  });

  it('drops a copy of another build, one older than a week, one saved in the future, and one of another session', async () => {
    for (const [over, session] of [
      [{ build: '/assets/index-def.js' }, 's1'],
      [{ ageMs: PERSIST_MAX_AGE_MS + 60_000 }, 's1'],
      [{}, 's2'],
      // Saved "in the future" (the clock was put back): it would outrank every fresh answer.
      [{ ageMs: -60_000 }, 's1'],
    ] as const) {
      const storage = new MemoryStorage();
      saved(storage, 's1', over);
      const client = new QueryClient();
      await restoreQueries(client, session, storage, BUILD);
      expect(client.getQueryData(['profile'])).toBeUndefined();
      if (session === 's1') expect(await storage.keys()).toEqual([]);
    }
  });

  it("keeps only the current session's copy, and drops what earlier builds left in local storage", async () => {
    const storage = new MemoryStorage();
    saved(storage, 's1');
    saved(storage, 's2');
    storage.put('other', 'kept');
    const local = new MemoryLocalStorage();
    vi.stubGlobal('localStorage', local);
    local.setItem('lp-queries:s1', '{"buster":"x","savedAt":1,"state":{}}');
    local.setItem('lp-query-cache:s1', '{}');
    local.setItem('language', 'en');
    await clearPersistedQueries('s2', storage);
    expect((await storage.keys()).sort()).toEqual([persistKey('s2'), 'other']);
    expect(local.keys()).toEqual(['language']);
    await clearPersistedQueries(null, storage);
    expect(await storage.keys()).toEqual(['other']);
    vi.unstubAllGlobals();
  });

  it('never writes for a session that is no longer the current one (a save pending at sign-out)', async () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      let current = true;
      const persister = sessionPersister('s1', storage, () => current);
      const client = { buster: BUILD, timestamp: Date.now(), clientState: { queries: [], mutations: [] } };
      void persister.persistClient(client);
      await vi.runAllTimersAsync();
      expect(await storage.getItem(persistKey('s1'))).not.toBeNull();
      storage.clear();
      // A save asked for while signed in, which the throttle runs after the sign-out.
      void persister.persistClient(client);
      current = false;
      await vi.runAllTimersAsync();
      expect(await storage.keys()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("names the build by the page's entry script", () => {
    const doc = (src: string | null) =>
      ({ querySelector: () => (src === null ? null : { getAttribute: () => src }) }) as unknown as Document;
    expect(buildId(doc('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
    expect(buildId(doc(null))).toBe('dev');
  });
});
