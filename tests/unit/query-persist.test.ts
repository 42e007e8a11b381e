import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  buildId,
  clearPersistedQueries,
  PERSIST_MAX_AGE_MS,
  persistKey,
  restoreQueries,
} from '@app/lib/query-persist.ts';
import { sessionPersister } from '@app/lib/query-save.ts';

/** Local storage as the browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
  keys = () => [...this.items.keys()];
}

const BUILD = '/assets/index-abc.js';

/** What the persister of `sessionId` left, a profile answer in it, saved `ageMs` ago by `build`. */
function saved(storage: MemoryStorage, sessionId: string, { ageMs = 60_000, build = BUILD } = {}) {
  const client = new QueryClient();
  client.setQueryData(['profile'], { name: 'Анна Смирнова' });
  storage.setItem(
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
      if (session === 's1') expect(storage.keys()).toEqual([]);
    }
  });

  it("keeps only the current session's copy, and drops what the persister before issue 32 left", () => {
    const storage = new MemoryStorage();
    saved(storage, 's1');
    saved(storage, 's2');
    storage.setItem('lp-queries:s1', '{"buster":"x","savedAt":1,"state":{}}');
    storage.setItem('language', 'en');
    clearPersistedQueries('s2', storage);
    expect(storage.keys().sort()).toEqual(['language', persistKey('s2')]);
    clearPersistedQueries(null, storage);
    expect(storage.keys()).toEqual(['language']);
  });

  it('never writes for a session that is no longer the current one (a save pending at sign-out)', () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      let current = true;
      const persister = sessionPersister('s1', storage, () => current);
      const client = { buster: BUILD, timestamp: Date.now(), clientState: { queries: [], mutations: [] } };
      void persister.persistClient(client);
      vi.runAllTimers();
      expect(storage.getItem(persistKey('s1'))).not.toBeNull();
      storage.clear();
      // A save asked for while signed in, which the throttle runs after the sign-out.
      void persister.persistClient(client);
      current = false;
      vi.runAllTimers();
      expect(storage.keys()).toEqual([]);
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
