import { describe, expect, it } from 'vitest';
import { ROUTE_DRAWING } from '@shared/drawn-routes.ts';
import { SCREEN_HINTS_COOKIE } from '@shared/first-screen.ts';
import { SESSION_COOKIE } from '@server/http/session-cookie.ts';
import { requireBuiltApp } from '../support/built-app.ts';
import { createTestApp } from '../support/test-app.ts';

// The built app and its renderer, which carries the route table the server reads (routeFacts).
const t = await createTestApp({ staticDir: requireBuiltApp(), rateLimitFactor: 100 });
const author = await t.signIn('Анна Петрова', 'anna_status');
const post = async (status: 'published' | 'draft') => {
  const r = await t.call('posts', { action: 'create', sessionId: author.sessionId, title: `Пост ${status}`, status });
  expect(r.status).toBe(200);
  return r.body.post as { id: number; url: string; slug: string };
};
const published = await post('published');
const draft = await post('draft');

/** The page as a browser gets it: its status, and whether it is the app (which draws "not found" itself). */
const open = async (path: string, cookie?: string) => {
  const res = await t.app.request(path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  return { status: res.status, app: html.includes('<div id="root"') && /<script type="module"/.test(html), res };
};
const signedIn = (sessionId: string) => `${SESSION_COOKIE}=${sessionId}`;

// The renderer loads once, at the first page (seconds on a busy machine): not in a test's time.
await t.app.request('/');

describe('the status of a page of the app', () => {
  it('answers 404 with the app for an address no page owns, one segment deep or more', async () => {
    for (const path of ['/foo/bar', '/career/x', '/a/b/c', '/planner/extra/deep', '/404']) {
      const page = await open(path);
      expect({ path, status: page.status, app: page.app }).toEqual({ path, status: 404, app: true });
      expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it('answers 200 for every page the route table names', async () => {
    const literal = ROUTE_DRAWING.map(([pattern]) => pattern).filter(
      (p) => !p.includes(':') && p !== '*' && p !== '/404',
    );
    expect(literal).toContain('/career');
    for (const path of [...literal, '/career/', '/index.html']) {
      const page = await open(path);
      expect({ path, status: page.status, app: page.app }).toEqual({ path, status: 200, app: true });
    }
  });

  it('answers a profile address by its username: 200 when someone has it (in any case), 404 when nobody does', async () => {
    expect((await open(`/${author.username}`)).status).toBe(200);
    expect((await open('/Anna_Status')).status).toBe(200);
    expect((await open('/anna_status/')).status).toBe(200);
    for (const path of ['/nobody_here_at_all', `/${'x'.repeat(70)}`, '/%E0%A4%A', '/%D0%B0%D0%BD%D0%BD%D0%B0']) {
      const page = await open(path);
      expect({ path, status: page.status, app: page.app }).toEqual({ path, status: 404, app: true });
    }
  });

  it('answers 404 for a post nobody may read here, and 200 for a public one or the author’s own draft', async () => {
    expect((await open(`/post/${published.url}-${published.slug}`)).status).toBe(200);
    expect((await open(`/post/${published.url}-any-other-slug`)).status).toBe(200);
    expect((await open('/post/privacy')).status).toBe(200);
    for (const path of ['/post/zzzzzz', '/post', '/post/', `/post/${'x'.repeat(300)}`, '/post/%E0%A4%A']) {
      expect({ path, status: (await open(path)).status }).toEqual({ path, status: 404 });
    }
    // A draft is its author's alone: to anyone else as if it did not exist, so the status tells nothing.
    const reader = await t.signIn('Вера Читатель');
    expect((await open(`/post/${draft.url}`)).status).toBe(404);
    expect((await open(`/post/${draft.url}`, signedIn(reader.sessionId))).status).toBe(404);
    expect((await open(`/post/${draft.url}`, signedIn(author.sessionId))).status).toBe(200);
    const archive = await t.call('posts', { action: 'archive', sessionId: author.sessionId, id: published.id });
    expect(archive.status).toBe(200);
    expect((await open(`/post/${published.url}`)).status).toBe(404);
    expect((await open(`/post/${published.url}`, signedIn(author.sessionId))).status).toBe(200);
  });

  it('answers 404 also when the server draws the page, for a visitor and for someone signed in', async () => {
    const hints = `${SCREEN_HINTS_COOKIE}=${encodeURIComponent(JSON.stringify({ phone: true }))}`;
    const reader = await t.signIn('Борис Читатель');
    for (const cookie of [hints, `${hints}; ${signedIn(reader.sessionId)}`]) {
      const missing = await open('/nobody_here_at_all', cookie);
      expect(missing).toMatchObject({ status: 404, app: true });
      expect(missing.res.headers.get('cache-control')).toBe('private, no-cache');
      expect((await open(`/${author.username}`, cookie)).status).toBe(200);
    }
  });

  it('keeps a missing built file a plain 404, never the app', async () => {
    for (const path of ['/assets/nope.js', '/assets/a/b.css', '/nope.png', '/.vite/manifest.json']) {
      const page = await open(path);
      expect({ path, status: page.status, app: page.app }).toEqual({ path, status: 404, app: false });
    }
  });
});
