import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '@shared/realtime.ts';
import { createApp } from '@server/http/app.ts';
import { seedDemoPeople } from '@server/demo/people.ts';
import { hashSessionId } from '@server/services/sessions.ts';
import { hashToken, purgeOldSignInTokens, signInService } from '@server/features/auth/sign-in-tokens.ts';
import { createTestApp } from '../support/test-app.ts';
import { TEST_BOT_USERNAME, tgUser } from '../support/telegram.ts';

const t = await createTestApp({ botUsername: TEST_BOT_USERNAME });
const signIn = signInService(t.db.db);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

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
const sessionRow = (id: string) =>
  t.db.db.selectFrom('sessions').selectAll().where('id_hash', '=', hashSessionId(id)).executeTakeFirst();
type Issued = { link: string; code: number; state: string };
/** The one-time token inside the deep link. */
const tokenOf = (body: Issued) => body.link.slice(body.link.indexOf('start=signin_') + 'start=signin_'.length);
/** The person taps the right number in the bot. */
const confirm = (body: Issued, person: ReturnType<typeof tgUser>) => signIn.confirm(tokenOf(body), person, body.code);
/** The page that asked collects its new session with its secret. */
const collect = (sessionId: string, state?: string) => t.call('auth', { action: 'checkAuth', sessionId, state });
/** A browser signs in through the bot: its new session id. */
async function signInThroughBot(person = tgUser()) {
  const sessionId = await newSession();
  const { body } = await initAuth(sessionId);
  expect((await confirm(body, person)).status).toBe('signed_in');
  const r = await collect(sessionId, body.state);
  expect(r.body.sessionId).toBeTruthy();
  return r.body.sessionId as string;
}

