import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeExpiredRealtimeTickets } from '@server/features/realtime/realtime-tickets.ts';
import { hashSessionId } from '@server/services/sessions.ts';
import { sseEvents } from '../support/live-server.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

/** The streams a test opened, cancelled after the file. */
const open: Array<{ cancel: () => Promise<unknown> }> = [];
afterAll(async () => {
  await Promise.all(open.map((s) => s.cancel()));
});

async function ticketFor(sessionId: string, headers: Record<string, string> = {}): Promise<string> {
  const r = await t.call('realtime', { sessionId }, { headers });
  expect(r.status).toBe(200);
  return r.body.ticket;
}

/** GET /functions/v1/realtime?… through app.request: the response, and its events when it is a stream. */
async function stream(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/functions/v1/realtime?${query}`, {
    headers: { 'accept-language': 'en', ...headers },
  });
  if (res.status !== 200) return { res, body: await res.json(), events: null };
  const events = sseEvents(res.body!);
  open.push(events);
  return { res, body: null, events };
}

const withTicket = (ticket: string) => `ticket=${encodeURIComponent(ticket)}&apikey=${ANON_KEY}`;

describe('realtime tickets', () => {
  it('issues a single-use ticket that opens the stream once', async () => {
    const sessionId = await t.anonymousSession();
    const r = await t.call('realtime', { sessionId });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), expiresIn: 30 });
    // Only its hash is stored.
    const rows = await t.db.db
      .selectFrom('realtime_tickets')
      .select(['ticket_hash', 'session_ref'])
      .where('session_ref', '=', await t.sessionRef(sessionId))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].ticket_hash).not.toContain(r.body.ticket);

    const first = await stream(withTicket(r.body.ticket));
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(await first.events!.next()).toEqual({ event: 'ready', data: '{"isAuth":false}' });
    // Redeemed: the row is gone, and the same ticket is refused.
    expect(
      await t.db.db
        .selectFrom('realtime_tickets')
        .select('ticket_hash')
        .where('session_ref', '=', await t.sessionRef(sessionId))
        .execute(),
    ).toEqual([]);
    const again = await stream(withTicket(r.body.ticket));
    expect(again.res.status).toBe(401);
    expect(again.body).toEqual({
      code: 'realtime_ticket_invalid',
      error: 'This live-updates ticket is unknown, already used or expired: ask for a new one',
    });
    await first.events!.cancel();
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const sessionId = await t.anonymousSession();
    const ticket = await ticketFor(sessionId);
    await sql`update realtime_tickets set expires_at = now() - interval '1 second' where session_ref = ${await t.sessionRef(sessionId)}`.execute(
      t.db.db,
    );
    const expired = await stream(withTicket(ticket));
    expect(expired.res.status).toBe(401);
    expect(expired.body.code).toBe('realtime_ticket_invalid');
    const unknown = await stream(withTicket('A'.repeat(24)));
    expect(unknown.res.status).toBe(401);
    expect(unknown.body.code).toBe('realtime_ticket_invalid');
  });

  it("refuses a signed-out session's ticket, and gives a signed-out session none", async () => {
    const me = await t.signIn('Ticket Holder');
    const ticket = await ticketFor(me.sessionId);
    expect((await t.call('auth', { action: 'signOut', sessionId: me.sessionId })).status).toBe(200);
    const refused = await stream(withTicket(ticket));
    expect(refused.res.status).toBe(401);
    expect(refused.body.code).toBe('realtime_ticket_invalid');
    const none = await t.call('realtime', { sessionId: me.sessionId });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'no_session', error: 'No session found' });
  });

  // On PostgreSQL two connections can interleave: the sign-out's delete is held open while the
  // ticket is written, and lands between the call's session read and its insert.
  it.runIf(t.db.engine === 'postgres')(
    'a session signed out while its ticket is being written gets a 401, not a 500',
    async () => {
      const me = await t.signIn('Ticket Racer');
      const signingOut = await t.db.db.startTransaction().execute();
      await sql`delete from sessions where id_hash = ${hashSessionId(me.sessionId)}`.execute(signingOut);
      const asked = t.call('realtime', { sessionId: me.sessionId });
      // The call has read the session (the delete is not committed) and waits on its row.
      await expect
        .poll(async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query like '%insert into realtime_tickets%'`.execute(t.db.db);
          return rows[0]!.n;
        })
        .toBe(1);
      await signingOut.commit().execute();
      const r = await asked;
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 'no_session', error: 'No session found' });
    },
  );

  it('refuses a session id in the stream URL with 400 and says what to do instead', async () => {
    const sessionId = await t.anonymousSession();
    const bare = await stream(`sessionId=${sessionId}&apikey=${ANON_KEY}`);
    expect(bare.res.status).toBe(400);
    expect(bare.body.code).toBe('realtime_session_in_url');
    expect(bare.body.error).toMatch(/does not take a session id.*POST \/functions\/v1\/realtime.*\?ticket=/);
    // Not even beside a good ticket (which stays unspent).
    const ticket = await ticketFor(sessionId);
    expect((await stream(`${withTicket(ticket)}&sessionId=${sessionId}`)).res.status).toBe(400);
    expect((await stream(withTicket(ticket))).res.status).toBe(200);
    const ru = await t.app.request(`/functions/v1/realtime?sessionId=${sessionId}&apikey=${ANON_KEY}`, {
      headers: { 'accept-language': 'ru' },
    });
    expect((await ru.json()).error).toMatch(/не принимает идентификатор сессии/);
  });

  it('answers 400 without a ticket or with a malformed one, and 401 without the key', async () => {
    const missing = await stream(`apikey=${ANON_KEY}`);
    expect(missing.res.status).toBe(400);
    expect(missing.body.error).toMatch(/ticket/);
    expect((await stream(`ticket=${'x'.repeat(5)}&apikey=${ANON_KEY}`)).res.status).toBe(400);
    const ticket = await ticketFor(await t.anonymousSession());
    expect((await stream(`ticket=${ticket}`)).res.status).toBe(401);
  });

  it('takes the session only from a POST body with the key (the ticket call is a function of the host)', async () => {
    const sessionId = await t.anonymousSession();
    expect((await t.call('realtime', { sessionId }, { key: null })).status).toBe(401);
    expect((await t.call('realtime', {})).status).toBe(400);
    expect((await t.call('realtime', { sessionId: 'nope' })).status).toBe(400);
  });

  it('keeps at most 10 unredeemed tickets per session, and the purge drops expired ones only', async () => {
    const sessionId = await t.anonymousSession();
    const tickets: string[] = [];
    for (let i = 0; i < 12; i++) tickets.push(await ticketFor(sessionId));
    const count = async (id: string) =>
      Number(
        (
          await t.db.db
            .selectFrom('realtime_tickets')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('session_ref', '=', await t.sessionRef(id))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(sessionId)).toBe(10);
    expect((await stream(withTicket(tickets[11]))).res.status).toBe(200);
    const other = await t.anonymousSession();
    await ticketFor(other);
    await sql`update realtime_tickets set expires_at = now() - interval '1 second' where session_ref = ${await t.sessionRef(sessionId)}`.execute(
      t.db.db,
    );
    expect(await purgeExpiredRealtimeTickets(t.db.db)).toBeGreaterThanOrEqual(9);
    expect(await count(sessionId)).toBe(0);
    expect(await count(other)).toBe(1);
  });
});

