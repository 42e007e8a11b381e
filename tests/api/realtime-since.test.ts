import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '@shared/realtime.ts';
import { sseEvents } from '../support/live-server.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';
import { plannerWorld } from './planner-helpers.ts';

// A page the server drew shows its data as read at one moment; its stream opens a moment later
// and asks for the changes made since (`since`), so the page asks again only for those.
const t = await createTestApp();
const w = await plannerWorld(t);
const { owner, member, outsider } = w.people;

/** A stream of a session as the route registers it, asking for the changes since `since`. */
async function streamSince(who: { sessionId: string; userId: number }, since?: number) {
  const events: ChangeEvent[] = [];
  const state = { resync: 0 };
  const stop = t.deps.hub.subscribe(
    {
      sessionRef: await t.sessionRef(who.sessionId),
      userId: who.userId,
      send: (e) => events.push(e),
      close: () => {},
      resync: () => state.resync++,
    },
    since,
  );
  return { events, state, stop };
}

const streams: Array<{ cancel: () => Promise<unknown> }> = [];
afterAll(async () => {
  await Promise.all(streams.map((s) => s.cancel()));
});

/** A task made in project A by its member, heard by the hub (a live stream of the owner sees it arrive). */
async function taskMadeAfter(title: string) {
  const watching = await streamSince(owner);
  const r = await w.post('tasks', { action: 'create', sessionId: member.sessionId, project_id: w.projectA.id, title });
  expect(r.status).toBe(200);
  const id = r.body.task.id as number;
  await expect.poll(() => watching.events.some((e) => e.table === 'tasks' && e.id === id)).toBe(true);
  watching.stop();
  return id;
}

/** A change anybody may see (a profile), heard after the others: a replay that sent it has sent what came before. */
async function publicChange(who: { profileId: number }, name: string) {
  await t.db.db.updateTable('profiles').set({ name }).where('id', '=', who.profileId).execute();
}

describe('a stream asking for the changes since its page was drawn', () => {
  it('gets those its person may see, made after the moment, and nothing from before it or of others', async () => {
    // The replay reaches back a little (two processes' clocks differ); here it begins at the moment.
    t.deps.hub.limits.replaySkewMs = 0;
    const before = await taskMadeAfter('Задача до отрисовки');
    const drawnAt = Date.now() + 1;
    await expect.poll(() => Date.now() > drawnAt).toBe(true);
    const after = await taskMadeAfter('Задача после отрисовки');
    await publicChange(member, 'Мария Изменённая');

    const mine = await streamSince(owner, drawnAt);
    await expect.poll(() => mine.events.some((e) => e.table === 'profiles')).toBe(true);
    const tasks = mine.events.filter((e) => e.table === 'tasks').map((e) => e.id);
    expect(tasks).toContain(after);
    expect(tasks).not.toContain(before);
    expect(mine.state.resync).toBe(0);
    mine.stop();

    const theirs = await streamSince(outsider, drawnAt);
    await expect.poll(() => theirs.events.some((e) => e.table === 'profiles')).toBe(true);
    expect(theirs.events.filter((e) => e.table === 'tasks')).toEqual([]);
    theirs.stop();
  });

  it('is told to ask again for everything rather than have many changes decided one statement each', async () => {
    t.deps.hub.limits.replaySkewMs = 0;
    const drawnAt = Date.now();
    await expect.poll(() => Date.now() > drawnAt).toBe(true);
    await taskMadeAfter('Первая из многих');
    await taskMadeAfter('Вторая из многих');
    t.deps.hub.limits.replayQueries = 1;
    try {
      const busy = await streamSince(owner, drawnAt);
      await expect.poll(() => busy.state.resync).toBe(1);
      expect(busy.events.filter((e) => e.table === 'tasks')).toEqual([]);
      busy.stop();
    } finally {
      t.deps.hub.limits.replayQueries = 50;
    }
  });

  it('is told to ask again for everything when the moment is older than what the process heard', async () => {
    const long = await streamSince(owner, Date.now() - 10 * 60_000);
    expect(long.state.resync).toBe(1);
    expect(long.events).toEqual([]);
    long.stop();
    // Without a moment, a stream gets what happens from now on, as always.
    const plain = await streamSince(owner);
    expect(plain.state.resync).toBe(0);
    plain.stop();
  });

  it('through the route: `since` must be a moment in milliseconds, and a stream that asks gets `resync` or its changes', async () => {
    const ticket = async () => (await t.call('realtime', { sessionId: owner.sessionId })).body.ticket as string;
    const open = (query: string) =>
      t.app.request(`/functions/v1/realtime?${query}&apikey=${ANON_KEY}`, { headers: { 'accept-language': 'en' } });
    const bad = await open(`ticket=${await ticket()}&since=yesterday`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/moment/);
    const res = await open(`ticket=${await ticket()}&since=1`);
    expect(res.status).toBe(200);
    const events = sseEvents(res.body!);
    streams.push(events);
    const seen: string[] = [];
    while (!seen.includes('resync')) {
      const ev = await events.next();
      if (!ev) break;
      seen.push(ev.event);
    }
    expect(seen).toEqual(['ready', 'resync']);
  });
});
