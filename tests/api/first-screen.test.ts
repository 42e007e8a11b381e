import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  DRAWN_STATE_ID,
  type DrawnState,
  FIRST_SCREEN_SHELL_HEADER,
  type FirstScreenHints,
  putSessionBack,
  SCREEN_HINTS_COOKIE,
  sessionMark,
  VISITOR_MARK,
} from '@shared/first-screen.ts';
import { ROUTE_PRELOADS_START } from '@server/http/route-preloads.ts';
import { SESSION_COOKIE } from '@server/http/session-cookie.ts';
import { withDrawnPage } from '@server/http/static.ts';
import { plannerWorld } from './planner-helpers.ts';
import { vacancy } from '../support/career-world.ts';
import { requireBuiltApp } from '../support/built-app.ts';
import { createTestApp } from '../support/test-app.ts';

// The built app and its first-screen renderer (npm test builds both before the API tests).
const t = await createTestApp({ staticDir: requireBuiltApp(), rateLimitFactor: 100 });

/** The app's hints cookie and the server's HttpOnly session cookie, as a browser sends them. */
const cookie = ({ s, ...hints }: Partial<FirstScreenHints> & { s: string }) =>
  `${SCREEN_HINTS_COOKIE}=${encodeURIComponent(JSON.stringify({ phone: true, dark: false, space: null, project: null, ...hints }))}; ${SESSION_COOKIE}=${s}`;
const open = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers });
  return { res, html: await res.text() };
};
const DRAWN = new RegExp(
  `<div id="root" data-drawn>([\\s\\S]+?)</div><script type="application/json" id="${DRAWN_STATE_ID}">([^<]*)</script>`,
);
/** The drawn page, as index.html carries it: the content of #root, its state beside it for the app to hydrate from. */
const drawn = (html: string) => DRAWN.exec(html)?.[1] ?? null;
const stateOf = (html: string) => JSON.parse(DRAWN.exec(html)![2]!) as DrawnState;

const author = await t.signIn('Анна Петрова');
await t.db.db
  .updateTable('profiles')
  .set({ permissions: ['home_feed_post'] })
  .where('id', '=', author.profileId)
  .execute();
const published = (
  await t.call('posts', {
    action: 'create',
    sessionId: author.sessionId,
    title: 'Неустойка по договору подряда',
    status: 'published',
  })
).body.post;
// Its vacancy: a card of the feed's first screen, drawn with it (its loader asks for it).
const VACANCY = 'Юрист по договорам подряда';
expect(
  (
    await t.call('jobs', {
      action: 'create',
      sessionId: author.sessionId,
      job: vacancy(published.id, { title: VACANCY }),
    })
  ).status,
).toBe(200);
const draft = (
  await t.call('posts', {
    action: 'create',
    sessionId: author.sessionId,
    title: 'Черновик о разделе имущества',
    status: 'draft',
  })
).body.post;

// The renderer loads once, at the first page (seconds on a busy machine): not in a test's time.
await t.app.request('/');

