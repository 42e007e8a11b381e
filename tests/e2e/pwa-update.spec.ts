import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startServerProcess } from '../support/live-server.ts';
import { E2E_ANON_KEY } from '../support/test-bot.ts';

// A release, as production has it: the server stops and the next version starts at the same
// address, on the same database. This test's server is its own, beside the suite's (port below).
const PORT = Number(process.env.E2E_PORT ?? 3199) + 300;
const DIST = resolve(import.meta.dirname, '../../dist');

/** A copy of the built app; `version` set, a changed build: its index.html says so, its worker is new. */
function release(dir: string, version?: string): string {
  const out = join(dir, version ?? 'v1');
  cpSync(DIST, out, { recursive: true });
  if (version) {
    const app = join(out, 'miniapp');
    const index = join(app, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('</head>', `<meta name="lp-test-version" content="${version}"></head>`),
    );
    // The build stamps its worker with the hash of index.html (vite.config.ts): a new build, a new stamp.
    const sw = join(app, 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const BUILD = '([^']+)'/, `const BUILD = '$1-${version}'`));
    for (const file of ['index.html', 'sw.js'])
      for (const ext of ['.gz', '.br']) rmSync(join(app, file + ext), { force: true });
  }
  return join(out, 'miniapp');
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

test('a new version of the app takes over by itself: the next open is on the new version, with no prompt', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'lp-pwa-update-'));
  const env = {
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
    await expect.poll(() => version(page), { timeout: 30_000 }).toBe('2');
    expect(loads).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('about-mission')).toBeVisible();
    // The old build's caches are gone, and the page works on: a link opens its page.
    const caches = await page.evaluate(() => globalThis.caches.keys());
    expect(caches.filter((k) => k.startsWith('lp-') && k !== 'lp-first-screen')).toHaveLength(1);
    await page.goto(`${server.url}/auth`);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await version(page)).toBe('2');
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
