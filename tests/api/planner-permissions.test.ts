import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '@shared/realtime.ts';
import { ROLE } from '@shared/schemas/planner.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld, probe, waitFor, type Person, type World } from './planner-helpers.ts';

/**
 * The permission matrix of docs/planner-api.md ("Roles and permissions"): every planner call and action ×
 * owner, admin, member (of project A), viewer (of project A), member of another project
 * (B), outsider, anonymous session, signed-out session. Successful writes run on fresh
 * objects so one role's success cannot change another's case.
 */

const t = await createTestApp();
const w: World = await plannerWorld(t);
const { get, post } = w;
const { owner, admin, member, viewer, other, outsider } = w.people;

type Who = 'owner' | 'admin' | 'member' | 'viewer' | 'other' | 'outsider' | 'anon' | 'signedOut';
const WHO: Who[] = ['owner', 'admin', 'member', 'viewer', 'other', 'outsider', 'anon', 'signedOut'];

const signedOut = await t.signIn('Signed Out');
await t.call('auth', { action: 'signOut', sessionId: signedOut.sessionId });

const person: Record<Exclude<Who, 'anon' | 'signedOut'>, Person> = { owner, admin, member, viewer, other, outsider };
const sessionOf = (who: Who) =>
  who === 'anon' ? w.anon : who === 'signedOut' ? signedOut.sessionId : person[who].sessionId;
/** The space role each person has in the world's space (outsider: none). */
const spaceRole: Partial<Record<Who, number>> = {
  owner: ROLE.owner,
  admin: ROLE.admin,
  member: ROLE.member,
  viewer: ROLE.viewer,
  other: ROLE.member,
};

type Expect = Record<Who, number>;
const row = (...codes: number[]): Expect => Object.fromEntries(WHO.map((who, i) => [who, codes[i]])) as Expect;

let seq = 0;
const freshPerson = () => t.signIn('Fresh Person', `fresh_${++seq}_${w.tag}`);

/** A new project in the world's space with member and viewer on it (as project A). */
async function freshProjectLikeA() {
  const p = (
    await post('projects', {
      action: 'create',
      sessionId: owner.sessionId,
      space_id: w.space.id,
      title: `Fresh ${++seq}`,
    })
  ).body.project;
  await post('members', { action: 'add', sessionId: owner.sessionId, projectId: p.id, profileId: member.profileId });
  await post('members', {
    action: 'add',
    sessionId: owner.sessionId,
    projectId: p.id,
    profileId: viewer.profileId,
    roleId: ROLE.viewer,
  });
  return p as { id: number };
}

/** A new space of the owner where `who` has the same role as in the world's space. */
async function freshSpaceWith(who: Who) {
  const s = (await post('spaces', { action: 'create', sessionId: owner.sessionId, title: `Fresh space ${++seq}` })).body
    .space;
  const role = spaceRole[who];
  if (role && who !== 'owner')
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: s.id,
      profileId: person[who as 'admin'].profileId,
      roleId: role,
    });
  return s as { id: number };
}

const freshTaskInA = async () =>
  (
    await post('tasks', {
      action: 'create',
      sessionId: owner.sessionId,
      project_id: w.projectA.id,
      title: `Fresh task ${++seq}`,
    })
  ).body.task as { id: number };
const freshSpaceMember = async () => {
  const p = await freshPerson();
  return {
    person: p,
    row: (
      await post('members', { action: 'add', sessionId: owner.sessionId, spaceId: w.space.id, profileId: p.profileId })
    ).body.member as { id: number },
  };
};

interface Case {
  name: string;
  expect: Expect;
  /** the refusal text for 403s, where the spec gives one */
  refusal?: string;
  run: (sessionId: string, who: Who) => Promise<{ status: number; body: any }>;
}