describe('auth initAuth', () => {
  it('answers the bot deep link with a one-time token (within Telegram’s 64-character start parameter), a two-digit code and a secret', async () => {
    const sessionId = await newSession();
    const r = await initAuth(sessionId);
    expect(r.status).toBe(200);
    const token = tokenOf(r.body);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 random bits, base64url
    expect(r.body.link).toBe(`https://t.me/${TEST_BOT_USERNAME}?start=signin_${token}`);
    expect(`signin_${token}`.length).toBeLessThanOrEqual(64);
    expect(r.body.code).toBeGreaterThanOrEqual(10);
    expect(r.body.code).toBeLessThanOrEqual(99);
    expect(r.body.state).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(r.body.state).not.toBe(token);
    const ttl = Date.parse(r.body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(9.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('stores only hashes of the token and the secret, the code, and the masked network', async () => {
    const sessionId = await newSession();
    const r = await initAuth(sessionId, { 'x-forwarded-for': '198.51.100.77', 'user-agent': CHROME });
    const rows = await t.db.db.selectFrom('sign_in_tokens').selectAll().execute();
    const leaks = (secret: string) => rows.some((row) => Object.values(row).some((v) => String(v).includes(secret)));
    expect(leaks(tokenOf(r.body))).toBe(false);
    expect(leaks(r.body.state)).toBe(false);
    expect(leaks(sessionId)).toBe(false);
    expect(leaks('198.51.100.77')).toBe(false);
    const row = rows.find((x) => x.token_hash === hashToken(tokenOf(r.body)));
    expect(row).toMatchObject({ state_hash: hashToken(r.body.state), code: r.body.code, network: '198.51.100.x' });
  });

  it('issues a different token every time and voids the older one of the session', async () => {
    const sessionId = await newSession();
    const first = await initAuth(sessionId);
    const second = await initAuth(sessionId);
    expect(tokenOf(second.body)).not.toBe(tokenOf(first.body));
    expect(await confirm(first.body, tgUser())).toEqual({ status: 'voided' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
    expect((await confirm(second.body, tgUser())).status).toBe('signed_in');
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
    await t.db.db
      .updateTable('rate_limits')
      .set({ window_start: sql`window_start - interval '1 day'` })
      .where('bucket', '=', 'auth.initAuth')
      .execute();
    expect((await initAuth(sessionId, headers)).status).toBe(200);
  });
});

describe('confirming a sign-in', () => {
  it('hands a NEW signed-in session to the asking page, once, after the bot confirmed; the old id is ended', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    expect((await collect(sessionId)).body).toEqual({ isAuthenticated: false, state: 'anonymous' });
    // Before the bot confirmed, the secret collects nothing.
    expect((await collect(sessionId, body.state)).body).toEqual({ isAuthenticated: false, state: 'anonymous' });

    const ref = (await sessionRow(sessionId))!.id;
    const seen: ChangeEvent[] = [];
    const unsubscribe = t.deps.hub.subscribe({
      sessionRef: ref,
      userId: null,
      send: (ev) => seen.push(ev),
      close: () => {},
    });
    const person = tgUser({
      first_name: 'Ольга',
      last_name: 'Иванова',
      username: 'Olga_Ivanova_Law',
      language_code: 'en',
    });
    const r = await confirm(body, person);
    expect(r).toMatchObject({ status: 'signed_in', profile: { name: 'Ольга Иванова', username: 'olga_ivanova_law' } });
    // The page hears of the confirmation (no session id in the event), then collects.
    await expect
      .poll(() => seen.find((e) => e.table === 'sign_in_tokens' && e.session_ref === ref && e.void_reason === null))
      .toBeTruthy();
    expect(JSON.stringify(seen)).not.toContain(sessionId);
    // The asking session itself is still anonymous: the bot never signs an id in.
    expect((await t.call('check-session', { sessionId })).body).toMatchObject({ exists: true, isAuth: false });

    const collected = await collect(sessionId, body.state);
    expect(collected.body).toEqual({
      isAuthenticated: true,
      state: 'authenticated',
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const newId = collected.body.sessionId as string;
    expect(newId).not.toBe(sessionId);
    // Once only; and the old id is gone.
    expect((await collect(sessionId, body.state)).body.sessionId).toBeUndefined();
    expect((await t.call('check-session', { sessionId })).body.exists).toBe(false);
    await expect.poll(() => seen.some((e) => e.table === 'sessions' && e.op === 'delete' && e.id === ref)).toBe(true);
    unsubscribe();

    const check = await t.call('check-session', { sessionId: newId });
    expect(check.body).toMatchObject({ exists: true, isAuth: true });
    const user = await t.db.db
      .selectFrom('users')
      .selectAll()
      .where('telegram_id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Ольга',
      last_name: 'Иванова',
      username: 'Olga_Ivanova_Law',
      language_code: 'en',
    });
    expect(check.body.userId).toBe(user.id);
    const settings = await t.call('settings', { action: 'getUserSettings', sessionId: newId });
    expect(settings.body).toEqual({ language: 'en', timezone: 'Europe/Moscow' });
    const profile = await t.call('profile', { sessionId: newId }, { method: 'GET' });
    expect(profile.body.profile).toMatchObject({ name: 'Ольга Иванова', username: 'olga_ivanova_law' });
  });

  it('finds the same person on the next sign-in: one user, one profile, names refreshed', async () => {
    const person = tgUser({ username: 'returning_person' });
    await confirm((await initAuth(await newSession())).body, person);
    const again = await confirm((await initAuth(await newSession())).body, { ...person, first_name: 'Renamed' });
    expect(again).toMatchObject({ status: 'signed_in', profile: { username: 'returning_person' } });
    const users = await t.db.db.selectFrom('users').selectAll().where('telegram_id', '=', person.id).execute();
    expect(users).toHaveLength(1);
    expect(users[0].first_name).toBe('Renamed');
    const profiles = await t.db.db.selectFrom('profiles').select('id').where('user_id', '=', users[0].id).execute();
    expect(profiles).toHaveLength(1);
  });

  it('gives a free valid username when the Telegram one is taken, missing or unusable', async () => {
    await t.signIn('Taken', 'taken_name');
    const a = await confirm((await initAuth(await newSession())).body, tgUser({ username: 'Taken_Name' }));
    expect(a.status === 'signed_in' && a.profile.username).toMatch(/^taken_name_\d{4}$/);
    const b = await confirm(
      (await initAuth(await newSession())).body,
      tgUser({ username: undefined, first_name: 'Пётр', last_name: 'Щукин' }),
    );
    expect(b.status === 'signed_in' && b.profile.username).toBe('petr_shchukin');
    const c = await confirm(
      (await initAuth(await newSession())).body,
      tgUser({ username: undefined, first_name: '李', last_name: undefined }),
    );
    expect(c.status === 'signed_in' && c.profile.username).toMatch(/^user\d+$/);
  });

  it('works once: a used token signs in nobody else, and the page collects its first person', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    const first = tgUser();
    expect((await confirm(body, first)).status).toBe('signed_in');
    const intruder = tgUser({ username: 'intruder_x' });
    expect(await confirm(body, intruder)).toEqual({ status: 'used' });
    const user = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('telegram_id', '=', first.id)
      .executeTakeFirstOrThrow();
    const newId = (await collect(sessionId, body.state)).body.sessionId;
    expect((await t.call('check-session', { sessionId: newId })).body.userId).toBe(user.id);
    expect(
      await t.db.db.selectFrom('users').select('id').where('telegram_id', '=', intruder.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets exactly one of two simultaneous confirmations through', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    const results = await Promise.all([confirm(body, tgUser()), confirm(body, tgUser())]);
    expect(results.map((r) => r.status).sort()).toEqual(['signed_in', 'used']);
  });

  it('answers a repeated Confirm of the same person as done, changing nothing', async () => {
    const { body } = await initAuth(await newSession());
    const person = tgUser();
    await confirm(body, person);
    expect(await confirm(body, person)).toMatchObject({ status: 'signed_in', again: true });
  });

  it('refuses an expired token and changes nothing', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    await t.db.db
      .updateTable('sign_in_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(tokenOf(body)))
      .execute();
    expect(await signIn.describe(tokenOf(body))).toEqual({ status: 'expired' });
    expect(await confirm(body, tgUser())).toEqual({ status: 'expired' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
  });

  it('forgets links a day after they expired', async () => {
    const { body } = await initAuth(await newSession());
    const fresh = await initAuth(await newSession());
    await t.db.db
      .updateTable('sign_in_tokens')
      .set({ expires_at: new Date(Date.now() - 25 * 3600_000) })
      .where('token_hash', '=', hashToken(tokenOf(body)))
      .execute();
    expect(await purgeOldSignInTokens(t.db.db)).toBeGreaterThanOrEqual(1);
    expect(await signIn.describe(tokenOf(body))).toEqual({ status: 'unknown' });
    expect((await signIn.describe(tokenOf(fresh.body))).status).toBe('ok');
  });

  it('refuses an unknown token', async () => {
    expect(await signIn.describe('A'.repeat(24))).toEqual({ status: 'unknown' });
    expect(await signIn.confirm('A'.repeat(24), tgUser(), 50)).toEqual({ status: 'unknown' });
  });

  it('Cancel leaves the session anonymous and the link dead', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    expect(await signIn.cancel(tokenOf(body))).toEqual({ status: 'cancelled' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
    expect(await confirm(body, tgUser())).toEqual({ status: 'voided' });
    expect((await sessionRow(sessionId))?.is_auth).toBe(false);
  });
});

describe('phishing: number matching, so a sign-in link sent by someone else signs nobody in', () => {
  it('a wrong number voids the link and signs nobody in; the page hears why', async () => {
    const attacker = await newSession();
    const { body } = await initAuth(attacker);
    const ref = (await sessionRow(attacker))!.id;
    const seen: ChangeEvent[] = [];
    const unsubscribe = t.deps.hub.subscribe({
      sessionRef: ref,
      userId: null,
      send: (ev) => seen.push(ev),
      close: () => {},
    });
    const victim = tgUser({ username: 'phished_lawyer' });
    const wrong = body.code === 99 ? 98 : body.code + 1;
    expect(await signIn.confirm(tokenOf(body), victim, wrong)).toEqual({ status: 'wrong_code' });
    await expect
      .poll(() => seen.find((e) => e.table === 'sign_in_tokens' && e.void_reason === 'wrong_code'))
      .toBeTruthy();
    unsubscribe();
    // The right number afterwards does not work either: the link is dead.
    expect(await confirm(body, victim)).toEqual({ status: 'voided' });
    expect((await collect(attacker, body.state)).body).toEqual({ isAuthenticated: false, state: 'anonymous' });
    expect(
      await t.db.db.selectFrom('users').select('id').where('telegram_id', '=', victim.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('the bot is offered three distinct numbers, the right one among them, and the masked network', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId, { 'x-forwarded-for': '203.0.113.200', 'user-agent': CHROME });
    const d = await signIn.describe(tokenOf(body));
    expect(d.status).toBe('ok');
    if (d.status !== 'ok') return;
    expect(d.network).toBe('203.0.113.x');
    expect(d.choices).toHaveLength(3);
    expect(new Set(d.choices).size).toBe(3);
    expect(d.choices).toContain(body.code);
    for (const n of d.choices) expect(n >= 10 && n <= 99).toBe(true);
  });

  it('masks IPv6 to its /48', async () => {
    const { body } = await initAuth(await newSession(), {
      'x-forwarded-for': '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      'user-agent': CHROME,
    });
    const d = await signIn.describe(tokenOf(body));
    expect(d.status === 'ok' && d.network).toBe('2001:db8:85a3::/48');
  });

  it('the right tap signs in only the browser holding the secret', async () => {
    const attacker = await newSession();
    const { body } = await initAuth(attacker);
    expect((await confirm(body, tgUser())).status).toBe('signed_in');
    // Without the secret, or with a wrong one, nothing is handed over.
    expect((await collect(attacker)).body.sessionId).toBeUndefined();
    expect((await collect(attacker, 'B'.repeat(24))).body.sessionId).toBeUndefined();
    // The secret is useless from another session.
    const other = await newSession();
    expect((await collect(other, body.state)).body.sessionId).toBeUndefined();
    const collected = await collect(attacker, body.state);
    expect(collected.body.sessionId).toBeTruthy();
    expect((await collect(attacker, body.state)).body.sessionId).toBeUndefined();
  });
});

describe('session fixation: an id someone knew before sign-in is worth nothing after it', () => {
  it('an id known before sign-in is useless after it (401), and is not the new id', async () => {
    const known = await newSession();
    const { body } = await initAuth(known);
    await confirm(body, tgUser());
    const newId = (await collect(known, body.state)).body.sessionId as string;
    expect(newId).not.toBe(known);
    const withOld = await t.call('settings', { action: 'getSessions', sessionId: known });
    expect(withOld.status).toBe(401);
    expect((await t.call('settings', { action: 'getSessions', sessionId: newId })).status).toBe(200);
  });

  it('a secret cannot be collected after its time', async () => {
    const sessionId = await newSession();
    const { body } = await initAuth(sessionId);
    await confirm(body, tgUser());
    await t.db.db
      .updateTable('sign_in_tokens')
      .set({ used_at: new Date(Date.now() - 11 * 60_000) })
      .where('token_hash', '=', hashToken(tokenOf(body)))
      .execute();
    expect((await collect(sessionId, body.state)).body.sessionId).toBeUndefined();
  });

  it('demo sign-in answers a new session and ends the old one', async () => {
    await seedDemoPeople(t.db.db);
    const old = await newSession();
    const people = (await t.call('auth', { action: 'demoPeople' }, { method: 'GET' })).body.people as Array<{
      id: number;
      user_id: number | null;
    }>;
    const person = people.find((p) => p.user_id)!;
    const r = await t.call('auth', { action: 'demoSignIn', sessionId: old, profileId: person.id });
    expect(r.status).toBe(200);
    expect(r.body.sessionId).not.toBe(old);
    expect((await t.call('check-session', { sessionId: old })).body.exists).toBe(false);
    expect((await t.call('check-session', { sessionId: r.body.sessionId })).body).toMatchObject({
      isAuth: true,
      userId: person.user_id,
    });
  });
});

describe('auth signOut', () => {
  it('ends a signed-in session and answers a new anonymous one', async () => {
    const sessionId = await signInThroughBot();
    const r = await t.call('auth', { action: 'signOut', sessionId });
    expect(r.status).toBe(200);
    expect(r.body.sessionId).not.toBe(sessionId);
    expect((await t.call('check-session', { sessionId })).body.exists).toBe(false);
    expect((await t.call('auth', { action: 'checkAuth', sessionId: r.body.sessionId })).body.isAuthenticated).toBe(
      false,
    );
  });
});
