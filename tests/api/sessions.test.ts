import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '@shared/realtime.ts';
import { createSession, hashSessionId, purgeIdleSessions } from '@server/services/sessions.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const getSessions = (sessionId: string) => t.call('settings', { action: 'getSessions', sessionId });
const refOf = async (sessionId: string) =>
  (
    await t.db.db
      .selectFrom('sessions')
      .select('id')
      .where('id_hash', '=', hashSessionId(sessionId))
      .executeTakeFirstOrThrow()
  ).id;

/** A person with three sessions: this browser, a phone, and another computer. */
async function personWithSessions() {
  const me = await t.signIn('Session Owner');
  const phone = await createSession(t.db.db, { userId: me.userId, userAgent: IPHONE, network: '198.51.100.x' });
  const laptop = await createSession(t.db.db, { userId: me.userId, userAgent: CHROME, network: '2001:db8:85a3::/48' });
  return { ...me, phone, laptop };
}

/** A fake realtime stream of a session, as the SSE route registers it. */
async function stream(sessionId: string, userId: number | null) {
  const events: ChangeEvent[] = [];
  const state = { closed: false };
  const stop = t.deps.hub.subscribe({
    sessionRef: await refOf(sessionId),
    userId,
    send: (e) => events.push(e),
    close: () => (state.closed = true),
  });
  return { events, state, stop };
}

describe('settings getSessions', () => {
  it('lists the person’s sessions by an opaque id, never a session id or a prefix of one, with device, network and times', async () => {
    const me = await personWithSessions();
    const r = await getSessions(me.sessionId);
    expect(r.status).toBe(200);
    const list = r.body.sessions as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    const text = JSON.stringify(r.body);
    for (const id of [me.sessionId, me.phone, me.laptop]) {
      expect(text).not.toContain(id);
      expect(text).not.toContain(id.slice(0, 8));
      expect(text).not.toContain(id.replace(/-/g, '').slice(0, 8));
    }
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phone = list.find((s) => s.userAgent === IPHONE);
    expect(phone).toMatchObject({ network: '198.51.100.x', current: false, device: expect.stringContaining('iOS') });
    expect(list.find((s) => s.userAgent === CHROME)).toMatchObject({ network: '2001:db8:85a3::/48' });
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof s.createdAt).toBe('string');
      expect(typeof s.lastSeenAt).toBe('string');
    }
  });
});