describe('realtime stream limits', () => {
  it('a 6th stream of one session closes the oldest, which is told it was replaced', async () => {
    const sessionId = await t.anonymousSession();
    const ref = await t.sessionRef(sessionId);
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const s = await stream(withTicket(await ticketFor(sessionId)));
      expect(await s.events!.next()).toMatchObject({ event: 'ready' });
      streams.push(s.events!);
    }
    expect(t.deps.hub.streamsOf(ref)).toBe(5);
    const sixth = await stream(withTicket(await ticketFor(sessionId)));
    expect(await sixth.events!.next()).toMatchObject({ event: 'ready' });
    expect(await streams[0].next()).toEqual({ event: 'replaced', data: '{}' });
    expect(await streams[0].next()).toBeNull(); // the stream ended
    expect(t.deps.hub.streamsOf(ref)).toBe(5);
    // The others are still live: a sign-out reaches them (and ends them).
    await t.call('auth', { action: 'signOut', sessionId });
    for (const s of [...streams.slice(1), sixth.events!])
      expect(await s.next()).toMatchObject({ event: 'change', data: expect.stringContaining('"sessions"') });
    for (const s of [...streams.slice(1), sixth.events!]) expect(await s.next()).toBeNull();
    expect(t.deps.hub.streamsOf(ref)).toBe(0);
  });

  it('answers 429 past the per-address limit of 50 streams, counting each address on its own', async () => {
    expect(t.deps.hub.limits.streamsPerAddress).toBe(50);
    const address = { 'x-forwarded-for': '203.0.113.50' };
    const held = [];
    for (let s = 0; s < 10; s++) {
      const sessionId = await t.anonymousSession();
      for (let i = 0; i < 5; i++) {
        const opened = await stream(withTicket(await ticketFor(sessionId)), address);
        expect(opened.res.status).toBe(200);
        held.push(opened.events!);
      }
    }
    const sessionId = await t.anonymousSession();
    const ticket = await ticketFor(sessionId);
    const refused = await stream(withTicket(ticket), address);
    expect(refused.res.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'realtime_too_many_streams',
      error: 'Too many live-update connections from this address. Close some tabs and try again.',
    });
    // Another address is not affected, and the refused ticket was not spent.
    expect(
      (await stream(withTicket(await ticketFor(sessionId)), { 'x-forwarded-for': '203.0.113.51' })).res.status,
    ).toBe(200);
    // A closed stream makes room again.
    await held[0].cancel();
    await expect.poll(() => t.deps.hub.hasRoomFor('203.0.113.50')).toBe(true);
    expect((await stream(withTicket(ticket), address)).res.status).toBe(200);
    await Promise.all(held.map((h) => h.cancel()));
  });
});