const CASES: Case[] = [
  {
    name: 'spaces get',
    expect: row(200, 200, 200, 200, 200, 200, 401, 401),
    run: (s) => get('spaces', { action: 'get', sessionId: s }),
  },
  {
    name: 'spaces create',
    expect: row(200, 200, 200, 200, 200, 200, 401, 401),
    run: (s) => post('spaces', { action: 'create', sessionId: s, title: 'Mine' }),
  },
  {
    name: 'spaces update',
    expect: row(200, 200, 403, 403, 403, 404, 401, 401),
    run: (s) => post('spaces', { action: 'update', sessionId: s, id: w.space.id, description: 'changed' }),
  },
  {
    name: 'spaces archive',
    expect: row(200, 403, 403, 403, 403, 404, 401, 401),
    run: async (s, who) => post('spaces', { action: 'archive', sessionId: s, id: (await freshSpaceWith(who)).id }),
  },
  {
    name: 'projects get (spaceId)',
    expect: row(200, 200, 200, 200, 200, 404, 401, 401),
    run: (s) => get('projects', { action: 'get', sessionId: s, spaceId: w.space.id }),
  },
  {
    name: 'projects create',
    expect: row(200, 200, 403, 403, 403, 404, 401, 401),
    run: (s) => post('projects', { action: 'create', sessionId: s, space_id: w.space.id, title: 'New' }),
  },
  {
    name: 'projects update (settings)',
    expect: row(200, 200, 403, 403, 404, 404, 401, 401),
    run: (s) => post('projects', { action: 'update', sessionId: s, id: w.projectA.id, description: 'changed' }),
  },
  {
    name: 'projects update (values)',
    expect: row(200, 200, 200, 403, 404, 404, 401, 401),
    run: (s) =>
      post('projects', {
        action: 'update',
        sessionId: s,
        id: w.projectA.id,
        value_select: w.space.property_select.options[0].id,
      }),
  },
  {
    name: 'projects update (space)',
    expect: row(200, 403, 403, 403, 404, 404, 401, 401),
    refusal: 'Only space owners can change space selection',
    run: async (s, who) => {
      const project = who === 'owner' ? await freshProjectLikeA() : w.projectA;
      const target = (await post('spaces', { action: 'create', sessionId: owner.sessionId, title: 'Target' })).body
        .space;
      if (who === 'admin')
        await post('members', {
          action: 'add',
          sessionId: owner.sessionId,
          spaceId: target.id,
          profileId: admin.profileId,
          roleId: ROLE.owner,
        });
      return post('projects', { action: 'update', sessionId: s, id: project.id, space_id: target.id });
    },
  },
  {
    name: 'projects archive',
    expect: row(200, 200, 403, 403, 404, 404, 401, 401),
    run: async (s) => post('projects', { action: 'archive', sessionId: s, id: (await freshProjectLikeA()).id }),
  },
  {
    name: 'tasks get (projectId)',
    expect: row(200, 200, 200, 200, 404, 404, 401, 401),
    run: (s) => get('tasks', { action: 'get', sessionId: s, projectId: w.projectA.id }),
  },
  {
    name: 'tasks create',
    expect: row(200, 200, 200, 403, 404, 404, 401, 401),
    run: (s) => post('tasks', { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'New task' }),
  },
  {
    name: 'tasks update',
    expect: row(200, 200, 200, 403, 404, 404, 401, 401),
    run: (s) => post('tasks', { action: 'update', sessionId: s, id: w.taskA.id, description: 'changed' }),
  },
  {
    name: 'tasks update (project)',
    expect: row(200, 200, 403, 403, 404, 404, 401, 401),
    run: async (s, who) => {
      const r = await post('tasks', {
        action: 'update',
        sessionId: s,
        id: (await freshTaskInA()).id,
        project_id: w.projectB.id,
      });
      if (who === 'member') expect(r.body.error).toBe('Only space owners and admins can change project selection');
      return r;
    },
  },
  {
    name: 'tasks archive',
    expect: row(200, 200, 200, 403, 404, 404, 401, 401),
    run: async (s) => post('tasks', { action: 'archive', sessionId: s, id: (await freshTaskInA()).id }),
  },
  {
    name: 'tasks updateBatch',
    expect: row(200, 200, 200, 403, 404, 404, 401, 401),
    run: (s) =>
      post('tasks', { action: 'updateBatch', sessionId: s, updates: [{ id: w.taskA2.id, value_select_position: 0 }] }),
  },
  {
    name: 'planner-data',
    expect: row(200, 200, 200, 200, 404, 404, 401, 401),
    run: (s) => get('planner-data', { sessionId: s, projectId: w.projectA.id }),
  },
  {
    name: 'get-members (projectId)',
    expect: row(200, 200, 200, 200, 404, 404, 401, 401),
    run: (s) => get('get-members', { sessionId: s, projectId: w.projectA.id }),
  },
  {
    name: 'get-members (spaceId)',
    expect: row(200, 200, 200, 200, 200, 404, 401, 401),
    run: (s) => get('get-members', { sessionId: s, spaceId: w.space.id }),
  },
  {
    name: 'members add (space)',
    expect: row(200, 200, 403, 403, 403, 404, 401, 401),
    run: async (s) =>
      post('members', { action: 'add', sessionId: s, spaceId: w.space.id, profileId: (await freshPerson()).profileId }),
  },
  {
    name: 'members add (project)',
    expect: row(200, 200, 403, 403, 404, 404, 401, 401),
    run: async (s) =>
      post('members', {
        action: 'add',
        sessionId: s,
        projectId: w.projectA.id,
        profileId: (await freshSpaceMember()).person.profileId,
      }),
  },
  {
    name: 'members updateRole (space)',
    expect: row(200, 403, 403, 403, 403, 404, 401, 401),
    run: async (s) =>
      post('members', {
        action: 'updateRole',
        sessionId: s,
        memberId: (await freshSpaceMember()).row.id,
        roleId: ROLE.viewer,
      }),
  },
  {
    name: 'members updateRole (project)',
    expect: row(200, 200, 403, 403, 404, 404, 401, 401),
    run: async (s) => {
      const fresh = await freshSpaceMember();
      const m = (
        await post('members', {
          action: 'add',
          sessionId: owner.sessionId,
          projectId: w.projectA.id,
          profileId: fresh.person.profileId,
        })
      ).body.member;
      return post('members', { action: 'updateRole', sessionId: s, memberId: m.id, roleId: ROLE.viewer });
    },
  },
  {
    name: 'members remove (space)',
    expect: row(200, 200, 403, 403, 403, 404, 401, 401),
    run: async (s) => post('members', { action: 'remove', sessionId: s, memberId: (await freshSpaceMember()).row.id }),
  },
  {
    name: 'members remove (project)',
    expect: row(200, 200, 403, 403, 404, 404, 401, 401),
    run: async (s) => {
      const fresh = await freshSpaceMember();
      const m = (
        await post('members', {
          action: 'add',
          sessionId: owner.sessionId,
          projectId: w.projectA.id,
          profileId: fresh.person.profileId,
        })
      ).body.member;
      return post('members', { action: 'remove', sessionId: s, memberId: m.id });
    },
  },
  {
    name: 'members leave (space)',
    expect: row(409, 200, 200, 200, 200, 404, 401, 401),
    run: async (s, who) => post('members', { action: 'leave', sessionId: s, spaceId: (await freshSpaceWith(who)).id }),
  },
  { name: 'roles', expect: row(200, 200, 200, 200, 200, 200, 200, 200), run: (s) => get('roles', { sessionId: s }) },
  {
    name: 'profiles search',
    expect: row(200, 200, 200, 200, 200, 200, 401, 401),
    run: (s) => get('profiles', { action: 'search', sessionId: s, query: 'person' }),
  },
  {
    name: 'profiles byIds',
    expect: row(200, 200, 200, 200, 200, 200, 401, 401),
    run: (s) => get('profiles', { action: 'byIds', sessionId: s, ids: String(owner.profileId) }),
  },
];