describe('settings revokeSession and signOutOthers', () => {
  it('revoking one’s own other session ends it (401) and closes its realtime stream', async () => {
    const me = await personWithSessions();
    const phoneStream = await stream(me.phone, me.userId);
    const myStream = await stream(me.sessionId, me.userId);
    const list = (await getSessions(me.sessionId)).body.sessions as Array<{ id: string; userAgent: string }>;
    const phone = list.find((s) => s.userAgent === IPHONE)!;
    const r = await t.call('settings', { action: 'revokeSession', sessionId: me.sessionId, data: { id: phone.id } });
    expect(r.status).toBe(200);
    expect((await getSessions(me.phone)).status).toBe(401);
    expect((await getSessions(me.sessionId)).status).toBe(200);
    await expect.poll(() => phoneStream.state.closed).toBe(true);
    // The owner's other devices hear of it (the list updates live).
    await expect
      .poll(() => myStream.events.some((e) => e.table === 'sessions' && e.op === 'delete' && e.id === phone.id))
      .toBe(true);
    expect(myStream.state.closed).toBe(false);
    myStream.stop();
    phoneStream.stop();
    expect(((await getSessions(me.sessionId)).body.sessions as unknown[]).length).toBe(2);
  });

  it('another person’s session id answers 404 and leaves it alone', async () => {
    const me = await personWithSessions();
    const other = await personWithSessions();
    const theirs = (await getSessions(other.sessionId)).body.sessions as Array<{ id: string }>;
    for (const s of theirs) {
      const r = await t.call('settings', { action: 'revokeSession', sessionId: me.sessionId, data: { id: s.id } });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('session_not_found');
    }
    // Nor does a session id itself work as the opaque id.
    expect(
      (await t.call('settings', { action: 'revokeSession', sessionId: me.sessionId, data: { id: other.phone } }))
        .status,
    ).toBe(404);
    expect((await getSessions(other.sessionId)).body.sessions).toHaveLength(3);
    expect(
      (await t.call('settings', { action: 'revokeSession', sessionId: me.sessionId, data: { id: 'nope' } })).status,
    ).toBe(400);
  });

  it('an anonymous session cannot revoke anything (401)', async () => {
    const anon = await t.anonymousSession();
    expect((await t.call('settings', { action: 'signOutOthers', sessionId: anon })).status).toBe(401);
  });

  it('signOutOthers ends every session of the person but this one', async () => {
    const me = await personWithSessions();
    const bystander = await personWithSessions();
    const r = await t.call('settings', { action: 'signOutOthers', sessionId: me.sessionId });
    expect(r.body).toEqual({ ended: 2 });
    expect((await getSessions(me.phone)).status).toBe(401);
    expect((await getSessions(me.laptop)).status).toBe(401);
    const left = (await getSessions(me.sessionId)).body.sessions as Array<{ current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    expect((await getSessions(bystander.phone)).status).toBe(200);
  });
});

describe('idle sessions', () => {
  it('are purged (anonymous after 30 days, signed in after 180) and live ones kept; running it twice is harmless', async () => {
    const me = await t.signIn('Idle Person');
    const oldAnon = await t.anonymousSession();
    const recentAnon = await t.anonymousSession();
    const oldAuth = await createSession(t.db.db, { userId: me.userId });
    const agedAuth = await createSession(t.db.db, { userId: me.userId });
    const age = async (sessionId: string, days: number) =>
      t.db.db
        .updateTable('sessions')
        .set({ last_seen_at: sql`now() - make_interval(days => ${days}::int)` })
        .where('id_hash', '=', hashSessionId(sessionId))
        .execute();
    await age(oldAnon, 31);
    await age(recentAnon, 29);
    await age(oldAuth, 181);
    await age(agedAuth, 100); // an anonymous one this old would be gone
    expect(await purgeIdleSessions(t.db.db)).toBeGreaterThanOrEqual(2);
    expect(await purgeIdleSessions(t.db.db)).toBe(0);
    const left = async (id: string) =>
      !!(await t.db.db.selectFrom('sessions').select('id').where('id_hash', '=', hashSessionId(id)).executeTakeFirst());
    expect(await left(oldAnon)).toBe(false);
    expect(await left(oldAuth)).toBe(false);
    expect(await left(recentAnon)).toBe(true);
    expect(await left(agedAuth)).toBe(true);
    expect(await left(me.sessionId)).toBe(true);
  });
});

describe('session ids are credentials', () => {
  it('the sessions table holds no plain session id, only sha256 hashes', async () => {
    const me = await personWithSessions();
    const anon = await t.anonymousSession();
    const rows = await t.db.db.selectFrom('sessions').selectAll().execute();
    const known = [me.sessionId, me.phone, me.laptop, anon];
    for (const row of rows)
      for (const v of Object.values(row)) for (const id of known) expect(String(v)).not.toContain(id);
    const tokens = await t.db.db.selectFrom('sign_in_tokens').selectAll().execute();
    for (const row of tokens)
      for (const v of Object.values(row)) for (const id of known) expect(String(v)).not.toContain(id);
    expect(rows.some((r) => r.id_hash === hashSessionId(anon))).toBe(true);
    // Any letter case finds the same session.
    expect((await t.call('check-session', { sessionId: anon.toUpperCase() })).body.exists).toBe(true);
  });

  it('a NOTIFY of a sessions change carries the opaque id, never the session id', async () => {
    const me = await personWithSessions();
    const payloads: string[] = [];
    const stop = await t.db.listen((p) => payloads.push(p));
    const ref = await refOf(me.laptop);
    await t.call('settings', { action: 'signOutOthers', sessionId: me.sessionId });
    await t.call('auth', { action: 'signOut', sessionId: me.sessionId });
    await expect.poll(() => payloads.filter((p) => p.includes('"sessions"')).length).toBeGreaterThanOrEqual(3);
    stop();
    const sessionChanges = payloads.filter((p) => JSON.parse(p).table === 'sessions');
    expect(sessionChanges.some((p) => JSON.parse(p).id === ref)).toBe(true);
    for (const p of payloads) for (const id of [me.sessionId, me.phone, me.laptop]) expect(p).not.toContain(id);
  });
});
