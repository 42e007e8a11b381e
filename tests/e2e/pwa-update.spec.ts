import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from './support/test.ts';
import { freshE2eDatabase } from '../support/e2e-database.ts';
import { startServerProcess } from '../support/live-server.ts';
import { E2E_ANON_KEY } from '../support/test-bot.ts';
import { builtShell, cachedEntries, expectNoPageButTheShell } from './support/caches.ts';

// A release, as production has it: the server stops and the next version starts at the same
// address, on the same database. This test's server is its own, beside the suite's (port below).
const PORT = Number(process.env.E2E_PORT ?? 3199) + 300;
// One release at a time on that address.
test.describe.configure({ mode: 'serial' });
// The suite runs without a service worker (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });
// A new context for each test (support/test.ts): Playwright's reset between tests leaves Cache
// Storage, which is the service worker's, and a worker it unregistered may still control the page.
test.use({ reuseContext: false });
const DIST = resolve(import.meta.dirname, '../../dist');

/**
 * A copy of the built app; `version` set, a changed build: its shell says so (index.html, which the
 * server answers, and shell.html, which the worker keeps), and its worker's file list names the
 * shell's new revision, so the worker is new.
 */
function release(dir: string, version?: string): string {
  const out = join(dir, version ?? 'v1');
  cpSync(DIST, out, { recursive: true });
  const app = join(out, 'miniapp');
  if (version) {
    for (const file of ['index.html', 'shell.html']) {
      const path = join(app, file);
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace('</head>', `<meta name="lp-test-version" content="${version}"></head>`),
      );
    }
    const sw = join(app, 'sw.js');
    const worker = readFileSync(sw, 'utf8').replace(/("revision":"[^"]+)(","url":"shell\.html")/, `$1-${version}$2`);
    expect(worker).toContain(`-${version}","url":"shell.html"`);
    writeFileSync(sw, worker);
    for (const file of ['index.html', 'shell.html', 'sw.js'])
      for (const ext of ['.gz', '.br']) rmSync(join(app, file + ext), { force: true });
  }
  return app;
}

/** Release `app` with the hand-written worker Workbox's replaced (fixtures/legacy-sw.js, stamped as its build did). */
function withLegacyWorker(app: string): string {
  const legacy = readFileSync(resolve(import.meta.dirname, 'fixtures/legacy-sw.js'), 'utf8');
  writeFileSync(join(app, 'sw.js'), legacy.replace('__LP_BUILD__', 'legacy'));
  for (const ext of ['.gz', '.br']) rmSync(join(app, 'sw.js' + ext), { force: true });
  return app;
}

const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });

const version = (page: Page) =>
  page
    .locator('meta[name="lp-test-version"]')
    .getAttribute('content', { timeout: 1000 })
    .catch(() => null);

test(
  'a new version of the app takes over by itself: the next open is on the new version, with no prompt',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), 'lp-pwa-update-'));
    // Both versions on one database: PostgreSQL when the run has one, else PGlite under DATA_DIR.
    const db = await freshE2eDatabase('pwa_update');
    const env = {
      ...db.env,
      DATA_DIR: join(dir, 'data'),
      DEMO: '0',
      NODE_ENV: 'test',
      ANON_KEY: E2E_ANON_KEY,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    };
    let server = await startServerProcess({ ...env, STATIC_DIR: release(dir) }, PORT);
    try {
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${server.url}/about`);
      await expect(page.getByTestId('about-mission')).toBeVisible();
      await controlled(page);
      // The first install takes the page over without a reload.
      expect(loads).toBe(1);
      expect(await version(page)).toBeNull();

      // The release: the old server stops, the new version starts at the same address.
      await server.stop();
      server = await startServerProcess({ ...env, STATIC_DIR: release(dir, '2') }, PORT);

      // The person opens the app again. The browser finds the new worker, which installs and takes
      // over at once: either it answers this open itself, or the old worker answered first (from
      // the build it kept) and the page reloads into the new version. Either way, no prompt and no
      // second open: the person is on the new version.
      await page.goto(`${server.url}/about`);
      await expect.poll(() => version(page), { timeout: 60_000 }).toBe('2');
      expect(loads).toBeGreaterThanOrEqual(2);
      await expect(page.getByTestId('about-mission')).toBeVisible();
      // The old build's shell is gone: the worker keeps one shell, the new one, and no page else.
      const shells = (await cachedEntries(page)).filter((e) => e.path === '/shell.html');
      expect(shells).toHaveLength(1);
      expect(shells[0].text).toContain('<meta name="lp-test-version" content="2">');
      await expectNoPageButTheShell(page, shells[0].text!);
      // The page works on: a link opens its page.
      await page.goto(`${server.url}/auth`);
      await expect(page).toHaveURL(/\/auth$/);
      expect(await version(page)).toBe('2');
    } finally {
      await server.stop();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test(
  'a device that ran the old hand-written worker is clean after one open: its copies of screens and saved answers are gone',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), 'lp-pwa-legacy-'));
    // Both versions on one database: PostgreSQL when the run has one, else PGlite under DATA_DIR.
    const db = await freshE2eDatabase('pwa_legacy');
    const env = {
      ...db.env,
      DATA_DIR: join(dir, 'data'),
      DEMO: '0',
      NODE_ENV: 'test',
      ANON_KEY: E2E_ANON_KEY,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    };
    let server = await startServerProcess({ ...env, STATIC_DIR: withLegacyWorker(release(dir)) }, PORT);
    try {
      await page.goto(`${server.url}/about`);
      await expect(page.getByTestId('about-mission')).toBeVisible();
      await controlled(page);
      // What the old version left on a device: its shell and assets, a person's screen copied as
      // HTML (the old version's page wrote these), and their saved answers.
      await expect.poll(() => page.evaluate(() => caches.keys())).toContainEqual('lp-legacy');
      await page.evaluate(async () => {
        const copies = await caches.open('lp-first-screen');
        await copies.put(
          new Request('/__first-screen/planner'),
          new Response('<div><h1>Задачи Анны Смирновой</h1></div>', { headers: { 'content-type': 'text/html' } }),
        );
        localStorage.setItem('lp-queries:old-session', '{"buster":"x","savedAt":1,"state":{"note":"Анна Смирнова"}}');
      });

      await server.stop();
      server = await startServerProcess({ ...env, STATIC_DIR: release(dir, '2') }, PORT);
      await page.goto(`${server.url}/about`);
      // The new worker takes over from the old one at once (the old pages cannot wait for it) and
      // the page reloads into the new version.
      await expect.poll(() => version(page), { timeout: 60_000 }).toBe('2');
      await expect(page.getByTestId('about-mission')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => caches.keys().then((k) => k.filter((n) => n.startsWith('lp-')))))
        .toEqual([]);
      await expectNoPageButTheShell(page, builtShell(join(dir, '2', 'miniapp')), ['Анна Смирнова']);
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lp-queries:'))))
        .toEqual([]);
    } finally {
      await server.stop();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