describe('permission matrix', () => {
  for (const c of CASES) {
    it(`${c.name}: ${WHO.map((who) => `${who} ${c.expect[who]}`).join(', ')}`, async () => {
      const got: Partial<Expect> = {};
      for (const who of WHO) {
        const r = await c.run(sessionOf(who), who);
        got[who] = r.status;
        expect(typeof r.body?.error === 'string' || r.status === 200, `${who}: an error has {error}`).toBe(true);
        if (r.status === 401) expect(r.body.error).toBe('No session found');
        if (r.status === 403 && c.refusal) expect(r.body.error).toBe(c.refusal);
      }
      expect(got).toEqual(c.expect);
    });
  }
});

describe('nothing leaks in lists', () => {
  const ids = (list: { id: number }[]) => list.map((x) => x.id);

  it('a member of another project sees the space and project B only', async () => {
    expect(ids((await get('spaces', { action: 'get', sessionId: other.sessionId })).body.spaces)).toContain(w.space.id);
    expect(ids((await get('projects', { action: 'get', sessionId: other.sessionId })).body.projects)).toEqual([
      w.projectB.id,
    ]);
    const tasks = (await get('tasks', { action: 'get', sessionId: other.sessionId })).body.tasks as {
      project_id: number;
    }[];
    expect(new Set(tasks.map((x) => x.project_id))).toEqual(new Set([w.projectB.id]));
  });

  it('members and viewers of project A do not see project B or its tasks', async () => {
    for (const p of [member, viewer]) {
      const projects = ids((await get('projects', { action: 'get', sessionId: p.sessionId })).body.projects);
      expect(projects).toContain(w.projectA.id);
      expect(projects).not.toContain(w.projectB.id);
      const tasks = (await get('tasks', { action: 'get', sessionId: p.sessionId })).body.tasks as { id: number }[];
      expect(ids(tasks)).not.toContain(w.taskB.id);
    }
  });

  it('owners and admins see every project of the space', async () => {
    for (const p of [owner, admin]) {
      const projects = ids(
        (await get('projects', { action: 'get', sessionId: p.sessionId, spaceId: w.space.id })).body.projects,
      );
      expect(projects).toEqual(expect.arrayContaining([w.projectA.id, w.projectB.id]));
    }
  });

  it('an outsider sees none of it', async () => {
    expect(ids((await get('spaces', { action: 'get', sessionId: outsider.sessionId })).body.spaces)).not.toContain(
      w.space.id,
    );
    const projects = ids((await get('projects', { action: 'get', sessionId: outsider.sessionId })).body.projects);
    expect(projects).not.toContain(w.projectA.id);
    expect(projects).not.toContain(w.projectB.id);
    const tasks = ids((await get('tasks', { action: 'get', sessionId: outsider.sessionId })).body.tasks);
    expect(tasks).not.toContain(w.taskA.id);
    expect(tasks).not.toContain(w.taskB.id);
  });
});

