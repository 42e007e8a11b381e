import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '../../server/demo/people.ts';
import { readSse, serveApp, startServerProcess } from '../support/live-server.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const live = await serveApp(t.app);
afterAll(() => live.close());

const post = (base: string, name: string, body: unknown, key = ANON_KEY) =>
  fetch(`${base}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('a live server', () => {
  it('answers calls over a real socket', async () => {
    const res = await post(live.url, 'auth', { action: 'initSession' });
    expect(res.status).toBe(200);
    expect((await res.json()).sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over 1 MB with 413 and malformed JSON with 400', async () => {
    const big = await post(live.url, 'check-session', { pad: 'x'.repeat(1_200_000) });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/too large/);
    const bad = await post(live.url, 'check-session', '{"sessionId": tru');
    expect(bad.status).toBe(400);
  });

  it('streams a sign-in and a settings change to the session over SSE, and nothing of others', async () => {
    const me = await t.signIn('Live Person');
    const other = await t.signIn('Someone Else');
    const url = `${live.url}/functions/v1/realtime?sessionId=${me.sessionId}&apikey=${ANON_KEY}`;
    const events = await readSse(url, (evs) => evs.some((e) => e.event === 'change' && e.data.includes('"language"') === false && e.data.includes('user_settings') && e.data.includes(`"user_id":${me.userId}`)), 10_000, async () => {
      await post(live.url, 'settings', { action: 'updateLanguage', sessionId: other.sessionId, data: { language: 'en' } });
      await post(live.url, 'settings', { action: 'updateLanguage', sessionId: me.sessionId, data: { language: 'en' } });
    });
    const changes = events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data));
    expect(changes).toContainEqual(expect.objectContaining({ table: 'user_settings', user_id: me.userId }));
    expect(changes.some((c) => c.user_id === other.userId)).toBe(false);
  });

  it('tells an anonymous session that demo sign-in replaced it (ended, no session id in the event)', async () => {
    await seedDemoPeople(t.db.db);
    const anon = await t.anonymousSession();
    const people = await (await post(live.url, 'auth', { action: 'demoPeople' })).json();
    const url = `${live.url}/functions/v1/realtime?sessionId=${anon}&apikey=${ANON_KEY}`;
    const events = await readSse(url, (evs) => evs.some((e) => e.data.includes('"sessions"')), 10_000, async () => {
      await post(live.url, 'auth', { action: 'demoSignIn', sessionId: anon, profileId: people.people[0].id });
    });
    const change = events.map((e) => (e.event === 'change' ? JSON.parse(e.data) : null)).find((c) => c?.table === 'sessions');
    expect(change).toMatchObject({ table: 'sessions', op: 'delete', user_id: null });
    expect(JSON.stringify(events)).not.toContain(anon);
  });

  it('refuses the stream without a key or session', async () => {
    expect((await fetch(`${live.url}/functions/v1/realtime?sessionId=${await t.anonymousSession()}`)).status).toBe(401);
    const unknown = await fetch(`${live.url}/functions/v1/realtime?sessionId=00000000-0000-4000-8000-000000000000&apikey=${ANON_KEY}`, { headers: { 'accept-language': 'en' } });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toBe('No session found');
  });
});

// Two server processes on one PostgreSQL: the change goes through PostgreSQL's NOTIFY.
describe.runIf(t.db.engine === 'postgres')('two server processes on one PostgreSQL', () => {
  it("delivers a settings change made through one server to the other's SSE client", async () => {
    const second = await startServerProcess({ DATABASE_URL: t.db.url!, ANON_KEY, DEMO: '0' });
    try {
      const me = await t.signIn('Two Servers');
      const url = `${second.url}/functions/v1/realtime?sessionId=${me.sessionId}&apikey=${ANON_KEY}`;
      const events = await readSse(url, (evs) => evs.some((e) => e.data.includes('user_settings')), 15_000, async () => {
        const r = await post(live.url, 'settings', { action: 'updateTimezone', sessionId: me.sessionId, data: { timezone: 'Asia/Tokyo' } });
        expect(r.status).toBe(200);
      });
      expect(events.some((e) => e.event === 'change' && e.data.includes('user_settings'))).toBe(true);
    } finally {
      second.stop();
    }
  }, 30_000);
});
