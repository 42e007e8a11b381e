import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COOKIE, type FirstScreenHints } from '../../shared/first-screen.ts';
import { createTestApp } from '../support/test-app.ts';

// The built app and its first-screen renderer (npm test builds both before the API tests).
const t = await createTestApp({ staticDir: 'dist/miniapp' });

const cookie = (hints: Partial<FirstScreenHints> & { s: string }) =>
  `${FIRST_SCREEN_COOKIE}=${encodeURIComponent(JSON.stringify({ phone: true, dark: false, space: null, project: null, ...hints }))}`;
const open = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers });
  return { res, html: await res.text() };
};
const overlay = (html: string) => /<div id="lp-first-screen"[\s\S]*?(?=\s*<\/body>)/.exec(html)?.[0] ?? null;

describe('the first screen the server draws (issue 20)', () => {
  it('draws the feed a signed-in person opens into index.html, inert, as theirs alone', async () => {
    const author = await t.signIn('Анна Петрова');
    await t.db.db.updateTable('profiles').set({ permissions: ['home_feed_post'] }).where('id', '=', author.profileId).execute();
    const made = await t.call('posts', { action: 'create', sessionId: author.sessionId, title: 'Неустойка по договору подряда', status: 'published' });
    expect(made.status).toBe(200);
    const { res, html } = await open('/', { cookie: cookie({ s: author.sessionId }) });
    expect(res.status).toBe(200);
    const drawn = overlay(html);
    console.log(drawn?.slice(0, 3000));
    expect(drawn).toContain('Неустойка по договору подряда');
  });
});
