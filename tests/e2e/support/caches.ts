import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** What Cache Storage holds: each entry's cache, address, type, and its text unless script, style or image. */
export const cachedEntries = (page: Page) =>
  page.evaluate(async () => {
    const out: Array<{ cache: string; path: string; type: string; text: string | null }> = [];
    for (const cache of await caches.keys()) {
      const c = await caches.open(cache);
      for (const req of await c.keys()) {
        const res = (await c.match(req))!;
        const type = res.headers.get('content-type') ?? '';
        const binary = /javascript|css|image|font/.test(type);
        out.push({ cache, path: new URL(req.url).pathname, type, text: binary ? null : await res.text() });
      }
    }
    return out;
  });

/** The shell as the build wrote it, which the service worker precaches (miniapp/src/sw.ts). */
export const builtShell = (dir = resolve(import.meta.dirname, '../../../dist/miniapp')) =>
  readFileSync(resolve(dir, 'shell.html'), 'utf8');

/**
 * No page the server drew and nothing of one person is ever kept as HTML, so a shared device
 * shows no one's page to the next person: the only page in Cache Storage is the built shell,
 * byte for byte, and the old worker's caches are gone.
 */
export async function expectNoPageButTheShell(page: Page, shell: string, personal: string[] = []) {
  const entries = await cachedEntries(page);
  expect(entries.filter((e) => e.path === '/shell.html').length).toBeGreaterThan(0);
  expect(entries.map((e) => e.cache).filter((c) => c.startsWith('lp-'))).toEqual([]);
  for (const e of entries) {
    const html = e.type.includes('html') || /^\s*</.test(e.text ?? '');
    if (html) expect({ path: e.path, text: e.text }).toEqual({ path: '/shell.html', text: shell });
    for (const p of personal) expect(e.text ?? '', `${e.cache} ${e.path}`).not.toContain(p);
  }
}

/** The app's saved query copies (lib/query-persist.ts keeps them in IndexedDB), by key. */
export const savedQueryCopies = (page: Page): Promise<Array<{ key: string; body: string }>> =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('legal-platform-queries');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const store = db.transaction('queries').objectStore('queries');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () =>
            resolve(keys.result.map((k, i) => ({ key: String(k), body: String(values.result[i] ?? '') })));
          values.onerror = () => resolve([]);
        };
      }),
  );
