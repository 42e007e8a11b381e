import { once } from 'node:events';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoPeople } from '@server/demo/people.ts';
import { readSse, realtimeUrl, serveApp, sseEvents, startServerProcess } from '../support/live-server.ts';
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
    const url = await realtimeUrl(live.url, me.sessionId, ANON_KEY);
    const events = await readSse(
      url,
      (evs) =>
        evs.some(
          (e) =>
            e.event === 'change' &&
            e.data.includes('"language"') === false &&
            e.data.includes('user_settings') &&
            e.data.includes(`"user_id":${me.userId}`),
        ),
      10_000,
      async () => {
        await post(live.url, 'settings', {
          action: 'updateLanguage',
          sessionId: other.sessionId,
          data: { language: 'en' },
        });
        await post(live.url, 'settings', {
          action: 'updateLanguage',
          sessionId: me.sessionId,
          data: { language: 'en' },
        });
      },
    );
    const changes = events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data));
    expect(changes).toContainEqual(expect.objectContaining({ table: 'user_settings', user_id: me.userId }));
    expect(changes.some((c) => c.user_id === other.userId)).toBe(false);
  });

  it('tells an anonymous session that demo sign-in replaced it (ended, no session id in the event)', async () => {
    await seedDemoPeople(t.db.db);
    const anon = await t.anonymousSession();
    const people = await (await post(live.url, 'auth', { action: 'demoPeople' })).json();
    const url = await realtimeUrl(live.url, anon, ANON_KEY);
    const events = await readSse(
      url,
      (evs) => evs.some((e) => e.data.includes('"sessions"')),
      10_000,
      async () => {
        await post(live.url, 'auth', { action: 'demoSignIn', sessionId: anon, profileId: people.people[0].id });
      },
    );
    const change = events
      .map((e) => (e.event === 'change' ? JSON.parse(e.data) : null))
      .find((c) => c?.table === 'sessions');
    expect(change).toMatchObject({ table: 'sessions', op: 'delete', user_id: null });
    expect(JSON.stringify(events)).not.toContain(anon);
  });

  it('refuses the stream without a key, with an unknown ticket, and with a session id in its URL', async () => {
    const url = await realtimeUrl(live.url, await t.anonymousSession(), ANON_KEY);
    expect((await fetch(url.replace(/&apikey=[^&]*/, ''))).status).toBe(401);
    const unknown = await fetch(`${live.url}/functions/v1/realtime?ticket=${'A'.repeat(24)}&apikey=${ANON_KEY}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).code).toBe('realtime_ticket_invalid');
    const bySession = await fetch(
      `${live.url}/functions/v1/realtime?sessionId=${await t.anonymousSession()}&apikey=${ANON_KEY}`,
      { headers: { 'accept-language': 'en' } },
    );
    expect(bySession.status).toBe(400);
    expect((await bySession.json()).code).toBe('realtime_session_in_url');
  });

  it('drops a reader that stops reading, with its queue bounded, while the others keep getting every event', async () => {
    const limits = t.deps.hub.limits;
    // A raw TCP client: sends the GET, reads until the stream is ready, then never reads again.
    const slow = await t.anonymousSession();
    const slowRef = await t.sessionRef(slow);
    const slowUrl = new URL(await realtimeUrl(live.url, slow, ANON_KEY));
    const socket = connect(Number(slowUrl.port), slowUrl.hostname);
    await once(socket, 'connect');
    socket.write(`GET ${slowUrl.pathname}${slowUrl.search} HTTP/1.1\r\nHost: ${slowUrl.host}\r\n\r\n`);
    await new Promise<void>((resolve) => {
      let head = '';
      const onData = (chunk: Buffer) => {
        head += chunk.toString();
        if (!head.includes('event: ready')) return;
        socket.off('data', onData);
        socket.pause();
        resolve();
      };
      socket.on('data', onData);
    });
    expect(t.deps.hub.streamsOf(slowRef)).toBe(1);

    // Many large change events (7 KB each, 17.5 MB together: more than the kernel's socket
    // buffers hold), public so that every stream gets them, in batches of 100; a client that
    // reads takes each batch before the next is made.
    const batches = 25;
    const perBatch = 100;
    let maxQueued = 0;
    const measure = () => (maxQueued = Math.max(maxQueued, t.deps.hub.queuedBytes()));
    const sample = setInterval(measure, 2);
    const reader = await t.anonymousSession();
    const res = await fetch(await realtimeUrl(live.url, reader, ANON_KEY));
    const stream = sseEvents(res.body!);
    expect((await stream.next())?.event).toBe('ready');
    let received = 0;
    for (let b = 0; b < batches; b++) {
      await sql`select pg_notify('changes', json_build_object('table', 'profiles', 'op', 'update', 'id', g, 'note', 'slow-reader-test', 'pad', repeat('x', 7000))::text)
        from generate_series(${b * perBatch + 1}::int, ${(b + 1) * perBatch}::int) g`.execute(t.db.db);
      measure();
      while (received < (b + 1) * perBatch) {
        const ev = await stream.next();
        if (!ev) throw new Error(`the reading client's stream ended after ${received} events`);
        if (ev.event === 'change' && ev.data.includes('"slow-reader-test"')) received++;
      }
    }
    await stream.cancel();
    clearInterval(sample);
    expect(received).toBe(batches * perBatch);
    // The slow stream is gone from the hub; nothing queued for it stayed behind.
    await expect.poll(() => t.deps.hub.streamsOf(slowRef)).toBe(0);
    // At any moment at most one full queue (the slow one's) and the reader's own, never the 17 MB.
    expect(maxQueued).toBeLessThanOrEqual(2 * limits.queueBytes);
    // Its socket was closed by the server: reading again drains what the kernel held, then the end.
    const closed = once(socket, 'close');
    socket.on('data', () => {});
    socket.resume();
    await closed;
  }, 90_000);
});

// Two server processes on one PostgreSQL: the change goes through PostgreSQL's NOTIFY.
describe.runIf(t.db.engine === 'postgres')('two server processes on one PostgreSQL', () => {
  it("delivers a settings change made through one server to the other's SSE client, on a ticket the first issued", async () => {
    const second = await startServerProcess({ DATABASE_URL: t.db.url!, ANON_KEY, DEMO: '0' });
    try {
      const me = await t.signIn('Two Servers');
      // Issued by this process, redeemed by the second one (tickets live in PostgreSQL).
      const url = (await realtimeUrl(live.url, me.sessionId, ANON_KEY)).replace(live.url, second.url);
      const events = await readSse(
        url,
        (evs) => evs.some((e) => e.data.includes('user_settings')),
        15_000,
        async () => {
          const r = await post(live.url, 'settings', {
            action: 'updateTimezone',
            sessionId: me.sessionId,
            data: { timezone: 'Asia/Tokyo' },
          });
          expect(r.status).toBe(200);
        },
      );
      expect(events.some((e) => e.event === 'change' && e.data.includes('user_settings'))).toBe(true);
      // And the other way round: issued by the second process, redeemed here; once only.
      const back = (await realtimeUrl(second.url, me.sessionId, ANON_KEY)).replace(second.url, live.url);
      expect((await readSse(back, (evs) => evs.some((e) => e.event === 'ready'))).map((e) => e.event)).toContain(
        'ready',
      );
      expect((await fetch(back.replace(live.url, second.url))).status).toBe(401);
    } finally {
      await second.stop();
    }
  }, 30_000);
});