describe('the first screen the server draws, so a page shows before its script runs', () => {
  it('a post that is not there is not drawn: the app shows its own "not found", with a 404', async () => {
    const { res, html } = await open('/post/zzzzzz');
    expect(res.status).toBe(404);
    expect(drawn(html)).toBeNull();
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it("draws the feed into index.html's #root with the state the app hydrates it from, the page styles, and the scripts after it", async () => {
    const reader = await t.signIn('Борис Читатель');
    const { res, html } = await open('/', { cookie: cookie({ s: reader.sessionId }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    const page = drawn(html)!;
    // The session shows only as its mark; the state's keys say where the browser puts it back.
    const state = stateOf(html);
    expect(state.mark).toBe(sessionMark(reader.sessionId));
    expect(html).not.toContain(reader.sessionId);
    expect(state.sessionPlaces.length).toBeGreaterThan(0);
    expect(JSON.stringify(putSessionBack(state.queries, state.sessionPlaces, reader.sessionId))).toContain(
      reader.sessionId,
    );
    expect(state).toMatchObject({ language: 'ru', phone: true, appearance: 'light' });
    expect(page).toContain('Неустойка по договору подряда');
    expect(JSON.stringify(state.queries)).toContain('Неустойка по договору подряда');
    expect(page).toContain(VACANCY);
    // Someone else's draft is nobody's feed.
    expect(html).not.toContain('Черновик о разделе имущества');
    // The app's own page, which it hydrates: its test ids and all.
    expect(page).toContain('data-testid="post-card"');
    expect(page).not.toContain('<script');
    // The head has the page's styles and no script: the scripts and their preloads follow the drawn page.
    const [head, body] = html.split('</head>');
    expect(head).not.toMatch(/<script type="module"|<script src|rel="modulepreload"/);
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">$/);
    const after = body!.slice(body!.indexOf(`id="${DRAWN_STATE_ID}"`));
    expect(after).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(after).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/ru/translations.json">');
    // Inert until the stylesheets are in, then put in the head by an inline script the policy names.
    const [, held, loader] = /<template>([\s\S]*?)<\/template><script>([\s\S]+?)<\/script>/.exec(after)!;
    expect(held).toContain('<script type="module"');
    expect(after.replace(held!, '')).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
    const hash = `'sha256-${createHash('sha256').update(loader!).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(hash);
  });

  it("draws a post's page in the person's language, and the author sees their own draft", async () => {
    await t.call('settings', { action: 'updateLanguage', sessionId: author.sessionId, data: { language: 'en' } });
    const own = drawn((await open(`/post/${draft.url}`, { cookie: cookie({ s: author.sessionId }) })).html)!;
    expect(own).toContain('Черновик о разделе имущества');
    const postPage = drawn(
      (await open(`/post/${published.url}-${published.slug}`, { cookie: cookie({ s: author.sessionId }) })).html,
    )!;
    expect(postPage).toContain('Неустойка по договору подряда');
    expect(postPage).toContain(VACANCY);
    // The navigation's texts are English for this person.
    expect(postPage).toContain('Planner');
    await t.call('settings', { action: 'updateLanguage', sessionId: author.sessionId, data: { language: 'ru' } });
    expect(drawn((await open(`/post/${published.url}`, { cookie: cookie({ s: author.sessionId }) })).html)).toContain(
      'Планер',
    );
    // Another person's draft: the page is not drawn (the app shows its own "not found", with a 404).
    const reader = await t.signIn('Вера Читатель');
    const { res, html } = await open(`/post/${draft.url}`, { cookie: cookie({ s: reader.sessionId }) });
    expect(res.status).toBe(404);
    expect(html).not.toContain('Черновик о разделе имущества');
  });

  it("draws the Mini App's /tma as the page its start parameter opens, in Telegram's frame, for a returning person inside Telegram", async () => {
    const reader = await t.signIn('Тимур Телеграм');
    const tg = { platform: 'ios', dark: true };
    const inTelegram = cookie({ s: reader.sessionId, tg });
    const { res, html } = await open(`/tma?tgWebAppStartParam=post_${published.url}`, { cookie: inTelegram });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const page = drawn(html)!;
    expect(page).toContain('Неустойка по договору подряда');
    const state = stateOf(html);
    expect(state).toMatchObject({
      mark: sessionMark(reader.sessionId),
      path: `/post/${published.url}`,
      telegram: { platform: 'ios', appearance: 'dark' },
      appearance: 'dark',
    });
    // Painted as inside Telegram before any script, with the post page's code, not /tma's.
    expect(html).toMatch(/<html class="in-telegram" lang="ru">/);
    expect(html).toMatch(/rel="modulepreload"[^>]*post-page/);
    expect(html).not.toMatch(/rel="modulepreload"[^>]*tma-page/);
    // telegram-ui's frame for Apple's clients: another than Android's, for the same page.
    const android = drawn(
      (
        await open(`/tma?tgWebAppStartParam=post_${published.url}`, {
          cookie: cookie({ s: reader.sessionId, tg: { platform: 'android', dark: true } }),
        })
      ).html,
    )!;
    const frameClass = (html: string) => /^<div class="([^"]+)"/.exec(html)?.[1];
    expect(frameClass(android)).toBeTruthy();
    expect(frameClass(page)).not.toBe(frameClass(android));

    // No start parameter, or one that names nothing: the feed.
    for (const param of [
      '',
      '?tgWebAppStartParam=nothing_here',
      '?tgWebAppStartParam=quiz_999999',
      `?tgWebAppStartParam=${'x'.repeat(600)}`,
      '?tgWebAppStartParam=a&tgWebAppStartParam=b',
    ]) {
      const feed = await open(`/tma${param}`, { cookie: inTelegram });
      expect(stateOf(feed.html).path, param).toBe('/');
      expect(drawn(feed.html), param).toContain('data-testid="post-card"');
    }
    // A browser's page elsewhere is drawn as before, with no Telegram in it.
    const plain = stateOf((await open('/', { cookie: cookie({ s: reader.sessionId }) })).html);
    expect(plain).toMatchObject({ path: '/', telegram: null });
  });

  it('sends /tma as before without a session cookie, without having seen Telegram, or for a page not drawn here', async () => {
    const reader = await t.signIn('Ульяна Телеграм');
    const tg = { platform: 'android', dark: false };
    const plain = async (path: string, headers: Record<string, string>, seenInTelegram = false) => {
      const { res, html } = await open(path, headers);
      expect(res.status, path).toBe(200);
      expect(drawn(html), path).toBeNull();
      expect(html, path).toContain('<div id="root"></div>');
      // The head goes before the drawing is known: a cookie that says Telegram paints as inside it.
      expect(html.includes('<html class="in-telegram"'), path).toBe(seenInTelegram);
    };
    const hints = encodeURIComponent(JSON.stringify({ phone: true, dark: false, space: null, project: null, tg }));
    // A WebView that keeps no cookie, or only the hints.
    await plain(`/tma?tgWebAppStartParam=post_${published.url}`, {});
    await plain(`/tma?tgWebAppStartParam=post_${published.url}`, { cookie: `${SCREEN_HINTS_COOKIE}=${hints}` });
    // The app has not told the server it runs inside Telegram.
    await plain(`/tma?tgWebAppStartParam=post_${published.url}`, { cookie: cookie({ s: reader.sessionId }) });
    // Bad Telegram values in the cookie are no cookie at all.
    for (const bad of [{ platform: 'IOS<script>', dark: true }, { platform: 'ios' }, 'ios']) {
      await plain('/tma', { cookie: cookie({ s: reader.sessionId, tg: bad as never }) });
    }
    // A session that is gone.
    await plain('/tma', { cookie: cookie({ s: '2f1d3c4b-5a69-4788-9abc-def012345678', tg }) }, true);
  });

  it("draws a post's text, Markdown and all, even the first time the renderer meets it (not its placeholder)", async () => {
    const post = (
      await t.call('posts', {
        action: 'create',
        sessionId: author.sessionId,
        title: 'Снижение неустойки',
        status: 'published',
        content: { content: 'Суд **снизил** неустойку по статье 333 ГК РФ.\n\n- первое основание\n- второе основание' },
      })
    ).body.post;
    const page = drawn((await open(`/post/${post.url}`, { cookie: cookie({ s: author.sessionId }) })).html)!;
    expect(page).toContain('<strong>снизил</strong>');
    expect(page).toContain('<li>второе основание</li>');
    expect(page).not.toContain('lp-markdown__skeleton');
    expect(page).not.toContain('<template');
  });

  it("draws the planner's selected project for a member, and nothing of a project the person cannot see", async () => {
    const w = await plannerWorld(t);
    const member = drawn(
      (
        await open('/planner', {
          cookie: cookie({ s: w.people.member.sessionId, space: w.space.id, project: w.projectA.id }),
        })
      ).html,
    )!;
    expect(member).toContain('data-testid="task-table"');
    expect(member).toContain('Task A1');
    const outsider = await open('/planner', {
      cookie: cookie({ s: w.people.outsider.sessionId, space: w.space.id, project: w.projectA.id }),
    });
    expect(outsider.res.status).toBe(200);
    expect(outsider.html).not.toContain('Task A1');
    expect(outsider.html).not.toContain(w.projectA.title);
  });

  it('draws the planner on the project the person left open elsewhere when this browser remembers none', async () => {
    const w = await plannerWorld(t);
    const { owner } = w.people;
    await t.call('settings', {
      action: 'savePlannerSelection',
      sessionId: owner.sessionId,
      data: { spaceId: w.space.id, projectId: w.projectB.id },
    });
    const page = drawn((await open('/planner', { cookie: cookie({ s: owner.sessionId }) })).html)!;
    expect(page).toContain('Task B1');
    expect(page).not.toContain('Task A1');
    // The other views too (this world's projects have no list property: the kanban says so).
    const kanban = drawn((await open('/kanban', { cookie: cookie({ s: owner.sessionId }) })).html)!;
    expect(kanban).toContain(`data-testid="planner-title">${w.projectB.title}<`);
    // Nothing kept anywhere: the sidebar lists every project the person has.
    const fresh = drawn((await open('/planner', { cookie: cookie({ s: w.people.member.sessionId }) })).html)!;
    expect(fresh).toContain(w.projectA.title);
  });

  it("draws the planner's other views too, as this device last showed them: the kanban's card variant, the calendar's view", async () => {
    const w = await plannerWorld(t);
    const s = w.people.member.sessionId;
    const at = { space: w.space.id, project: w.projectA.id };
    const kanban = drawn(
      (await open('/kanban', { cookie: cookie({ s, ...at, device: { 'planner.kanban.cardVariant': 'full' } }) })).html,
    )!;
    expect(kanban).toContain('data-testid="kanban-board"');
    expect(kanban).toContain('Task A1');
    expect(kanban).toContain('kb-card--full');
    const calendar = drawn(
      (await open('/calendar', { cookie: cookie({ s, ...at, device: { 'planner.calendar.view': 'week' } }) })).html,
    )!;
    expect(calendar).toMatch(/data-testid="calendar" data-view="week"/);
    const list = drawn((await open('/list', { cookie: cookie({ s, ...at }) })).html)!;
    expect(list).toContain('data-testid="list-view"');
    // Another project's view is drawn for nobody outside it.
    const outsider = await open('/kanban', { cookie: cookie({ s: w.people.outsider.sessionId, ...at }) });
    expect(outsider.html).not.toContain('Task A1');
  });

  it("draws a task's address with the task's dialog open over the view, its code and styles in the page; nothing of a task the person cannot open", async () => {
    const w = await plannerWorld(t);
    const s = w.people.member.sessionId;
    const at = { space: w.space.id, project: w.projectA.id };
    const dialogs = /rel="modulepreload" crossorigin href="\/assets\/planner-dialogs-[\w-]{8}\.js"/;
    // A view's task names that address, which a tap before the app listens follows.
    for (const view of ['/planner', '/kanban']) {
      const page = drawn((await open(view, { cookie: cookie({ s, ...at }) })).html)!;
      expect(page, view).toContain(`data-href="${view}?task=${w.taskA.id}"`);
    }
    for (const view of ['/planner', '/kanban', '/list', '/calendar']) {
      const { html } = await open(`${view}?task=${w.taskA.id}`, { cookie: cookie({ s, ...at }) });
      const page = drawn(html)!;
      expect(page, view).toContain('data-testid="entity-dialog"');
      // The title in its field, which waits (a disabled fieldset) until the app listens.
      expect(page, view).toMatch(/<textarea[^>]*data-testid="entity-title"[^>]*>Task A1<\/textarea>/);
      expect(page, view).toMatch(/<fieldset class="lp-modal__held" disabled=""/);
      expect(html, view).toMatch(dialogs);
      // The view behind it, as drawn without it.
      expect(page, view).toContain(w.projectA.title);
    }
    // A task of a project not open here: the view alone, the app opens it (it selects the project first).
    const other = drawn(
      (await open(`/planner?task=${w.taskB.id}`, { cookie: cookie({ s: w.people.owner.sessionId, ...at }) })).html,
    )!;
    expect(other).toContain('Task A1');
    expect(other).not.toContain('data-testid="entity-dialog"');
    // Someone outside the project sees nothing of it, with or without the task's address.
    const outsider = await open(`/planner?task=${w.taskA.id}`, {
      cookie: cookie({ s: w.people.outsider.sessionId, ...at }),
    });
    expect(outsider.html).not.toContain('Task A1');
    expect(outsider.html).not.toContain('data-testid="entity-dialog"');
    // A query that names no task draws the view alone, without the dialog's code.
    for (const query of ['?task=abc', '?task=-1', '?task=99999999']) {
      const { html } = await open(`/planner${query}`, { cookie: cookie({ s, ...at }) });
      expect(drawn(html), query).toContain('Task A1');
      expect(drawn(html), query).not.toContain('data-testid="entity-dialog"');
    }
  });

  it("draws a person's profile for anyone, one's own for its owner, and the directory and the catalog", async () => {
    const title = 'Неустойка по договору подряда';
    // The Posts tab, open first, is drawn with its list: the profile's loader names whose it is.
    const own = drawn((await open('/profile', { cookie: cookie({ s: author.sessionId }) })).html)!;
    expect(own).toContain('Анна Петрова');
    expect(own).toContain(title);
    const reader = await t.signIn('Борис Читатель');
    const seen = drawn((await open(`/${author.username}`, { cookie: cookie({ s: reader.sessionId }) })).html)!;
    expect(seen).toContain(title);
    // Someone new who follows a profile link sees it drawn; a username nobody has is the app's to
    // answer ("not found"), with a 404.
    const shared = await open(`/${author.username}`);
    expect(shared.res.status).toBe(200);
    expect(drawn(shared.html)).toContain('Анна Петрова');
    expect(stateOf(shared.html).mark).toBe(VISITOR_MARK);
    const nobody = await open('/nobody_here_at_all');
    expect(nobody.res.status).toBe(404);
    expect(drawn(nobody.html)).toBeNull();
    for (const [path, testId] of [
      ['/pro?q=%D0%90%D0%BD%D0%BD%D0%B0', 'pro-page'],
      ['/catalog', 'catalog-page'],
    ] as const) {
      const page = drawn((await open(path)).html);
      expect(page, path).toContain(`data-testid="${testId}"`);
      expect(page, path).not.toContain('page-spinner');
    }
  });

  it('draws the career board with the vacancies of the address', async () => {
    const post = (
      await t.call('posts', { action: 'create', sessionId: author.sessionId, title: 'Вакансия', status: 'published' })
    ).body.post;
    expect(
      (
        await t.call('jobs', {
          action: 'create',
          sessionId: author.sessionId,
          job: vacancy(post.id, { title: 'Юрист в практику банкротства' }),
        })
      ).status,
    ).toBe(200);
    const page = drawn((await open('/career', { cookie: cookie({ s: author.sessionId }) })).html)!;
    expect(page).toContain('Юрист в практику банкротства');
    // On a desktop the board shows "Notify me", which reads the person's saved filter.
    const wide = drawn((await open('/career', { cookie: cookie({ s: author.sessionId, phone: false }) })).html)!;
    expect(wide).toContain('data-testid="career-notify-me"');
  });

  it("draws the deadline calculator for a visitor with the result its address asks for, in the browser's language", async () => {
    const ru = drawn((await open('/deadlines?from=2026-01-30&preset=gpk-appeal')).html)!;
    expect(ru).toContain('data-day="2026-03-02"');
    expect(ru).toContain('ч. 2 ст. 108 ГПК РФ');
    // The form works with scripts off: a GET form to the same address, its inputs named as the address names them.
    expect(ru).toContain('<form class="deadlines-form" action="/deadlines" method="get">');
    const en = drawn(
      (await open('/deadlines?from=2027-05-30&amount=15&unit=days&code=apk', { 'accept-language': 'en' })).html,
    )!;
    expect(en).toContain('data-day="2027-06-21"');
    expect(en).toContain('The production calendar for 2027 has not been approved yet');
    // Inputs the server refuses (no 30 February) are the app's to draw, with the server's message.
    expect(drawn((await open('/deadlines?from=2026-02-30&preset=gpk-appeal')).html)).toBeNull();
  });

  it('sends the page as before when there is nothing to draw: no cookie, a bad one, a gone session, the service worker asking for its shell, a page not drawn here', async () => {
    const reader = await t.signIn('Галина Читатель');
    const plain = async (path: string, headers: Record<string, string>) => {
      const { res, html } = await open(path, headers);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(drawn(html), path).toBeNull();
      return { res, html };
    };
    const none = await plain('/settings', {});
    expect(none.res.headers.get('cache-control')).toBe('no-cache');
    expect(none.html).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    await plain('/planner', {});
    for (const bad of ['{', 'null', '[]', encodeURIComponent(JSON.stringify({ space: -1 })), 'x'.repeat(5000)]) {
      await plain('/', { cookie: `${SCREEN_HINTS_COOKIE}=${bad}; ${SESSION_COOKIE}=${reader.sessionId}` });
    }
    await plain('/settings', { cookie: cookie({ s: 'not-a-uuid' }) });
    await plain('/', { cookie: cookie({ s: reader.sessionId }), [FIRST_SCREEN_SHELL_HEADER]: '1' });
    await plain('/settings', { cookie: cookie({ s: reader.sessionId }) });
    // A session that has ended: the head went already, the page follows without a drawing, and
    // the app starts (its scripts after the root, once the stylesheets are in) as it would.
    const gone = await open('/', { cookie: cookie({ s: '2f1d3c4b-5a69-4788-9abc-def012345678' }) });
    expect(gone.res.status).toBe(200);
    expect(drawn(gone.html)).toBeNull();
    expect(gone.html).toContain('<div id="root"></div>');
    expect(gone.html).toMatch(
      /<div id="root"><\/div><template><script type="module" crossorigin src="\/assets\/index-/,
    );
    expect(gone.html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('draws a page that needs no session for someone who has none yet, as any visitor sees it, and never a page that needs one', async () => {
    // A shared post opened for the first time: no cookie at all, an English browser.
    const post = await open(`/post/${published.url}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(post.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(drawn(post.html)).toContain('Неустойка по договору подряда');
    const state = stateOf(post.html);
    expect(state).toMatchObject({ mark: VISITOR_MARK, language: 'en', phone: true });
    // The queries say where the browser puts the session it then makes.
    expect(state.sessionPlaces.length).toBeGreaterThan(0);
    // What a visitor sees: nobody's draft, no author's controls.
    const feed = await open('/');
    expect(drawn(feed.html)).toContain('Неустойка по договору подряда');
    expect(feed.html).not.toContain('Черновик о разделе имущества');
    expect(stateOf(feed.html).mark).toBe(VISITOR_MARK);
    // The screen the browser told, when it did.
    const desktop = await open('/career', {
      cookie: `${SCREEN_HINTS_COOKIE}=${encodeURIComponent('{"phone":false}')}`,
    });
    expect(stateOf(desktop.html)).toMatchObject({ mark: VISITOR_MARK, phone: false });
    // A page that needs a session is the app's to draw (it sends the visitor to sign in).
    for (const path of ['/planner', '/kanban', '/settings']) expect(drawn((await open(path)).html), path).toBeNull();
  });

  it('past SERVER_DRAWING_CONCURRENCY drawings at once, a page goes undrawn for the app to draw', async () => {
    const one = await createTestApp({ staticDir: requireBuiltApp(), serverDrawingConcurrency: 1 });
    const path = '/';
    // Drawn alone.
    expect(drawn(await (await one.app.request(path)).text())).not.toBeNull();
    const pages = await Promise.all([0, 1, 2].map(async () => (await one.app.request(path)).text()));
    // The first takes the one place; the two others go at once to the app.
    expect(pages.filter((html) => drawn(html) === null).length).toBeGreaterThanOrEqual(2);
    for (const html of pages) expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  // On PostgreSQL a read can be held up deterministically: a lock the page's read waits on.
  it.runIf(t.db.engine === 'postgres')(
    'a drawing slower than SERVER_DRAWING_WAIT_MS is not waited for: the page goes whole, undrawn, for the app to draw',
    async () => {
      const hasty = await createTestApp({ staticDir: requireBuiltApp(), serverDrawingWaitMs: 200 });
      const board = async () => (await hasty.app.request('/career')).text();
      // The career board's list waits on the vacancies while another transaction holds them
      // (the first read of this server's list: nothing is kept for it yet).
      const holding = await hasty.db.db.startTransaction().execute();
      await sql`lock table jobs in access exclusive mode`.execute(holding);
      await sql`select 1 from jobs`.execute(holding);
      try {
        const html = await board();
        expect(drawn(html)).toBeNull();
        expect(html).toContain('<div id="root"></div>');
        expect(html.trimEnd()).toMatch(/<\/html>$/);
      } finally {
        await holding.rollback().execute();
      }
      expect(drawn(await board())).not.toBeNull();
    },
  );

  // The same lock holds a render past the wait, and past the page it was for.
  it.runIf(t.db.engine === 'postgres')(
    'a drawing given up after SERVER_DRAWING_WAIT_MS keeps its place until its render ends: the limit bounds the renders under way',
    async () => {
      const token = 'a-metrics-token-for-first-screen-tests';
      const one = await createTestApp({
        staticDir: requireBuiltApp(),
        serverDrawingWaitMs: 200,
        serverDrawingConcurrency: 1,
        metrics: { token, host: '127.0.0.1' },
      });
      const page = async (path: string) => (await one.app.request(path)).text();
      const busy = async () => {
        const text = await (
          await one.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })
        ).text();
        return Number(/^lp_first_screen_total\{outcome="undrawn",reason="busy"\} (\d+)$/m.exec(text)?.[1] ?? 0);
      };
      const holding = await one.db.db.startTransaction().execute();
      await sql`lock table jobs in access exclusive mode`.execute(holding);
      try {
        // The career board's render waits on the lock; its page goes undrawn once the wait is over.
        expect(drawn(await page('/career'))).toBeNull();
        // That render still goes on, so the one place is taken: the next page is not drawn beside it.
        const before = await busy();
        const feed = await page('/');
        expect(drawn(feed)).toBeNull();
        expect(feed.trimEnd()).toMatch(/<\/html>$/);
        expect(await busy()).toBe(before + 1);
      } finally {
        await holding.rollback().execute();
      }
      // Once the render ends, its place is free again and pages are drawn.
      await expect.poll(async () => drawn(await page('/')), { timeout: 10_000 }).not.toBeNull();
    },
  );

  it("preloads the opened page's chunks, as the app's route table names its page; the service worker's shell gets none", async () => {
    const links = (html: string) =>
      [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((m) => m[1]);
    expect(links((await open('/planner')).html)).toContain('table-page');
    expect(links((await open('/kanban')).html)).toContain('kanban-page');
    expect(links((await open('/anna_smirnova')).html)).toEqual(
      expect.arrayContaining(['profile-page', 'profile-posts-tab']),
    );
    expect(links((await open('/career/x')).html)).toContain('not-found-page');
    expect(links((await open('/planner')).html)).not.toContain('feed-page');
    expect((await open('/', { [FIRST_SCREEN_SHELL_HEADER]: '1' })).html).not.toContain(ROUTE_PRELOADS_START);
  });

  it("preloads the planner page's own code only: a task's dialog is the app's to fetch once that has come", async () => {
    // Preloaded beside the page's code, the dialog's shared a slow phone's bandwidth with the
    // entry script and delayed the page's hydration; the app asks for it as soon as it runs.
    const lawyer = await t.signIn('Ольга Планировщица');
    for (const path of ['/planner', '/kanban']) {
      const { html } = await open(path, { cookie: cookie({ s: lawyer.sessionId }) });
      expect(drawn(html)).not.toBeNull();
      expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/(table|kanban)-page-/);
      expect(html).not.toContain('planner-dialogs');
      expect(html).not.toContain('fetchpriority="low"');
    }
  });

  it('sends the head first, compressed (brotli when the browser takes it, else gzip), and the drawn page after it in the same answer', async () => {
    const reader = await t.signIn('Дмитрий Читатель');
    const page = async (acceptEncoding: string) => {
      const res = await t.app.request('/', {
        headers: { cookie: cookie({ s: reader.sessionId }), 'accept-encoding': acceptEncoding },
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get('content-encoding');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const html = (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString('utf8');
      expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root" data-drawn>'));
      expect(drawn(html)).toContain('Неустойка по договору подряда');
      return { encoding, size: bytes.length };
    };
    // As Chrome asks: every one it takes as much, and brotli makes the page smaller.
    const br = await page('gzip, deflate, br, zstd');
    const gzip = await page('gzip, br;q=0');
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(br.size).toBeLessThan(gzip.size);
    expect((await page('gzip;q=0.5, br;q=0.4')).encoding).toBe('gzip');
    expect((await page('identity')).encoding).toBeNull();
  });
});

describe('SERVER_DRAWING=off: the server draws no page, the app draws them all', () => {
  it('sends the built shell and draws nothing, for the app to render every page itself', async () => {
    const off = await createTestApp({ staticDir: requireBuiltApp(), serverDrawing: false });
    const reader = await off.signIn('Елена Читатель');
    const res = await off.app.request('/', { headers: { cookie: cookie({ s: reader.sessionId }) } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(DRAWN_STATE_ID);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
  });
});

describe('withDrawnPage', () => {
  it('moves the scripts and their preloads after the drawn page and loads the page styles as stylesheets', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/r-b.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css"><link rel="preload" as="fetch" crossorigin href="/locales/ru/translations.json">' +
      '<link rel="preload" as="style" crossorigin href="/assets/page-d.css"></head><body><div id="root"></div></body>';
    expect(withDrawnPage(html, ['/assets/page-d.css'])).toEqual({
      html:
        '<head><link rel="stylesheet" crossorigin href="/assets/index-c.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/page-d.css"></head><body><div id="root"></div></body>',
      scripts:
        '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/r-b.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/locales/ru/translations.json">',
    });
  });

  it("shows what someone wrote as written, whatever it says, and never the reader's session: a post, a task, a profile", async () => {
    // The text the server once put where the session id went: anyone can type it.
    const WRITTEN = 'Hello @lp-session@';
    const LINK = 'https://evil.example/?s=@lp-session@';
    const writer = await t.signIn('Злата Писатель');
    await t.db.db
      .updateTable('profiles')
      .set({ permissions: ['home_feed_post'], about: `О себе: ${WRITTEN}` })
      .where('id', '=', writer.profileId)
      .execute();
    const post = (
      await t.call('posts', {
        action: 'create',
        sessionId: writer.sessionId,
        title: WRITTEN,
        content: { content: `[ссылка](${LINK}) и ещё @lp-session@` },
        status: 'published',
      })
    ).body.post;
    const w = await plannerWorld(t);
    await w.post('tasks', { action: 'update', sessionId: w.people.owner.sessionId, id: w.taskA.id, title: WRITTEN });
    const reader = w.people.member;
    const pages = [
      { path: `/post/${post.url}`, shows: [WRITTEN, LINK] },
      // The profile's own text is on its second tab: drawn as data, shown by the same state.
      { path: `/${writer.username}`, shows: [WRITTEN] },
      { path: '/', shows: [WRITTEN] },
    ];
    for (const { path, shows } of pages) {
      for (const who of [reader, null]) {
        const { html } = await open(path, who ? { cookie: cookie({ s: who.sessionId }) } : {});
        const page = drawn(html)!;
        for (const text of shows)
          expect(page, `${path} ${who ? 'reader' : 'visitor'}`).toContain(text.replaceAll('&', '&amp;'));
        const state = stateOf(html);
        // Put back as the browser does: the written text stays, the session goes only where keys hold it.
        const restored = JSON.stringify(putSessionBack(state.queries, state.sessionPlaces, 'THE-READERS-SESSION'));
        expect(restored).toContain(WRITTEN);
        if (path.startsWith('/user')) expect(restored).toContain(`О себе: ${WRITTEN}`);
        expect(restored.match(/THE-READERS-SESSION/g)?.length).toBe(state.sessionPlaces.length);
        expect(restored).not.toMatch(/Hello THE-READERS-SESSION|s=THE-READERS-SESSION|ещё THE-READERS-SESSION/);
        if (who) expect(html).not.toContain(who.sessionId);
      }
    }
    const planner = await open('/planner', {
      cookie: cookie({ s: reader.sessionId, space: w.space.id, project: w.projectA.id }),
    });
    expect(drawn(planner.html)).toContain(WRITTEN);
    expect(planner.html).not.toContain(reader.sessionId);
    const state = stateOf(planner.html);
    const restored = JSON.stringify(putSessionBack(state.queries, state.sessionPlaces, 'THE-READERS-SESSION'));
    expect(restored).toContain(WRITTEN);
    expect(restored).not.toContain('Hello THE-READERS-SESSION');
  });
});
