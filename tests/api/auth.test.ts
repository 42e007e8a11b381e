import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../shared/realtime.ts';
import { createApp } from '../../server/http/app.ts';
import { authenticateSession } from '../../server/services/sessions.ts';
import { hashToken, purgeOldSignInTokens, signInService } from '../../server/services/sign-in-tokens.ts';
import { createTestApp } from '../support/test-app.ts';
import { TEST_BOT_USERNAME, tgUser } from '../support/telegram.ts';

const t = await createTestApp({ botUsername: TEST_BOT_USERNAME });
const signIn = signInService(t.db.db);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let address = 0;
/** Each test asks from its own address, so the per-address limit only bites where tested. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}`, 'user-agent': CHROME });

async function newSession(headers = from()) {
  const r = await t.call('auth', { action: 'initSession' }, { headers: { ...headers, 'x-timezone': 'Europe/Moscow' } });
  return r.body.sessionId as string;
}
async function initAuth(sessionId: string, headers = from()) {
  return t.call('auth', { action: 'initAuth', sessionId }, { headers });
}
const sessionRow = (id: string) => t.db.db.selectFrom('sessions').selectAll().where('session_id', '=', id).executeTakeFirst();

describe('auth initAuth', () => {
  it('answers a one-time token and the bot deep link, within Telegram’s 64-character start parameter', async () => {
    const sessionId = await newSession();
    const r = await initAuth(sessionId);
    expect(r.status).toBe(200);
    expect(r.body.state).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 random bits, base64url
    expect(r.body.link).toBe(`https://t.me/${TEST_BOT_USERNAME}?start=signin_${r.body.state}`);
    expect(`signin_${r.body.state}`.length).toBeLessThanOrEqual(64);
    const ttl = Date.parse(r.body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('stores only a hash of the token', async () => {
    const r = await initAuth(await newSession());
    const rows = await t.db.db.selectFrom('sign_in_tokens').selectAll().execute();
    expect(rows.some((row) => Object.values(row).some((v) => String(v).includes(r.body.state)))).toBe(false);
    expect(rows.some((row) => row.token_hash === hashToken(r.body.state))).toBe(true);
  });

  it('issues a different token every time and voids the older one of the session', async () => {
    const sessionId = await newSession();
    const first = await initAuth(sessionId);
    const second = await initAuth(sessionId);
    expect(second.body.state).not.toBe(first.body.state);
    expect(await signIn.confirm(first.body.state, tgUser())).toEqual({ status: 'voided' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
    expect((await signIn.confirm(second.body.state, tgUser())).status).toBe('signed_in');
  });

  it('refuses bad input with a readable 4xx', async () => {
    const noSession = await t.call('auth', { action: 'initAuth' }, { headers: from() });
    expect(noSession.status).toBe(400);
    expect(noSession.body.error).toContain('sessionId');
    const notUuid = await t.call('auth', { action: 'initAuth', sessionId: 'abc' }, { headers: from() });
    expect(notUuid.status).toBe(400);
    const unknown = await initAuth(UNKNOWN);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('No session found');
    const noAction = await t.call('auth', { sessionId: UNKNOWN });
    expect(noAction.status).toBe(400);
  });

  it('refuses a session that is already signed in', async () => {
    const me = await t.signIn('Already In');
    const r = await initAuth(me.sessionId);
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(/already signed in/);
  });

  it('answers 503 saying so when no bot is configured', async () => {
    const noBot = createApp({ ...t.deps, botUsername: () => undefined });
    const sessionId = await newSession();
    const res = await noBot.request('/functions/v1/auth', {
      method: 'POST',
      headers: { authorization: 'Bearer test-anon-key', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'initAuth', sessionId }),
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/BOT_TOKEN/);
  });
});

describe('auth rate limits', () => {
  it('allows 10 sign-in links a minute per session, then answers 429 with a readable error', async () => {
    const headers = from();
    const sessionId = await newSession(headers);
    for (let i = 0; i < 10; i++) expect((await initAuth(sessionId, headers)).status).toBe(200);
    const r = await initAuth(sessionId, headers);
    expect(r.status).toBe(429);
    expect(r.body.error).toMatch(/Too many sign-in attempts/);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another browser is not affected.
    expect((await initAuth(await newSession())).status).toBe(200);
  });

  it('allows 30 a minute per address across sessions', async () => {
    const headers = from();
    for (let i = 0; i < 30; i++) expect((await initAuth(await newSession(headers), headers)).status).toBe(200);
    const r = await initAuth(await newSession(headers), headers);
    expect(r.status).toBe(429);
    expect((await initAuth(await newSession())).status).toBe(200);
  });

  it('counts only the last minute', async () => {
    const headers = from();
    const sessionId = await newSession(headers);
    for (let i = 0; i < 10; i++) await initAuth(sessionId, headers);
    // A day later (counters live in rate_limits, by window).
    await t.db.db.updateTable('rate_limits').set({ window_start: sql`window_start - interval '1 day'` }).where('bucket', '=', 'auth.initAuth').execute();
    expect((await initAuth(sessionId, headers)).status).toBe(200);
  });
});

describe('confirming a sign-in', () => {
  it('signs the session in: checkAuth, check-session and the realtime channel say so', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    expect((await t.call('auth', { action: 'checkAuth', sessionId })).body).toEqual({ isAuthenticated: false, state: 'anonymous' });

    // The page's stream, opened with a ticket as the app does.
    const stream = await t.stream(sessionId);
    const seen: ChangeEvent[] = stream.events;
    const person = tgUser({ first_name: 'Ольга', last_name: 'Иванова', username: 'Olga_Ivanova_Law', language_code: 'en' });
    const r = await signIn.confirm(body.state, person);
    expect(r).toMatchObject({ status: 'signed_in', profile: { name: 'Ольга Иванова', username: 'olga_ivanova_law' } });

    expect((await t.call('auth', { action: 'checkAuth', sessionId })).body).toEqual({ isAuthenticated: true, state: 'authenticated' });
    const check = await t.call('check-session', { sessionId });
    expect(check.body).toMatchObject({ exists: true, isAuth: true });
    await expect.poll(() => seen.find((e) => e.table === 'sessions' && e.session_id === sessionId)).toBeTruthy();
    await stream.close();

    const user = await t.db.db.selectFrom('users').selectAll().where('telegram_id', '=', person.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Ольга', last_name: 'Иванова', username: 'Olga_Ivanova_Law', language_code: 'en' });
    expect(check.body.userId).toBe(user.id);
    const settings = await t.call('settings', { action: 'getUserSettings', sessionId });
    expect(settings.body).toEqual({ language: 'en', timezone: 'Europe/Moscow' });
    const profile = await t.call('profile', { sessionId }, { method: 'GET' });
    expect(profile.body.profile).toMatchObject({ name: 'Ольга Иванова', username: 'olga_ivanova_law' });
  });

  it('finds the same person on the next sign-in: one user, one profile, names refreshed', async () => {
    const person = tgUser({ username: 'returning_person' });
    await signIn.confirm((await initAuth(await newSession())).body.state, person);
    const again = await signIn.confirm((await initAuth(await newSession())).body.state, { ...person, first_name: 'Renamed' });
    expect(again).toMatchObject({ status: 'signed_in', profile: { username: 'returning_person' } });
    const users = await t.db.db.selectFrom('users').selectAll().where('telegram_id', '=', person.id).execute();
    expect(users).toHaveLength(1);
    expect(users[0].first_name).toBe('Renamed');
    const profiles = await t.db.db.selectFrom('profiles').select('id').where('user_id', '=', users[0].id).execute();
    expect(profiles).toHaveLength(1);
  });

  it('gives a free valid username when the Telegram one is taken, missing or unusable', async () => {
    await t.signIn('Taken', 'taken_name');
    const a = await signIn.confirm((await initAuth(await newSession())).body.state, tgUser({ username: 'Taken_Name' }));
    expect(a.status === 'signed_in' && a.profile.username).toMatch(/^taken_name_\d{4}$/);
    const b = await signIn.confirm((await initAuth(await newSession())).body.state, tgUser({ username: undefined, first_name: 'Пётр', last_name: 'Щукин' }));
    expect(b.status === 'signed_in' && b.profile.username).toBe('petr_shchukin');
    const c = await signIn.confirm((await initAuth(await newSession())).body.state, tgUser({ username: undefined, first_name: '李', last_name: undefined }));
    expect(c.status === 'signed_in' && c.profile.username).toMatch(/^user\d+$/);
  });

  it('works once: a used token signs in nobody else, and the session stays with its first person', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    const first = tgUser();
    expect((await signIn.confirm(body.state, first)).status).toBe('signed_in');
    const intruder = tgUser({ username: 'intruder_x' });
    expect(await signIn.confirm(body.state, intruder)).toEqual({ status: 'used' });
    const user = await t.db.db.selectFrom('users').select('id').where('telegram_id', '=', first.id).executeTakeFirstOrThrow();
    expect((await sessionRow(sessionId))?.user_id).toBe(user.id);
    expect(await t.db.db.selectFrom('users').select('id').where('telegram_id', '=', intruder.id).executeTakeFirst()).toBeUndefined();
  });

  it('lets exactly one of two simultaneous confirmations through', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    const results = await Promise.all([signIn.confirm(body.state, tgUser()), signIn.confirm(body.state, tgUser())]);
    expect(results.map((r) => r.status).sort()).toEqual(['signed_in', 'used']);
  });

  it('answers a repeated Confirm of the same person as done, changing nothing', async () => {
    const { body } = await initAuth(await newSession());
    const person = tgUser();
    await signIn.confirm(body.state, person);
    expect(await signIn.confirm(body.state, person)).toMatchObject({ status: 'signed_in', again: true });
  });

  it('refuses an expired token and changes nothing', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    await t.db.db.updateTable('sign_in_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(body.state)).execute();
    expect(await signIn.describe(body.state)).toEqual({ status: 'expired' });
    expect(await signIn.confirm(body.state, tgUser())).toEqual({ status: 'expired' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
  });

  it('forgets links a day after they expired', async () => {
    const { body } = await initAuth(await newSession());
    const fresh = await initAuth(await newSession());
    await t.db.db.updateTable('sign_in_tokens').set({ expires_at: new Date(Date.now() - 25 * 3600_000) }).where('token_hash', '=', hashToken(body.state)).execute();
    expect(await purgeOldSignInTokens(t.db.db)).toBeGreaterThanOrEqual(1);
    expect(await signIn.describe(body.state)).toEqual({ status: 'unknown' });
    expect((await signIn.describe(fresh.body.state)).status).toBe('ok');
  });

  it('refuses an unknown token', async () => {
    expect(await signIn.describe('A'.repeat(24))).toEqual({ status: 'unknown' });
    expect(await signIn.confirm('A'.repeat(24), tgUser())).toEqual({ status: 'unknown' });
  });

  it('Cancel leaves the session anonymous and the link dead', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    expect(await signIn.cancel(body.state)).toEqual({ status: 'cancelled' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
    expect(await signIn.confirm(body.state, tgUser())).toEqual({ status: 'voided' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
  });

  it('never takes over a session that someone else signed into meanwhile', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    // The same browser signed in meanwhile as somebody else (say, in another tab).
    const other = await t.signIn('Somebody Else');
    await authenticateSession(t.db.db, sessionId, other.userId);
    const stranger = tgUser();
    expect(await signIn.confirm(body.state, stranger)).toEqual({ status: 'other_account' });
    expect((await t.call('check-session', { sessionId })).body).toMatchObject({ isAuth: true, userId: other.userId });
    // Nothing of the stranger was kept, and the token still is not usable by them later.
    expect(await t.db.db.selectFrom('users').select('id').where('telegram_id', '=', stranger.id).executeTakeFirst()).toBeUndefined();
    expect((await signIn.confirm(body.state, stranger)).status).toBe('other_account');
  });
});

describe('auth signOut', () => {
  it('ends a signed-in session and answers a new anonymous one', async () => {
    const sessionId = await newSession();
    await signIn.confirm((await initAuth(sessionId)).body.state, tgUser());
    const r = await t.call('auth', { action: 'signOut', sessionId });
    expect(r.status).toBe(200);
    expect(r.body.sessionId).not.toBe(sessionId);
    expect((await t.call('check-session', { sessionId })).body.exists).toBe(false);
    expect((await t.call('auth', { action: 'checkAuth', sessionId: r.body.sessionId })).body.isAuthenticated).toBe(false);
  });
});
