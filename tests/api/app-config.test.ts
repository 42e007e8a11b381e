import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@shared/app-config.ts';
import { createApp } from '@server/http/app.ts';
import { createTestApp } from '../support/test-app.ts';

// A built app of one file is enough: the server reads index.html and adds the configuration.
const staticDir = mkdtempSync(join(tmpdir(), 'lp-static-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><head><title>Legal Platform</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
mkdirSync(join(staticDir, '.vite'));
writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{}');
const KEY = 'key-with-</script><script>alert(1)</script>';
const t = await createTestApp({
  staticDir,
  anonKey: KEY,
  publicUrl: 'https://legal.example.com',
  demo: true,
  botUsername: undefined,
});

/** The JSON of the data block, as the page's config.ts reads it. */
function embedded(html: string): AppConfig {
  const m = html.match(/<script id="lp-config" type="application\/json">([^<]*)<\/script>/);
  expect(m, 'the page carries the lp-config block').not.toBeNull();
  return JSON.parse(m![1]!) as AppConfig;
}

describe('the public configuration served with the app', () => {
  it('puts the anon key, bot username, public URL and demo flag into index.html as a JSON data block', async () => {
    let username: string | undefined;
    t.deps.botUsername = () => username;
    for (const path of ['/', '/index.html', '/planner', '/profile/settings']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(embedded(await res.text())).toEqual({
        anonKey: KEY,
        botUsername: null,
        publicUrl: 'https://legal.example.com',
        demo: true,
        miniAppName: null,
        contestPostUrl: 'rec',
        trackerChatUrl: null,
        uploadsUrl: null,
      });
    }
    // The username may arrive later (getMe): the next page has it.
    username = 'late_bot';
    expect(embedded(await (await t.app.request('/')).text()).botUsername).toBe('late_bot');
  });

  it("starts the default language's texts with the page, as the fetch that reads them asks", async () => {
    for (const path of ['/', '/planner', '/post/anything']) {
      const html = await (await t.app.request(path)).text();
      expect(html, path).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/ru/translations.json">');
    }
  });

  it("keeps Vite's build manifest to itself, and answers a missing file 404 in the reader's language", async () => {
    const manifest = await t.app.request('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    const missing = await t.app.request('/assets/gone.js', { headers: { 'accept-language': 'ru' } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).not.toBe('Not found');
  });

  it('escapes < so no value can close the element, and runs no script of its own', async () => {
    const html = await (await t.app.request('/')).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('key-with-\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    const block = html.match(/<script id="lp-config"[^>]*>/)![0];
    expect(block).toContain('type="application/json"');
    expect(embedded(html).anonKey).toBe(KEY);
  });

  it('answers the same configuration as JSON at /app-config.json, never cached', async () => {
    t.deps.botUsername = () => 'legal_platform_test_bot';
    const res = await t.app.request('/app-config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      anonKey: KEY,
      botUsername: 'legal_platform_test_bot',
      publicUrl: 'https://legal.example.com',
      demo: true,
      miniAppName: null,
      contestPostUrl: 'rec',
      trackerChatUrl: null,
      uploadsUrl: null,
    });
  });

  it('hands over the tracker chat address (TRACKER_CHAT_URL) when it is set', async () => {
    const withChat = createApp({
      ...t.deps,
      config: { ...t.config, trackerChatUrl: 'https://chat.example.com/embed/legal?lang=ru' },
    });
    expect((await (await withChat.request('/app-config.json')).json()).trackerChatUrl).toBe(
      'https://chat.example.com/embed/legal?lang=ru',
    );
    expect(embedded(await (await withChat.request('/tracker')).text()).trackerChatUrl).toBe(
      'https://chat.example.com/embed/legal?lang=ru',
    );
  });

  it('hands over S3_PUBLIC_URL (uploadsUrl), so a post shows images uploaded there as its own', async () => {
    const withS3 = createApp({
      ...t.deps,
      config: {
        ...t.config,
        storage: { kind: 's3', bucket: 'lp', region: 'us-east-1', publicUrl: 'https://cdn.example.com/lp-uploads' },
      },
    });
    expect((await (await withS3.request('/app-config.json')).json()).uploadsUrl).toBe(
      'https://cdn.example.com/lp-uploads',
    );
  });
});
