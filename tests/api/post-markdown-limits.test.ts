import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backfill } from '@migrations/202611260200_post_texts.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * A post's Markdown is read once, when it is saved, within limits, so a crafted post cannot
 * stall the server; what breaks them is refused in the author's language and nothing is
 * stored; readers get the stored words.
 */
const staticDir = mkdtempSync(join(tmpdir(), 'lp-static-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Legal Platform</title><meta name="description" content="Lawyers platform" /></head><body><div id="root"></div></body></html>',
);
const t = await createTestApp({ staticDir, publicUrl: 'https://legal.example.com', rateLimitFactor: 100 });
const author = await t.signIn('Автор разметки');
const post = (input: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('posts', { sessionId: author.sessionId, ...input }, { headers });
const drafts = async () =>
  (
    await t.call(
      'posts',
      { action: 'byProfile', sessionId: author.sessionId, profileId: author.profileId, status: 'draft' },
      { method: 'GET' },
    )
  ).body.posts as { id: number }[];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

/** 50,000 characters each, within the length limit: each stalled a parser for seconds. */
const ATTACKS = {
  '![': '!['.repeat(25_000),
  '*_': '*_'.repeat(25_000),
  '](': ']('.repeat(25_000),
  '[': '['.repeat(50_000),
  'nested brackets': `${'['.repeat(25_000)}${']'.repeat(25_000)}`,
  'long * run': `a${'*'.repeat(49_998)}a`,
  'nested quotes': '>'.repeat(50_000),
};

describe('a post whose Markdown would stall a parser', () => {
  it.each(Object.entries(ATTACKS))('is refused with a clear message, and nothing is stored: %s', async (_, text) => {
    const before = (await drafts()).length;
    const r = await post({ action: 'create', title: 'Атака', status: 'draft', content: { content: text } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: 'markdown_too_complex',
      error: "The text's formatting is too complex: simplify the marked-up parts",
    });
    expect((await drafts()).length).toBe(before);
  });

  it('is refused in Russian for a Russian reader, and in the preview too', async () => {
    const r = await post(
      { action: 'create', title: 'Атака', status: 'draft', preview: { content: '['.repeat(1000) } },
      { 'accept-language': 'ru' },
    );
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Слишком сложное оформление текста: упростите размеченные части');
  });

  it('leaves a post as it was when an edit is refused', async () => {
    const p = (await post({ action: 'create', title: 'Пост', status: 'draft', content: { content: 'Текст' } })).body
      .post;
    const r = await post({ action: 'update', id: p.id, title: 'Другой', content: { content: ATTACKS['*_'] } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('markdown_too_complex');
    const now = (await t.call('posts', { action: 'get', sessionId: author.sessionId, url: p.url }, { method: 'GET' }))
      .body.post;
    expect(now).toMatchObject({ title: 'Пост', content: { content: 'Текст' } });
  });
});

describe("a post's words, read when it is saved", () => {
  it('gives the card and the link preview plain words: the preview, else the content', async () => {
    const md =
      '## Кто может участвовать\n\n**Студенты** и [юристы](https://e.com) ![схема](/a.png)\n\n- первый\n- [ ] второй\n\n```\nкод\n```\n\n> цитата `код`';
    const p = (await post({ action: 'create', title: 'Конкурс', status: 'published', content: { content: md } })).body
      .post;
    expect(p.excerpt).toBe('Кто может участвовать Студенты и юристы первый второй цитата код');
    expect(p.content_is_plain).toBe(false);
    const feed = (await t.call('posts', { action: 'byProfile', profileId: author.profileId }, { method: 'GET' })).body;
    expect(feed.posts.find((x: { id: number }) => x.id === p.id).excerpt).toBe(p.excerpt);
    const html = await (await t.app.request(`/post/${p.url}`)).text();
    expect(meta(html, 'og:description')).toBe(p.excerpt);

    const edited = (await post({ action: 'update', id: p.id, preview: { content: 'Коротко **о главном**' } })).body
      .post;
    expect(edited.excerpt).toBe('Коротко о главном');
    const cleared = (await post({ action: 'update', id: p.id, preview: null })).body.post;
    expect(cleared.excerpt).toBe(p.excerpt);
  });

  it('keeps a post saved before the limits that breaks them, shown as plain text (the migration)', async () => {
    const old = await t.db.db
      .insertInto('posts')
      .values({
        profile_id: author.profileId,
        title: 'Старый пост',
        preview: JSON.stringify(null),
        content: JSON.stringify({ content: `Начало\n\n${ATTACKS['![']}` }),
        status: 'published',
        url: 'old',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counted = await backfill(t.db.db);
    expect(counted.plain).toBe(1);
    const p = (await t.call('posts', { action: 'get', url: 'old' }, { method: 'GET' })).body.post;
    expect(p.id).toBe(old.id);
    expect(p.content_is_plain).toBe(true);
    expect(p.content.content.startsWith('Начало')).toBe(true);
    expect(p.excerpt.startsWith('Начало ![![')).toBe(true);
    const html = await (await t.app.request('/post/old')).text();
    expect(meta(html, 'og:description')).toMatch(/^Начало !\[!\[.*…$/);
  }, 60_000);
});
