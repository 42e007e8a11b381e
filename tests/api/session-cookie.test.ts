import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COOKIE, SCREEN_HINTS_COOKIE } from '@shared/first-screen.ts';
import { SESSION_COOKIE } from '@server/http/session-cookie.ts';
import { signedInitData, TEST_BOT_TOKEN, tgUser } from '../support/telegram.ts';
import { createTestApp } from '../support/test-app.ts';
import { requireBuiltApp } from '../support/built-app.ts';

/**
 * The session id is in no address, no script-readable cookie and no HTML, so neither a shared
 * link nor an injected script can carry a session away. The app sends it in `X-Session-Id`;
 * the server keeps its own HttpOnly cookie for drawing a signed-in page, set at every sign-in
 * and by the session check, replaced at sign-out by the new anonymous session.
 */
const http = await createTestApp({
  botToken: TEST_BOT_TOKEN,
  initDataMaxAge: 86_400,
  staticDir: requireBuiltApp(),
  rateLimitFactor: 100,
});
const https = await createTestApp({
  botToken: TEST_BOT_TOKEN,
  initDataMaxAge: 86_400,
  publicUrl: 'https://legal.example',
  rateLimitFactor: 100,
});

const setCookies = (headers: Headers) => headers.getSetCookie();
const sessionCookie = (headers: Headers) => setCookies(headers).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe('the session in a header', () => {
  it('a GET call takes the session from X-Session-Id, with nothing of it in the address', async () => {
    const me = await http.signIn('Заголовок Сессии');
    const r = await http.call('profile', {}, { method: 'GET', headers: { 'X-Session-Id': me.sessionId } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.profile.username).toBe(me.username);
    const post = await http.call(
      'settings',
      { action: 'getUserSettings' },
      { headers: { 'X-Session-Id': me.sessionId } },
    );
    expect(post.status, JSON.stringify(post.body)).toBe(200);
  });

  it("the spec's sessionId parameter stays accepted, and a bad header is the same 400 as a bad parameter", async () => {
    const me = await http.signIn('Параметр Сессии');
    expect((await http.call('profile', { sessionId: me.sessionId }, { method: 'GET' })).status).toBe(200);
    const bad = await http.call('profile', {}, { method: 'GET', headers: { 'X-Session-Id': 'not-a-session' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_input');
  });
});

describe('the HttpOnly session cookie', () => {
  it('is set at a Telegram sign-in: HttpOnly and SameSite=Lax over plain http', async () => {
    const r = await http.call('tma-auth', { initData: signedInitData({ user: tgUser({ username: 'cookie_http' }) }) });
    expect(r.status).toBe(200);
    const c = sessionCookie(r.headers)!;
    expect(c).toContain(`${SESSION_COOKIE}=${r.body.sessionId}`);
    expect(c).toMatch(/; HttpOnly/);
    expect(c).toMatch(/; SameSite=Lax/);
    expect(c).not.toMatch(/; Secure/);
    expect(c).toMatch(/; Path=\//);
  });

  it('over an https PUBLIC_URL: Secure; SameSite=None; Partitioned (Telegram Web frames the app)', async () => {
    const r = await https.call('tma-auth', {
      initData: signedInitData({ user: tgUser({ username: 'cookie_https' }) }),
    });
    expect(r.status).toBe(200);
    const c = sessionCookie(r.headers)!;
    expect(c).toContain(`${SESSION_COOKIE}=${r.body.sessionId}`);
    for (const part of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']) expect(c).toContain(`; ${part}`);
  });

  it("holds the new anonymous session after sign-out, no longer the person's", async () => {
    const me = await https.signIn('Выходящий');
    const r = await https.call('auth', { action: 'signOut', sessionId: me.sessionId });
    expect(r.status).toBe(200);
    const c = sessionCookie(r.headers)!;
    expect(c).toContain(`${SESSION_COOKIE}=${r.body.sessionId}; `);
    expect(c).toContain('HttpOnly');
    expect(c).not.toContain(me.sessionId);
  });

  it("is set when an anonymous session begins, since the server draws a visitor's pages too", async () => {
    const r = await http.call('auth', { action: 'initSession' });
    expect(r.status).toBe(200);
    expect(sessionCookie(r.headers)).toContain(`${SESSION_COOKIE}=${r.body.sessionId}; `);
  });

  it('a session from before the cookie gets it from the session check; a gone one is left for the next session to replace', async () => {
    const me = await http.signIn('Давний Пользователь');
    const r = await http.call('check-session', { sessionId: me.sessionId });
    expect(r.body).toMatchObject({ exists: true, isAuth: true });
    expect(sessionCookie(r.headers)).toContain(`${SESSION_COOKIE}=${me.sessionId}; `);
    expect(sessionCookie(r.headers)).toContain('HttpOnly');
    // Already there: not set again.
    const again = await http.call(
      'check-session',
      { sessionId: me.sessionId },
      { headers: { cookie: `${SESSION_COOKIE}=${me.sessionId}` } },
    );
    expect(sessionCookie(again.headers)).toBeUndefined();
    const anon = await http.anonymousSession();
    const a = await http.call('check-session', { sessionId: anon });
    expect(sessionCookie(a.headers)).toContain(`${SESSION_COOKIE}=${anon}; `);
    const gone = await http.call(
      'check-session',
      { sessionId: '2f1d3c4b-5a69-4788-9abc-def012345678' },
      { headers: { cookie: `${SESSION_COOKIE}=2f1d3c4b-5a69-4788-9abc-def012345678` } },
    );
    expect(gone.body).toMatchObject({ exists: false });
    expect(sessionCookie(gone.headers)).toBeUndefined();
    // A late check of an ended session (sent just before sign-out answered) leaves the cookie of the one that replaced it.
    const late = await http.call(
      'check-session',
      { sessionId: '2f1d3c4b-5a69-4788-9abc-def012345678' },
      { headers: { cookie: `${SESSION_COOKIE}=${anon}` } },
    );
    expect(sessionCookie(late.headers)).toBeUndefined();
  });
});

describe('no session id in a page or a script-readable cookie', () => {
  it('the old first-screen cookie is expired, and its session id no longer draws a page', async () => {
    const me = await http.signIn('Старый Браузер');
    const old = encodeURIComponent(JSON.stringify({ s: me.sessionId, phone: true, dark: false }));
    const res = await http.app.request('/planner', { headers: { cookie: `${FIRST_SCREEN_COOKIE}=${old}` } });
    const html = await res.text();
    expect(res.status).toBe(200);
    const expired = setCookies(res.headers).find((c) => c.startsWith(`${FIRST_SCREEN_COOKIE}=`));
    expect(expired).toMatch(/Max-Age=0/);
    expect(html).not.toContain(me.sessionId);
    expect(html).not.toContain('<div id="root" data-drawn');
  });

  it('a page drawn for a session carries neither its id nor any cookie a script can read with it', async () => {
    const me = await http.signIn('Читатель Ленты');
    const hints = encodeURIComponent(JSON.stringify({ phone: true, dark: false, space: null, project: null }));
    const open = async () => {
      const res = await http.app.request('/', {
        headers: { cookie: `${SCREEN_HINTS_COOKIE}=${hints}; ${SESSION_COOKIE}=${me.sessionId}` },
      });
      return { res, html: await res.text() };
    };
    const { res, html } = await open();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root" data-drawn>');
    expect(html).not.toContain(me.sessionId);
    for (const c of setCookies(res.headers)) expect(c).not.toContain(me.sessionId);
  });
});
