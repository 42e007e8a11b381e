import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '@server/http/app.ts';
import { clientAddress } from '@server/http/client-info.ts';
import { purgeOldRateLimits, RATE_LIMITS } from '@server/services/rate-limit.ts';
import { keyed, serverSecret } from '@server/services/server-secret.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';
import { TEST_BOT_USERNAME } from '../support/telegram.ts';

/**
 * Rate limits counted in their own table (a sign-out does not reset them),
 * the client's address from the right-most X-Forwarded-For entry behind TRUST_PROXY, limits
 * on initSession, initAuth, tma-auth and profile search, addresses kept as HMACs.
 */
const t = await createTestApp({ botUsername: TEST_BOT_USERNAME });

let n = 0;
/** A fresh address per test, so limits bite only where tested. */
const newAddress = () => `198.51.100.${++n}`;
const as = (address: string, extra: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...extra },
});

const initSession = (address: string, extra: Record<string, string> = {}) =>
  t.call('auth', { action: 'initSession' }, as(address, extra));
const countSessions = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const initAuth = (sessionId: string, address: string) => t.call('auth', { action: 'initAuth', sessionId }, as(address));

describe('rate limits', () => {
  it('keeps counting sign-in links across sign-outs: 30 a minute from one address, not 90', async () => {
    const address = newAddress();
    // Until the address is refused: a slow run may cross a window's edge, where the estimate allows a few more.
    let served = 0;
    for (; served < 90; served++) {
      // New sessions have a count of their own (initSession and signOut share it), kept apart here.
      const sessionId = (await initSession(newAddress())).body.sessionId;
      const status = (await initAuth(sessionId, address)).status;
      // Signing out deletes the session and its sign-in links: the count must not go with them.
      expect((await t.call('auth', { action: 'signOut', sessionId }, as(newAddress()))).status).toBe(200);
      if (status === 429) break;
      expect(status).toBe(200);
    }
    expect(served).toBeGreaterThanOrEqual(30);
    expect(served).toBeLessThan(60);
  }, 120_000);

  it('limits sign-in links per session: the 11th in a minute is a 429 with Retry-After and a readable text', async () => {
    const address = newAddress();
    const sessionId = (await initSession(address)).body.sessionId;
    for (let i = 0; i < 10; i++) expect((await initAuth(sessionId, address)).status).toBe(200);
    const r = await initAuth(sessionId, address);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({
      code: 'rate_limited',
      error: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    const retryAfter = Number(r.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('takes the address from the right-most X-Forwarded-For entry with TRUST_PROXY=1, not the one the client wrote', async () => {
    const real = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const sessionId = await t.anonymousSession();
      // The client writes a new address of its own each time; our proxy appends the real one.
      const r = await t.call('auth', { action: 'initAuth', sessionId }, as(`10.9.${i}.1, ${real}`));
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });

  it('picks the client behind N trusted proxies and falls back to the socket without TRUST_PROXY', async () => {
    const app = new Hono();
    const seen: string[] = [];
    app.get('/hops/:n', (c) => {
      seen.push(clientAddress(c, Number(c.req.param('n'))));
      return c.text('ok');
    });
    for (const hops of [0, 1, 2, 5])
      await app.request(`/hops/${hops}`, { headers: { 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.2' } });
    expect(seen).toEqual(['unknown', '10.0.0.2', '203.0.113.9', 'spoofed']);
  });

  it('limits initSession per address, answering in the caller’s language', async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMITS.initSession.perAddress; i++) expect((await initSession(address)).status).toBe(200);
    const r = await initSession(address, { 'accept-language': 'ru' });
    expect(r.status).toBe(429);
    expect(r.body.error).toBe('Слишком много попыток входа. Подождите минуту и попробуйте снова.');
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await initSession(newAddress())).status).toBe(200);
  });

  it('counts signOut and demoSignIn with initSession: past the limit random session ids get no new sessions, so none fill the table', async () => {
    const address = newAddress();
    // A real session to end later, made from elsewhere.
    const mine = (await initSession(newAddress())).body.sessionId as string;
    const demoSession = (await initSession(newAddress())).body.sessionId as string;
    const demoPerson = await t.signIn('Демо Человек');
    await t.db.db.updateTable('profiles').set({ is_demo: true }).where('id', '=', demoPerson.profileId).execute();
    // Until initSession answers 429 (a slow run may cross a window's edge, where the estimate allows a few more).
    let made = 0;
    while ((await initSession(address)).status === 200) made++;
    expect(made).toBeGreaterThanOrEqual(RATE_LIMITS.initSession.perAddress);
    expect(made).toBeLessThan(2 * RATE_LIMITS.initSession.perAddress);
    const sessionsBefore = await countSessions();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await t.call('auth', { action: 'signOut', sessionId: crypto.randomUUID() }, as(address));
      statuses.push(r.status);
      expect(r.body.sessionId).toBeUndefined();
    }
    expect(statuses.every((s) => s === 429)).toBe(true);
    // Signing out for real, or a demo sign-in, from that address waits too; nothing is ended or made.
    expect((await t.call('auth', { action: 'signOut', sessionId: mine }, as(address))).status).toBe(429);
    const r = await t.call(
      'auth',
      { action: 'demoSignIn', sessionId: demoSession, profileId: demoPerson.profileId },
      as(address),
    );
    expect(r.status).toBe(429);
    expect(await countSessions()).toBe(sessionsBefore);
    expect((await t.call('auth', { action: 'checkAuth', sessionId: mine })).body.state).toBe('anonymous');
    expect((await t.call('auth', { action: 'checkAuth', sessionId: demoSession })).body.state).toBe('anonymous');
  }, 60_000);

  it('signOut of a session nobody holds creates nothing, so made-up ids cannot make sessions', async () => {
    const address = newAddress();
    const before = await countSessions();
    const r = await t.call('auth', { action: 'signOut', sessionId: crypto.randomUUID() }, as(address));
    expect(r.status).toBe(401);
    expect(r.body.sessionId).toBeUndefined();
    expect(await countSessions()).toBe(before);
    // A held session is ended and a fresh anonymous one handed out, as before.
    const held = (await initSession(address)).body.sessionId as string;
    const out = await t.call('auth', { action: 'signOut', sessionId: held }, as(address));
    expect(out.status).toBe(200);
    expect(out.body.sessionId).not.toBe(held);
    expect((await t.call('auth', { action: 'checkAuth', sessionId: out.body.sessionId })).body.state).toBe('anonymous');
  });

  it('limits tma-auth per address, even before the init data is looked at', async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMITS.tmaAuth.perAddress; i++) {
      expect((await t.call('tma-auth', { initData: 'user=%7B%7D&hash=00' }, as(address))).status).not.toBe(429);
    }
    const r = await t.call('tma-auth', { initData: 'user=%7B%7D&hash=00' }, as(address));
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits profile search per session; another person at the same address is still served', async () => {
    const address = newAddress();
    const me = await t.signIn('Search Limit');
    const search = (sessionId: string) =>
      t.call('profiles', { action: 'search', sessionId, query: 'search' }, { ...as(address), method: 'GET' });
    for (let i = 0; i < RATE_LIMITS.profileSearch.perSession; i++)
      expect((await search(me.sessionId)).status).toBe(200);
    const r = await search(me.sessionId);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({
      code: 'search_rate_limited',
      error: 'Too many searches. Please wait a minute and try again.',
    });
    // Another person from the same address is still served (the address allows more).
    const other = await t.signIn('Search Other');
    expect((await search(other.sessionId)).status).toBe(200);
  });

  it('counts atomically: 40 links asked at once from one address give exactly 30', async () => {
    const address = newAddress();
    const sessions = await Promise.all(Array.from({ length: 40 }, () => t.anonymousSession()));
    const statuses = await Promise.all(sessions.map((s) => initAuth(s, address).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('stores addresses and sessions as HMACs under the server secret, never plain or as a bare SHA-256', async () => {
    const address = newAddress();
    const sessionId = (await initSession(address)).body.sessionId;
    const link = await initAuth(sessionId, address);
    expect(link.status).toBe(200);
    const secret = await serverSecret(t.db.db);
    expect(secret.length).toBe(32);
    const rows = await t.db.db.selectFrom('rate_limits').selectAll().execute();
    const counters = JSON.stringify(rows);
    const links = JSON.stringify(
      await t.db.db.selectFrom('sign_in_tokens').select(['address_hash', 'user_agent']).execute(),
    );
    const plainHash = createHash('sha256').update(`address:${address}`).digest('hex');
    expect(counters.includes(address) || links.includes(address)).toBe(false);
    expect(counters.includes(sessionId)).toBe(false);
    expect(counters.includes(plainHash) || links.includes(plainHash)).toBe(false);
    expect(rows.some((r) => r.key === `a:${keyed(secret, 'address', address)}`)).toBe(true);
    expect(rows.some((r) => r.key === `s:${keyed(secret, 'session', sessionId)}`)).toBe(true);
    const token = await t.db.db
      .selectFrom('sign_in_tokens')
      .select('address_hash')
      .where('session_ref', '=', await t.sessionRef(sessionId))
      .executeTakeFirstOrThrow();
    expect(token.address_hash).toBe(keyed(secret, 'address', address));
  });

  it('keeps one generated secret in the database, and uses SERVER_SECRET instead when set', async () => {
    const stored = await t.db.db.selectFrom('server_secrets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.value, 'base64url').equals(await serverSecret(t.db.db))).toBe(true);

    const configured = 'a-configured-server-secret-of-32+chars';
    const app = createApp({ ...t.deps, config: { ...t.config, serverSecret: configured } });
    const address = newAddress();
    const res = await app.request('/functions/v1/auth', {
      method: 'POST',
      headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ action: 'initSession' }),
    });
    expect(res.status).toBe(200);
    const key = `a:${keyed(Buffer.from(configured), 'address', address)}`;
    expect(await t.db.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst()).toEqual({
      count: 1,
    });
  });

  it('purges counters of windows that ended over an hour ago', async () => {
    const address = newAddress();
    await initSession(address);
    await t.db.db
      .updateTable('rate_limits')
      .set({ window_start: sql`window_start - interval '2 hours'` })
      .where('bucket', '=', RATE_LIMITS.initSession.bucket)
      .execute();
    await initSession(newAddress());
    expect(await purgeOldRateLimits(t.db.db)).toBeGreaterThan(0);
    const left = await t.db.db.selectFrom('rate_limits').select('window_start').execute();
    expect(left.every((r) => r.window_start.getTime() > Date.now() - 3600_000)).toBe(true);
  });
});
