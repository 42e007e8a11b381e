import { describe, expect, it } from 'vitest';
import { createApp } from '@server/http/app.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';
import { signedInitData, TEST_BOT_TOKEN, tgUser } from '../support/telegram.ts';

const t = await createTestApp({ botToken: TEST_BOT_TOKEN, initDataMaxAge: 86_400 });
const HOUR = 3600_000;

const tmaAuth = (initData: unknown, headers: Record<string, string> = {}) =>
  t.call('tma-auth', { initData }, { headers });

/** The same app and database under another configuration. */
async function callWith(config: Partial<typeof t.config>, initData: string) {
  const app = createApp({ ...t.deps, config: { ...t.config, ...config } });
  const res = await app.request('/functions/v1/tma-auth', {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ initData }),
  });
  return { status: res.status, body: await res.json() };
}

describe('tma-auth', () => {
  it('signs in a valid mini-app launch: a new signed-in session, user and profile', async () => {
    const person = {
      ...tgUser({ first_name: 'Анна', last_name: 'Лебедева', username: 'Anna_Lebedeva', language_code: 'en' }),
      photo_url: 'https://t.me/i/userpic/320/anna.jpg',
    };
    const r = await tmaAuth(signedInitData({ user: person }), {
      'x-timezone': 'Asia/Novosibirsk',
      'user-agent': 'TelegramBot Android',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), redirectTo: '/' });
    const check = await t.call('check-session', { sessionId: r.body.sessionId });
    expect(check.body).toMatchObject({ exists: true, isAuth: true });
    const profile = await t.call('profile', { sessionId: r.body.sessionId }, { method: 'GET' });
    expect(profile.body.profile).toMatchObject({
      name: 'Анна Лебедева',
      username: 'anna_lebedeva',
      avatar: person.photo_url,
    });
    const settings = await t.call('settings', { action: 'getUserSettings', sessionId: r.body.sessionId });
    expect(settings.body).toEqual({ language: 'en', timezone: 'Asia/Novosibirsk' });
  });

  it('ends the session it replaces (the one the app sends), anonymous or signed in', async () => {
    const anon = await t.anonymousSession();
    const person = tgUser({ username: 'replacing_tma' });
    const a = await t.call('tma-auth', { initData: signedInitData({ user: person }), sessionId: anon });
    expect(a.status).toBe(200);
    expect(a.body.sessionId).not.toBe(anon);
    expect((await t.call('check-session', { sessionId: anon })).body.exists).toBe(false);
    // Another person's launch on that signed-in session: a new session, the old one ended.
    const other = tgUser({ username: 'replacing_tma_other' });
    const b = await t.call('tma-auth', { initData: signedInitData({ user: other }), sessionId: a.body.sessionId });
    expect(b.body.sessionId).not.toBe(a.body.sessionId);
    expect((await t.call('check-session', { sessionId: a.body.sessionId })).body.exists).toBe(false);
    expect((await t.call('check-session', { sessionId: b.body.sessionId })).body).toMatchObject({
      exists: true,
      isAuth: true,
    });
  });

  const sessionRows = async (userId: number) =>
    (await t.db.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
  const userOf = async (sessionId: string) => (await t.call('check-session', { sessionId })).body.userId as number;

  it('keeps the session the app sends when the launch is the same Telegram user: no new session row', async () => {
    const person = tgUser({ username: 'keeps_sent_tma' });
    const a = await tmaAuth(signedInitData({ user: person, startParam: 'post_aB3' }));
    const userId = await userOf(a.body.sessionId);
    expect(await sessionRows(userId)).toBe(1);
    const b = await t.call('tma-auth', {
      initData: signedInitData({ user: { ...person, first_name: 'Renamed' } }),
      sessionId: a.body.sessionId,
    });
    expect(b.status).toBe(200);
    expect(b.body).toEqual({ sessionId: a.body.sessionId, redirectTo: '/' });
    expect(await sessionRows(userId)).toBe(1);
    // The person's Telegram data is still refreshed from the launch.
    const user = await t.db.db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirst();
    expect(user?.first_name).toBe('Renamed');
    expect(b.headers.get('set-cookie')).toContain(`lp_session=${a.body.sessionId}`);
  });

  it("keeps the session cookie's session (the one the server drew for) when it is the same Telegram user", async () => {
    const person = tgUser({ username: 'keeps_cookie_tma' });
    const a = await tmaAuth(signedInitData({ user: person }));
    const userId = await userOf(a.body.sessionId);
    // The app lost its stored copy (no sessionId sent); the HttpOnly cookie still names the session.
    const b = await tmaAuth(signedInitData({ user: person, startParam: 'task_42' }), {
      cookie: `lp_session=${a.body.sessionId}`,
    });
    expect(b.body).toEqual({ sessionId: a.body.sessionId, redirectTo: '/planner?task=42' });
    expect(await sessionRows(userId)).toBe(1);
    // The app's anonymous session beside it ends, as at any sign-in.
    const anon = await t.anonymousSession();
    const c = await t.call(
      'tma-auth',
      { initData: signedInitData({ user: person }), sessionId: anon },
      { headers: { cookie: `lp_session=${a.body.sessionId}` } },
    );
    expect(c.body.sessionId).toBe(a.body.sessionId);
    expect((await t.call('check-session', { sessionId: anon })).body.exists).toBe(false);
  });

  it("signs in anew when the cookie's or the sent session is another user's, anonymous or gone", async () => {
    const first = tgUser({ username: 'cookie_owner_tma' });
    const second = tgUser({ username: 'cookie_other_tma' });
    const a = await tmaAuth(signedInitData({ user: first }));
    const b = await tmaAuth(signedInitData({ user: second }), { cookie: `lp_session=${a.body.sessionId}` });
    expect(b.status).toBe(200);
    expect(b.body.sessionId).not.toBe(a.body.sessionId);
    expect(await userOf(b.body.sessionId)).not.toBe(await userOf(a.body.sessionId));
    expect(b.headers.get('set-cookie')).toContain(`lp_session=${b.body.sessionId}`);
    // The first person's session, only named by the cookie, is theirs to end (as before).
    expect((await t.call('check-session', { sessionId: a.body.sessionId })).body.exists).toBe(true);
    // An anonymous session, or one that is gone, is never kept as a signed-in one.
    const anon = await t.anonymousSession();
    const c = await tmaAuth(signedInitData({ user: first }), { cookie: `lp_session=${anon}` });
    expect(c.body.sessionId).not.toBe(anon);
    await t.call('auth', { action: 'signOut', sessionId: c.body.sessionId });
    const d = await tmaAuth(signedInitData({ user: first }), { cookie: `lp_session=${c.body.sessionId}` });
    expect(d.body.sessionId).not.toBe(c.body.sessionId);
    expect((await t.call('check-session', { sessionId: d.body.sessionId })).body).toMatchObject({ isAuth: true });
  });

  it('refuses a forged launch without touching the cookie session', async () => {
    const person = tgUser({ id: 333_333, username: 'forged_cookie_tma' });
    const a = await tmaAuth(signedInitData({ user: person }));
    const raw = signedInitData({ user: tgUser({ id: 444_444 }) });
    const forged = raw.replace(encodeURIComponent('"id":444444'), encodeURIComponent('"id":333333'));
    const r = await tmaAuth(forged, { cookie: `lp_session=${a.body.sessionId}` });
    expect(r.status).toBe(401);
    expect(r.body.sessionId).toBeUndefined();
  });

  it('leaves the old session alive when the init data is refused', async () => {
    const anon = await t.anonymousSession();
    const r = await t.call('tma-auth', { initData: 'user=%7B%7D&hash=00', sessionId: anon });
    expect(r.status).toBe(401);
    expect((await t.call('check-session', { sessionId: anon })).body.exists).toBe(true);
  });

  it('finds the same person next time (no session held): one user, one profile, a new session', async () => {
    const person = tgUser({ username: 'same_person_tma' });
    const a = await tmaAuth(signedInitData({ user: person }));
    const b = await tmaAuth(signedInitData({ user: person }));
    expect(b.body.sessionId).not.toBe(a.body.sessionId);
    const [ca, cb] = await Promise.all([
      t.call('check-session', { sessionId: a.body.sessionId }),
      t.call('check-session', { sessionId: b.body.sessionId }),
    ]);
    expect(cb.body.userId).toBe(ca.body.userId);
    const profiles = await t.db.db.selectFrom('profiles').select('id').where('user_id', '=', ca.body.userId).execute();
    expect(profiles).toHaveLength(1);
  });

  it.each([
    ['task_42', '/planner?task=42'],
    ['post_aB3', '/post/aB3'],
    ['profile_Anna_Smirnova', '/anna_smirnova'],
    ['something_else', '/'],
    ['post_../../evil', '/'],
  ])('redirects start_param %s to %s', async (startParam, redirectTo) => {
    const r = await tmaAuth(signedInitData({ startParam }));
    expect(r.body.redirectTo).toBe(redirectTo);
  });

  it('refuses tampered init data with 401', async () => {
    const raw = signedInitData({ user: tgUser({ id: 111_111 }) });
    const tampered = raw.replace(encodeURIComponent('"id":111111'), encodeURIComponent('"id":222222'));
    expect(tampered).not.toBe(raw);
    const r = await tmaAuth(tampered);
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/signature/);
    expect(
      await t.db.db.selectFrom('users').select('id').where('telegram_id', 'in', [111_111, 222_222]).execute(),
    ).toEqual([]);
  });

  it('refuses init data signed for another bot with 401', async () => {
    const r = await tmaAuth(signedInitData({ token: '654321:ANOTHER-bot-token-entirely-xyz' }));
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/signature/);
  });

  it('refuses stale init data with 401 saying it expired', async () => {
    const r = await tmaAuth(signedInitData({ authDate: new Date(Date.now() - 25 * HOUR) }));
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/expired/);
    expect((await tmaAuth(signedInitData({ authDate: new Date(Date.now() - 23 * HOUR) }))).status).toBe(200);
  });

  it('honours a configured maximum age', async () => {
    const r = await callWith({ initDataMaxAge: 60 }, signedInitData({ authDate: new Date(Date.now() - 120_000) }));
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/expired/);
  });

  it.each([
    ['garbage', 'not init data at all'],
    ['no hash', 'user=%7B%7D&auth_date=1'],
    ['a query without auth_date', 'user=%7B%7D&hash=abc'],
  ])('refuses malformed init data (%s) with 401', async (_name, initData) => {
    const r = await tmaAuth(initData);
    expect(r.status).toBe(401);
    expect(typeof r.body.error).toBe('string');
  });

  it('refuses init data without a user with 401', async () => {
    const r = await tmaAuth(signedInitData({ user: { id: 0, first_name: '' } as never }));
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/user/);
  });

  it('refuses a missing or non-string initData with 400', async () => {
    for (const initData of [undefined, '', 42, { a: 1 }]) {
      const r = await tmaAuth(initData);
      expect(r.status, JSON.stringify(initData)).toBe(400);
      expect(r.body.error).toContain('initData');
    }
  });

  it('answers 503 saying so when no BOT_TOKEN is configured', async () => {
    const r = await callWith({ botToken: undefined }, signedInitData());
    expect(r.status).toBe(503);
    expect(r.body.error).toMatch(/BOT_TOKEN/);
  });
});
