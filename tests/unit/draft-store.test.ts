import { describe, expect, it } from 'vitest';
import { createDraftStore, draftKey, draftStore, localBacking } from '@app/lib/draft-store.ts';

/** A Storage as a browser gives it, kept in a Map. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('draft store: unsaved typing kept between opens', () => {
  it('keeps, reads back and drops a draft, one person apart from another', async () => {
    const storage = memoryStorage();
    const store = createDraftStore(localBacking(() => storage));
    const anna = draftKey(1, 'event:12:new');
    const igor = draftKey(2, 'event:12:new');
    expect(anna).not.toBe(igor);
    await store.set(anna, '{"title":"Семинар"}');
    expect(await store.get(anna)).toBe('{"title":"Семинар"}');
    expect(await store.get(igor)).toBeNull();
    await store.remove(anna);
    expect(await store.get(anna)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('never throws: a refusing store (quota, privacy mode, a client error) only loses the safety net', async () => {
    const broken = createDraftStore({
      get: () => Promise.reject(new Error('device_storage_failed')),
      set: () => Promise.reject(new Error('QuotaExceededError')),
    });
    await expect(broken.get('k')).resolves.toBeNull();
    await expect(broken.set('k', 'v')).resolves.toBeUndefined();
    await expect(broken.remove('k')).resolves.toBeUndefined();
  });

  it('uses DeviceStorage where the client has it, each removal as a save of null', async () => {
    const saved: Array<[string, string | null]> = [];
    const device = { get: async () => 'x', set: async (k: string, v: string | null) => void saved.push([k, v]) };
    const store = createDraftStore(device);
    await store.set('k', 'v');
    await store.remove('k');
    expect(saved).toEqual([
      ['k', 'v'],
      ['k', null],
    ]);
    // Outside Telegram (no SDK loaded) the default store is local storage, which a test has none of: still no throw.
    await expect(draftStore().get('k')).resolves.toBeNull();
  });
});
