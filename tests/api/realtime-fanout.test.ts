import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger.ts';
import { RealtimeHub, type RealtimeClient } from '@server/realtime/hub.ts';
import { plannerRules } from '@server/features/planner/realtime-rules.ts';
import { ROLE } from '@shared/schemas/planner.ts';
import type { ChangeEvent } from '@shared/realtime.ts';
import { createTestApp } from '../support/test-app.ts';
import { waitFor } from './planner-helpers.ts';

const t = await createTestApp();
const db = t.db.db;

/** Counts every SQL statement sent through the Kysely instance it is plugged into. */
function statementCounter() {
  const counter = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.count++;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { counter, plugin };
}

interface Fake extends RealtimeClient {
  events: ChangeEvent[];
  expected: boolean;
}

const SESSIONS = 200;

describe('one change, many streams', () => {
  const { counter, plugin } = statementCounter();
  // A hub of the test's own whose rules query through the counting instance only.
  const hub = new RealtimeHub(t.db, createLogger('silent'));
  hub.addRules(plannerRules(db.withPlugin(plugin)));
  const clients: Fake[] = [];
  let taskId = 0;

  beforeAll(async () => {
    await hub.start();
    // 190 people: 10 space owners/admins, 60 members of project 1, 20 viewers of project 1,
    // 40 space members of project 2 only, 60 outsiders; 5 of them have a second stream, and
    // 5 streams are anonymous: 190 + 5 + 5 = 200 streams.
    const people = 190;
    const users = await db
      .insertInto('users')
      .values(Array.from({ length: people }, (_, i) => ({ first_name: `Fan ${i}`, username: `fan_${i}` })))
      .returning('id')
      .execute();
    const profiles = await db
      .insertInto('profiles')
      .values(users.map((u, i) => ({ user_id: u.id, name: `Fan ${i}`, username: `fan_user_${i}` })))
      .returning(['id', 'user_id'])
      .execute();
    const space = await db
      .insertInto('spaces')
      .values({ title: 'Fan-out', created_by: profiles[0].id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [p1, p2] = await db
      .insertInto('projects')
      .values([
        { space_id: space.id, title: 'One' },
        { space_id: space.id, title: 'Two' },
      ])
      .returning('id')
      .execute();
    const kind = (i: number) =>
      i < 10 ? 'manager' : i < 70 ? 'member' : i < 90 ? 'viewer' : i < 130 ? 'elsewhere' : 'outsider';
    const spaceRows = profiles.flatMap((p, i) => {
      const k = kind(i);
      if (k === 'outsider') return [];
      const role = k === 'manager' ? (i < 3 ? ROLE.owner : ROLE.admin) : k === 'viewer' ? ROLE.viewer : ROLE.member;
      return [{ object_type: 'space' as const, space_id: space.id, profile_id: p.id, role_id: role }];
    });
    const projectRows = profiles.flatMap((p, i) => {
      const k = kind(i);
      if (k === 'member' || k === 'viewer')
        return [
          {
            object_type: 'project' as const,
            space_id: space.id,
            project_id: p1.id,
            profile_id: p.id,
            role_id: k === 'viewer' ? ROLE.viewer : ROLE.member,
          },
        ];
      if (k === 'elsewhere')
        return [
          {
            object_type: 'project' as const,
            space_id: space.id,
            project_id: p2.id,
            profile_id: p.id,
            role_id: ROLE.member,
          },
        ];
      return [];
    });
    await db
      .insertInto('members')
      .values([...spaceRows, ...projectRows])
      .execute();
    taskId = (
      await db
        .insertInto('tasks')
        .values({ project_id: p1.id, title: 'Shared task' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    const sees = (i: number) => kind(i) !== 'elsewhere' && kind(i) !== 'outsider';
    const owners = [...users.keys(), 0, 20, 75, 100, 150].map((i) => ({ userId: users[i].id, expected: sees(i) }));
    const signedIn = await db
      .insertInto('sessions')
      .values(owners.map((o) => ({ id_hash: crypto.randomUUID(), is_auth: true, user_id: o.userId, data: '{}' })))
      .returning(['id', 'user_id'])
      .execute();
    const anonymous = await db
      .insertInto('sessions')
      .values(Array.from({ length: 5 }, () => ({ id_hash: crypto.randomUUID(), data: '{}' })))
      .returning('id')
      .execute();

    // Setup's own notifications must be through the hub before the measured change.
    const probe = fake(crypto.randomUUID(), null, false);
    hub.subscribe(probe);
    await db.updateTable('profiles').set({ about: 'drained' }).where('id', '=', profiles[0].id).execute();
    await waitFor(() =>
      probe.events.some((e) => e.table === 'profiles' && e.id === profiles[0].id && e.op === 'update'),
    );

    signedIn.forEach((s, i) => clients.push(fake(s.id, s.user_id, owners[i].expected)));
    for (const a of anonymous) clients.push(fake(a.id, null, false));
    for (const c of clients) hub.subscribe(c);
  });
  afterAll(() => hub.shutdown());

  function fake(sessionRef: string, userId: number | null, expected: boolean): Fake {
    const events: ChangeEvent[] = [];
    return { sessionRef, userId, expected, events, send: (ev) => events.push(ev), close: () => {} };
  }

  it('sends a task change to exactly the streams allowed to see it, after one visibility query', async () => {
    expect(clients).toHaveLength(SESSIONS);
    const expected = clients.filter((c) => c.expected);
    expect(expected.length).toBe(10 + 60 + 20 + 3); // three of the five second streams are project 1's people
    counter.count = 0;

    await db
      .updateTable('tasks')
      .set({ title: 'Shared task, renamed', updated_at: new Date() })
      .where('id', '=', taskId)
      .execute();
    const isIt = (e: ChangeEvent) => e.table === 'tasks' && e.id === taskId;
    await waitFor(() => expected.every((c) => c.events.some(isIt)));

    for (const c of clients)
      expect(c.events.filter(isIt), `stream of user ${c.userId}`).toHaveLength(c.expected ? 1 : 0);
    expect(counter.count).toBe(1);
  });
});

describe('changes in their commit order', () => {
  it('a change whose rule asks the database is not overtaken by a later one decided sooner', async () => {
    // A rule that answers when the test says, as a visibility query slowed by a busy database.
    let answer!: () => void;
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const hub = new RealtimeHub(t.db, createLogger('silent'), {
      tasks: {
        users: async (_change, userIds) => {
          await slow;
          return new Set(userIds);
        },
      },
      spaces: { client: () => true },
    });
    await hub.start();
    // Heard after the hub's own listener: once it has all three, the hub has been handed all three.
    const heard: string[] = [];
    const stopHearing = await t.db.listen((payload) => heard.push(payload));
    const events: ChangeEvent[] = [];
    hub.subscribe({ sessionRef: crypto.randomUUID(), userId: 1, send: (e) => events.push(e), close: () => {} });
    try {
      const notify = (change: ChangeEvent) =>
        db
          .selectNoFrom((eb) => eb.fn<string>('pg_notify', [eb.val('changes'), eb.val(JSON.stringify(change))]).as('n'))
          .execute();
      await notify({ table: 'tasks', op: 'insert', id: -1, project_id: -1, space_id: -1 });
      await notify({ table: 'spaces', op: 'update', id: -2 });
      await notify({ table: 'tasks', op: 'update', id: -3, project_id: -1, space_id: -1 });
      // The space's change is decided at once; it waits for the task created before it.
      await waitFor(() => heard.filter((p) => p.includes('"id":-')).length === 3);
      expect(events).toEqual([]);
      answer();
      await waitFor(() => events.length === 3);
      expect(events.map((e) => e.id)).toEqual([-1, -2, -3]);
    } finally {
      stopHearing();
      hub.shutdown();
    }
  });
});
