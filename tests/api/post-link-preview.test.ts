import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { createTestApp } from '../support/test-app.ts';

// The built index.html's head as Vite writes it: the server swaps the title and description.
const staticDir = mkdtempSync(join(tmpdir(), 'lp-static-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Legal Platform</title><meta name="description" content="Lawyers platform" /></head><body><div id="root"></div></body></html>',
);
const t = await createTestApp({ staticDir, publicUrl: 'https://legal.example.com', rateLimitFactor: 100 });
const author = await t.signIn('Автор превью');

const page = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, html: await res.text() };
};
const meta = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return m?.[1];
};

async function publish(fields: Record<string, unknown>) {
  const r = await t.call('posts', { action: 'create', sessionId: author.sessionId, status: 'published', ...fields });
  expect(r.status).toBe(200);
  return r.body.post as { url: string; slug: string };
}

describe('link previews of a post', () => {
  it('carries the title, the preview, the cover and a large card, for /post/{url} and /post/{url}-{slug}', async () => {
    const { url: cover } = await saveUpload(t.db.db, t.deps.uploads, {
      profileId: author.profileId,
      bucket: 'posts',
      folder: 'covers',
      image: { full: new Uint8Array([1]), variants: [] },
      contentType: 'image/webp',
    });
    const p = await publish({
      title: 'Новое в банкротстве',
      preview: { content: 'Что **изменилось** для [кредиторов](https://example.com) в 2026 году' },
      cover,
    });
    for (const path of [`/post/${p.url}`, `/post/${p.url}-${p.slug}`, `/post/${p.url}-old-slug`]) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(meta(html, 'og:title')).toBe('Новое в банкротстве');
      expect(meta(html, 'og:description')).toBe('Что изменилось для кредиторов в 2026 году');
      expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\.webp$/);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:url')).toBe(`https://legal.example.com/post/${p.url}-novoe-v-bankrotstve`);
      expect(html).toContain('<title>Новое в банкротстве · Legal Platform</title>');
      expect(html).toContain('id="lp-config"');
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('uses the content when there is no preview, cut at 200 characters, and a small card without a cover', async () => {
    const p = await publish({ title: 'Без превью', content: { content: 'Слово '.repeat(100) } });
    const { html } = await page(`/post/${p.url}`);
    expect(meta(html, 'og:description')!.length).toBeLessThanOrEqual(201);
    expect(meta(html, 'og:description')).toMatch(/…$/);
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('escapes what the author wrote: no tag of theirs reaches the page', async () => {
    const p = await publish({
      title: '"><script>alert(1)</script>',
      preview: { content: `<img src=x onerror=alert(1)> & 'quote'` },
    });
    const { html } = await page(`/post/${p.url}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps `$` patterns in what the author wrote as text: the page is spliced once, never read as replacement patterns', async () => {
    const dollars = "A $& B $` C $' D $$ E $1 F";
    await t.db.db.updateTable('profiles').set({ name: dollars }).where('id', '=', author.profileId).execute();
    const p = await publish({ title: dollars, preview: { content: dollars } });
    await t.db.db
      .updateTable('posts')
      .set({ cover: `https://cdn.example.com/${encodeURI("$&$`$'$$$1")}.webp` })
      .where('url', '=', p.url)
      .execute();
    const { html } = await page(`/post/${p.url}`);
    const text = 'A $&amp; B $` C $&#39; D $$ E $1 F';
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${text} · Legal Platform</title>`);
    expect(meta(html, 'og:title')).toBe(text);
    expect(meta(html, 'twitter:title')).toBe(text);
    expect(meta(html, 'og:description')).toBe(text);
    expect(meta(html, 'description')).toBe(text);
    expect(meta(html, 'og:image')).toBe(
      `https://cdn.example.com/${encodeURI("$&$`$'$$$1").replace(/&/g, '&amp;').replace(/'/g, '&#39;')}.webp`,
    );
  });

  it('tells nothing of drafts, archived posts or unknown urls: the app’s own tags', async () => {
    const draft = (
      await t.call('posts', {
        action: 'create',
        sessionId: author.sessionId,
        status: 'draft',
        title: 'Секретный черновик',
      })
    ).body.post;
    const gone = await publish({ title: 'Архивный' });
    await t.call('posts', {
      action: 'archive',
      sessionId: author.sessionId,
      id: (await t.call('posts', { action: 'get', sessionId: author.sessionId, url: gone.url }, { method: 'GET' })).body
        .post.id,
    });
    for (const path of [`/post/${draft.url}`, `/post/${gone.url}`, '/post/zzzzzz', `/post/${'x'.repeat(300)}`]) {
      const { status, html } = await page(path);
      expect(status).toBe(200); // the app shows 'Post not found' itself
      expect(meta(html, 'og:title')).toBeUndefined();
      expect(html).not.toContain('Секретный черновик');
      expect(html).toContain('<title>Legal Platform</title>');
    }
  });

  it('previews the privacy policy at /post/privacy', async () => {
    const { html } = await page('/post/privacy');
    expect(meta(html, 'og:title')).toBe('Политика конфиденциальности');
    expect(meta(html, 'og:url')).toBe('https://legal.example.com/post/privacy');
  });
});
