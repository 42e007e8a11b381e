import { resolve } from 'node:path';
import { expect, test } from './support/test.ts';
import { postPath } from '@shared/posts/post-url.ts';
import { freshE2eDatabase } from '../support/e2e-database.ts';
import { startServerProcess } from '../support/live-server.ts';
import { E2E_ANON_KEY } from '../support/test-bot.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

/**
 * An uploaded image loads from whatever address the app is opened by. This
 * server's PUBLIC_URL says localhost and the browser opens it as 127.0.0.1: another origin, whose
 * images the CSP (img-src 'self') would block if their addresses named PUBLIC_URL. Its own
 * server, beside the suite's (the port below), since the suite's says the address the browser uses.
 */
const PORT = Number(process.env.E2E_PORT ?? 3199) + 400;

let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
let db: Awaited<ReturnType<typeof freshE2eDatabase>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  db = await freshE2eDatabase('upload_addresses');
  server = await startServerProcess(
    {
      ...db.env,
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR: 'memory://',
      DEMO: '1',
      NODE_ENV: 'test',
      ANON_KEY: E2E_ANON_KEY,
      RATE_LIMIT_FACTOR: '20',
      STATIC_DIR: resolve(import.meta.dirname, '../../dist/miniapp'),
    },
    PORT,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

test(
  'a cover loads when the app is opened as 127.0.0.1 while PUBLIC_URL says localhost',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const base = server!.url;
    expect(base).toContain('127.0.0.1');
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/content security policy/i.test(msg.text())) violations.push(msg.text());
    });
    const res = await page.goto(`${base}/`);
    expect(res?.headers()['content-security-policy']).toMatch(/img-src 'self'/);
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });

    const uploaded = await page.evaluate(
      async ({ sessionId, key }) => {
        const canvas = new OffscreenCanvas(1200, 400);
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#2f6fdf';
        ctx.fillRect(0, 0, 1200, 400);
        const form = new FormData();
        form.append('file', await canvas.convertToBlob({ type: 'image/png' }), 'cover.png');
        form.append('bucket', 'posts');
        form.append('folder', 'covers');
        form.append('sessionId', sessionId);
        const r = await fetch('/functions/v1/image-upload', {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}` },
          body: form,
        });
        return (await r.json()) as { url: string };
      },
      { sessionId, key: E2E_ANON_KEY },
    );
    expect(uploaded.url).toMatch(/^\/uploads\/posts\/covers\//);

    // An app loaded before the change sends the address PUBLIC_URL made: accepted, stored relative.
    const { post } = await callFunction<{ post: { url: string; slug: string; cover: string } }>(page, 'posts', {
      action: 'create',
      sessionId,
      title: 'Обложка с любого адреса',
      status: 'published',
      cover: `http://localhost:${PORT}${uploaded.url}`,
    });
    expect(post.cover).toBe(uploaded.url);

    await page.goto(`${base}${postPath(post)}`);
    const cover = page.getByTestId('post-cover').first();
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).origin)).toBe(base);
    expect(violations).toEqual([]);
  },
);