describe('nothing leaks over realtime', () => {
  it('each session receives only changes of what it may see', async () => {
    const probes = Object.fromEntries(
      await Promise.all(
        (['owner', 'admin', 'member', 'viewer', 'other', 'outsider'] as const).map(async (who) => [
          who,
          await probe(t, person[who]),
        ]),
      ),
    ) as Record<'owner' | 'admin' | 'member' | 'viewer' | 'other' | 'outsider', Awaited<ReturnType<typeof probe>>>;
    const anonProbe = await probe(t, { sessionId: w.anon });
    const newcomer = await freshPerson();
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: w.space.id,
      profileId: newcomer.profileId,
    });

    await post('tasks', { action: 'update', sessionId: owner.sessionId, id: w.taskA.id, title: 'A changed' });
    await post('tasks', { action: 'update', sessionId: owner.sessionId, id: w.taskB.id, title: 'B changed' });
    await post('projects', { action: 'update', sessionId: owner.sessionId, id: w.projectA.id, title: 'A renamed' });
    await post('projects', {
      action: 'update',
      sessionId: owner.sessionId,
      id: w.projectB.id,
      title: 'B renamed',
      property_date: { title: 'Дата' },
    });
    await post('projects', {
      action: 'update',
      sessionId: owner.sessionId,
      id: w.projectA.id,
      property_number: { title: 'Часы' },
    });
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: w.projectB.id,
      profileId: newcomer.profileId,
    });
    const created = (
      await post('tasks', { action: 'create', sessionId: owner.sessionId, project_id: w.projectB.id, title: 'B new' })
    ).body.task;
    await post('spaces', { action: 'update', sessionId: owner.sessionId, id: w.space.id, description: 'last' });

    const lastSpaceEvent = (evs: ChangeEvent[]) => evs.some((e) => e.table === 'spaces' && e.id === w.space.id);
    for (const who of ['owner', 'admin', 'member', 'viewer', 'other'] as const)
      await waitFor(() => lastSpaceEvent(probes[who].events));
    // Markers for the two streams that hear nothing of the space: one stream carries events in
    // commit order, so once its marker is in, anything about the space would have come before it.
    // The outsider's: a space of its own, after the last change.
    const own = (await post('spaces', { action: 'create', sessionId: outsider.sessionId, title: 'Своё' })).body.space;
    await waitFor(() => probes.outsider.events.some((e) => e.table === 'spaces' && e.id === own.id));
    // The anonymous stream's: a new profile (public), after the outsider's marker.
    const marker = await freshPerson();
    await waitFor(() => anonProbe.events.some((e) => e.table === 'profiles' && e.id === marker.profileId));
    for (const p of [...Object.values(probes), anonProbe]) p.unsubscribe();

    const about = (evs: ChangeEvent[], projectId: number) =>
      evs.filter((e) => (e.table === 'projects' ? e.id === projectId : e.project_id === projectId));
    const A = w.projectA.id;
    const B = w.projectB.id;

    // Owners and admins see both projects' changes.
    for (const who of ['owner', 'admin'] as const) {
      expect(about(probes[who].events, A).length).toBeGreaterThan(0);
      expect(about(probes[who].events, B).length).toBeGreaterThan(0);
      expect(probes[who].events.some((e) => e.table === 'tasks' && e.id === created.id)).toBe(true);
    }
    // Project A's people: A's tasks, project, properties; nothing of B.
    for (const who of ['member', 'viewer'] as const) {
      const evs = probes[who].events;
      expect(evs.some((e) => e.table === 'tasks' && e.id === w.taskA.id)).toBe(true);
      expect(evs.some((e) => e.table === 'properties' && e.project_id === A)).toBe(true);
      expect(about(evs, B)).toEqual([]);
      expect(evs.some((e) => e.table === 'tasks' && (e.id === w.taskB.id || e.id === created.id))).toBe(false);
    }
    // Project B's member: the opposite.
    expect(about(probes.other.events, A)).toEqual([]);
    expect(probes.other.events.some((e) => e.table === 'tasks' && e.id === w.taskA.id)).toBe(false);
    expect(probes.other.events.some((e) => e.table === 'tasks' && e.id === w.taskB.id)).toBe(true);
    // Space-level changes reach every member of the space.
    for (const who of ['member', 'viewer', 'other'] as const) {
      expect(
        probes[who].events.some(
          (e) => e.table === 'members' && e.object_type === 'space' && e.profile_id === newcomer.profileId,
        ),
      ).toBe(true);
    }
    // Outsiders and anonymous sessions receive nothing of the planner.
    const planner = new Set(['spaces', 'projects', 'tasks', 'members', 'properties', 'property_values']);
    const ofOwnSpace = (e: ChangeEvent) => (e.table === 'spaces' ? e.id : e.space_id) === own.id;
    expect(probes.outsider.events.filter((e) => planner.has(e.table) && !ofOwnSpace(e))).toEqual([]);
    expect(anonProbe.events.filter((e) => planner.has(e.table))).toEqual([]);
  });

  it('a person added to a space starts receiving it; removed, stops', async () => {
    const joiner = await freshPerson();
    const p = await probe(t, joiner);
    const m = (
      await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        spaceId: w.space.id,
        profileId: joiner.profileId,
      })
    ).body.member;
    await waitFor(() => p.events.some((e) => e.table === 'members' && e.id === m.id));
    await post('spaces', { action: 'update', sessionId: owner.sessionId, id: w.space.id, description: 'hello joiner' });
    await waitFor(() => p.events.some((e) => e.table === 'spaces'));
    await post('members', { action: 'remove', sessionId: owner.sessionId, memberId: m.id });
    await waitFor(() => p.events.some((e) => e.table === 'members' && e.op === 'delete'));
    const seen = p.events.length;
    await post('spaces', { action: 'update', sessionId: owner.sessionId, id: w.space.id, description: 'bye joiner' });
    // A marker of the joiner's own, after it: one stream carries events in commit order, so once
    // the marker is in, anything about the old space would have come before it.
    const own = (await post('spaces', { action: 'create', sessionId: joiner.sessionId, title: 'Своё' })).body.space;
    await waitFor(() => p.events.some((e) => e.table === 'spaces' && e.id === own.id));
    p.unsubscribe();
    expect(p.events.slice(seen).filter((e) => e.table === 'spaces' && e.id === w.space.id)).toEqual([]);
  });
});
