import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/schemas/planner.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld, type World } from './planner-helpers.ts';

/**
 * Bad input for every planner call: wrong types, unknown ids, ids of other people's
 * objects, oversized strings, archived parents. Always a 4xx with {error}, never a 500.
 */

const t = await createTestApp();
const w: World = await plannerWorld(t);
const { owner, outsider, other } = w.people;
const s = owner.sessionId;

// Someone else's objects, and archived ones of the owner's.
const foreignSpace = (
  await w.post('spaces', {
    action: 'create',
    sessionId: outsider.sessionId,
    title: 'Foreign',
    property_select: { title: 'F', options: [{ title: 'f', color: 'red' }] },
  })
).body.space;
const foreignProject = (
  await w.post('projects', {
    action: 'create',
    sessionId: outsider.sessionId,
    space_id: foreignSpace.id,
    title: 'Foreign P',
  })
).body.project;
const foreignTask = (
  await w.post('tasks', {
    action: 'create',
    sessionId: outsider.sessionId,
    project_id: foreignProject.id,
    title: 'Foreign T',
  })
).body.task;
const foreignOption = foreignSpace.property_select.options[0].id;
const foreignMember = (await w.get('get-members', { sessionId: outsider.sessionId, spaceId: foreignSpace.id })).body
  .members[0];

const archivedSpace = (await w.post('spaces', { action: 'create', sessionId: s, title: 'Archived' })).body.space;
const projectInArchivedSpace = (
  await w.post('projects', { action: 'create', sessionId: s, space_id: archivedSpace.id, title: 'Under archived' })
).body.project;
await w.post('spaces', { action: 'archive', sessionId: s, id: archivedSpace.id });
const archivedProject = (
  await w.post('projects', { action: 'create', sessionId: s, space_id: w.space.id, title: 'Archived P' })
).body.project;
const taskInArchivedProject = (
  await w.post('tasks', { action: 'create', sessionId: s, project_id: archivedProject.id, title: 'Under archived' })
).body.task;
await w.post('projects', { action: 'archive', sessionId: s, id: archivedProject.id });
const archivedTask = (
  await w.post('tasks', { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'Archived T' })
).body.task;
await w.post('tasks', { action: 'archive', sessionId: s, id: archivedTask.id });

const UNKNOWN = 99_999_999;
const long = (n: number) => 'я'.repeat(n);
const subtask = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: 'x',
  is_completed: false,
  number: id,
  ...extra,
});

type Case = [name: string, method: 'GET' | 'POST', fn: string, input: Record<string, unknown>, status: number];

const CASES: Case[] = [
  // spaces
  ['spaces get: malformed session id', 'GET', 'spaces', { action: 'get', sessionId: 'nope' }, 400],
  ['spaces get: with POST', 'POST', 'spaces', { action: 'get', sessionId: s }, 400],
  ['spaces: unknown action', 'POST', 'spaces', { action: 'delete', sessionId: s, id: w.space.id }, 400],
  ['spaces: no action', 'POST', 'spaces', { sessionId: s }, 400],
  ['spaces create: empty title', 'POST', 'spaces', { action: 'create', sessionId: s, title: '   ' }, 400],
  ['spaces create: title of 201', 'POST', 'spaces', { action: 'create', sessionId: s, title: long(201) }, 400],
  ['spaces create: title a number', 'POST', 'spaces', { action: 'create', sessionId: s, title: 123 }, 400],
  [
    'spaces create: description of 10001',
    'POST',
    'spaces',
    { action: 'create', sessionId: s, title: 'x', description: long(10_001) },
    400,
  ],
  ['spaces create: unknown icon', 'POST', 'spaces', { action: 'create', sessionId: s, title: 'x', icon: 'Skull' }, 400],
  [
    'spaces create: unknown colour',
    'POST',
    'spaces',
    { action: 'create', sessionId: s, title: 'x', color: 'black' },
    400,
  ],
  [
    'spaces create: slot not an object',
    'POST',
    'spaces',
    { action: 'create', sessionId: s, title: 'x', property_select: 'Status' },
    400,
  ],
  [
    'spaces create: 51 options',
    'POST',
    'spaces',
    {
      action: 'create',
      sessionId: s,
      title: 'x',
      property_select: { title: 'S', options: Array.from({ length: 51 }, () => ({ title: 'o', color: 'red' })) },
    },
    400,
  ],
  [
    'spaces create: option title of 101',
    'POST',
    'spaces',
    {
      action: 'create',
      sessionId: s,
      title: 'x',
      property_select: { title: 'S', options: [{ title: long(101), color: 'red' }] },
    },
    400,
  ],
  ['spaces update: id not a number', 'POST', 'spaces', { action: 'update', sessionId: s, id: 'abc', title: 'x' }, 400],
  ['spaces update: negative id', 'POST', 'spaces', { action: 'update', sessionId: s, id: -1, title: 'x' }, 400],
  ['spaces update: id beyond int4', 'POST', 'spaces', { action: 'update', sessionId: s, id: 2 ** 31, title: 'x' }, 400],
  ['spaces update: unknown id', 'POST', 'spaces', { action: 'update', sessionId: s, id: UNKNOWN, title: 'x' }, 404],
  [
    "spaces update: someone else's space",
    'POST',
    'spaces',
    { action: 'update', sessionId: s, id: foreignSpace.id, title: 'x' },
    404,
  ],
  [
    'spaces update: archived space',
    'POST',
    'spaces',
    { action: 'update', sessionId: s, id: archivedSpace.id, title: 'x' },
    404,
  ],
  [
    "spaces update: another property's option id",
    'POST',
    'spaces',
    {
      action: 'update',
      sessionId: s,
      id: w.space.id,
      property_select: { title: 'S', options: [{ id: foreignOption, title: 'f', color: 'red' }] },
    },
    400,
  ],
  [
    'spaces update: an option listed twice',
    'POST',
    'spaces',
    {
      action: 'update',
      sessionId: s,
      id: w.space.id,
      property_select: {
        title: 'S',
        options: [
          { id: w.space.property_select.options[0].id, title: 'a', color: 'red' },
          { id: w.space.property_select.options[0].id, title: 'b', color: 'red' },
        ],
      },
    },
    400,
  ],
  ['spaces archive: no id', 'POST', 'spaces', { action: 'archive', sessionId: s }, 400],
  [
    'spaces archive: already archived',
    'POST',
    'spaces',
    { action: 'archive', sessionId: s, id: archivedSpace.id },
    404,
  ],
  // projects
  ['projects get: spaceId not a number', 'GET', 'projects', { action: 'get', sessionId: s, spaceId: 'x' }, 400],
  ['projects get: unknown space', 'GET', 'projects', { action: 'get', sessionId: s, spaceId: UNKNOWN }, 404],
  [
    "projects get: someone else's space",
    'GET',
    'projects',
    { action: 'get', sessionId: s, spaceId: foreignSpace.id },
    404,
  ],
  ['projects get: archived space', 'GET', 'projects', { action: 'get', sessionId: s, spaceId: archivedSpace.id }, 404],
  ['projects create: no space_id', 'POST', 'projects', { action: 'create', sessionId: s, title: 'x' }, 400],
  ['projects create: no title', 'POST', 'projects', { action: 'create', sessionId: s, space_id: w.space.id }, 400],
  [
    'projects create: unknown space',
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: UNKNOWN, title: 'x' },
    404,
  ],
  [
    "projects create: someone else's space",
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: foreignSpace.id, title: 'x' },
    404,
  ],
  [
    'projects create: archived space',
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: archivedSpace.id, title: 'x' },
    404,
  ],
  [
    'projects create: date not ISO',
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: w.space.id, title: 'x', value_date: 'tomorrow' },
    400,
  ],
  [
    'projects create: period of one',
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: w.space.id, title: 'x', value_period: ['2026-01-01T00:00:00Z'] },
    400,
  ],
  [
    'projects create: number as text',
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: w.space.id, title: 'x', value_number: 'NaN' },
    400,
  ],
  [
    'projects create: multiselect not a list',
    'POST',
    'projects',
    { action: 'create', sessionId: s, space_id: w.space.id, title: 'x', value_multiselect: 'x' },
    400,
  ],
  [
    "projects update: someone else's option",
    'POST',
    'projects',
    { action: 'update', sessionId: s, id: w.projectA.id, value_select: foreignOption },
    400,
  ],
  ['projects update: unknown id', 'POST', 'projects', { action: 'update', sessionId: s, id: UNKNOWN, title: 'x' }, 404],
  [
    "projects update: someone else's project",
    'POST',
    'projects',
    { action: 'update', sessionId: s, id: foreignProject.id, title: 'x' },
    404,
  ],
  [
    'projects update: archived project',
    'POST',
    'projects',
    { action: 'update', sessionId: s, id: archivedProject.id, title: 'x' },
    404,
  ],
  [
    'projects update: under an archived space',
    'POST',
    'projects',
    { action: 'update', sessionId: s, id: projectInArchivedSpace.id, title: 'x' },
    404,
  ],
  [
    "projects update: to someone else's space",
    'POST',
    'projects',
    { action: 'update', sessionId: s, id: w.projectA.id, space_id: foreignSpace.id },
    404,
  ],
  [
    'projects update: to an archived space',
    'POST',
    'projects',
    { action: 'update', sessionId: s, id: w.projectA.id, space_id: archivedSpace.id },
    404,
  ],
  ['projects archive: unknown id', 'POST', 'projects', { action: 'archive', sessionId: s, id: UNKNOWN }, 404],
  // tasks
  [
    'tasks get: projectId not a number',
    'GET',
    'tasks',
    { action: 'get', sessionId: s, projectId: '1; drop table tasks' },
    400,
  ],
  ['tasks get: unknown project', 'GET', 'tasks', { action: 'get', sessionId: s, projectId: UNKNOWN }, 404],
  [
    "tasks get: someone else's project",
    'GET',
    'tasks',
    { action: 'get', sessionId: s, projectId: foreignProject.id },
    404,
  ],
  ['tasks get: archived project', 'GET', 'tasks', { action: 'get', sessionId: s, projectId: archivedProject.id }, 404],
  [
    'tasks create: unknown project',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: UNKNOWN, title: 'x' },
    404,
  ],
  [
    "tasks create: someone else's project",
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: foreignProject.id, title: 'x' },
    404,
  ],
  [
    'tasks create: archived project',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: archivedProject.id, title: 'x' },
    404,
  ],
  [
    'tasks create: project under an archived space',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: projectInArchivedSpace.id, title: 'x' },
    404,
  ],
  [
    'tasks create: title of 201',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: w.projectA.id, title: long(201) },
    400,
  ],
  [
    'tasks create: 101 subtasks',
    'POST',
    'tasks',
    {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      subtasks: Array.from({ length: 101 }, (_, i) => subtask(i + 1)),
    },
    400,
  ],
  [
    'tasks create: subtask without is_completed',
    'POST',
    'tasks',
    {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      subtasks: [{ id: 1, title: 'a', number: 1 }],
    },
    400,
  ],
  [
    'tasks create: subtask ids twice',
    'POST',
    'tasks',
    {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      subtasks: [subtask(1), subtask(1, { number: 2 })],
    },
    400,
  ],
  [
    'tasks create: subtask title of 201',
    'POST',
    'tasks',
    {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      subtasks: [subtask(1, { title: long(201) })],
    },
    400,
  ],
  [
    'tasks create: subtask date not ISO',
    'POST',
    'tasks',
    {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      subtasks: [subtask(1, { date: '32.13.2026' })],
    },
    400,
  ],
  [
    'tasks create: value_select zero',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'x', value_select: 0 },
    400,
  ],
  [
    'tasks create: negative position',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'x', value_select_position: -1 },
    400,
  ],
  [
    'tasks create: unknown assignee',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'x', value_people: UNKNOWN },
    400,
  ],
  [
    'tasks create: outsider as assignee',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'x', value_people: outsider.profileId },
    400,
  ],
  [
    'tasks create: period ending before it starts',
    'POST',
    'tasks',
    {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      value_period: ['2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z'],
    },
    400,
  ],
  [
    'tasks create: multiselect without such a slot',
    'POST',
    'tasks',
    { action: 'create', sessionId: s, project_id: w.projectA.id, title: 'x', value_multiselect: [w.options.open] },
    400,
  ],
  ['tasks update: unknown id', 'POST', 'tasks', { action: 'update', sessionId: s, id: UNKNOWN, title: 'x' }, 404],
  [
    "tasks update: someone else's task",
    'POST',
    'tasks',
    { action: 'update', sessionId: s, id: foreignTask.id, title: 'x' },
    404,
  ],
  [
    'tasks update: archived task',
    'POST',
    'tasks',
    { action: 'update', sessionId: s, id: archivedTask.id, title: 'x' },
    404,
  ],
  [
    'tasks update: under an archived project',
    'POST',
    'tasks',
    { action: 'update', sessionId: s, id: taskInArchivedProject.id, title: 'x' },
    404,
  ],
  [
    "tasks update: to someone else's project",
    'POST',
    'tasks',
    { action: 'update', sessionId: s, id: w.taskA.id, project_id: foreignProject.id },
    404,
  ],
  [
    'tasks update: to an archived project',
    'POST',
    'tasks',
    { action: 'update', sessionId: s, id: w.taskA.id, project_id: archivedProject.id },
    404,
  ],
  [
    'tasks update: checkbox as text',
    'POST',
    'tasks',
    { action: 'update', sessionId: s, id: w.taskA.id, value_checkbox: 'yes' },
    400,
  ],
  ['tasks archive: archived task', 'POST', 'tasks', { action: 'archive', sessionId: s, id: archivedTask.id }, 404],
  ['tasks updateBatch: empty', 'POST', 'tasks', { action: 'updateBatch', sessionId: s, updates: [] }, 400],
  [
    'tasks updateBatch: 501 updates',
    'POST',
    'tasks',
    {
      action: 'updateBatch',
      sessionId: s,
      updates: Array.from({ length: 501 }, (_, i) => ({ id: i + 1, value_select_position: 0 })),
    },
    400,
  ],
  [
    'tasks updateBatch: not a list',
    'POST',
    'tasks',
    { action: 'updateBatch', sessionId: s, updates: { id: w.taskA.id } },
    400,
  ],
  [
    'tasks updateBatch: position as text',
    'POST',
    'tasks',
    { action: 'updateBatch', sessionId: s, updates: [{ id: w.taskA.id, value_select_position: 'top' }] },
    400,
  ],
  [
    "tasks updateBatch: someone else's task",
    'POST',
    'tasks',
    { action: 'updateBatch', sessionId: s, updates: [{ id: foreignTask.id, value_select_position: 0 }] },
    404,
  ],
  [
    'tasks updateBatch: archived task',
    'POST',
    'tasks',
    { action: 'updateBatch', sessionId: s, updates: [{ id: archivedTask.id, value_select_position: 0 }] },
    404,
  ],
  [
    'tasks updateBatch: under an archived project',
    'POST',
    'tasks',
    { action: 'updateBatch', sessionId: s, updates: [{ id: taskInArchivedProject.id, value_select_position: 0 }] },
    404,
  ],
  // planner-data
  ['planner-data: no projectId', 'GET', 'planner-data', { sessionId: s }, 400],
  ['planner-data: unknown project', 'GET', 'planner-data', { sessionId: s, projectId: UNKNOWN }, 404],
  ["planner-data: someone else's project", 'GET', 'planner-data', { sessionId: s, projectId: foreignProject.id }, 404],
  ['planner-data: archived project', 'GET', 'planner-data', { sessionId: s, projectId: archivedProject.id }, 404],
  // get-members
  ['get-members: neither projectId nor spaceId', 'GET', 'get-members', { sessionId: s }, 400],
  ['get-members: projectId not a number', 'GET', 'get-members', { sessionId: s, projectId: 'x' }, 400],
  ['get-members: no session', 'GET', 'get-members', { projectId: w.projectA.id }, 401],
  ["get-members: someone else's space", 'GET', 'get-members', { sessionId: s, spaceId: foreignSpace.id }, 404],
  ['get-members: archived project', 'GET', 'get-members', { sessionId: s, projectId: archivedProject.id }, 404],
  // members
  [
    'members add: both targets',
    'POST',
    'members',
    { action: 'add', sessionId: s, spaceId: w.space.id, projectId: w.projectA.id, profileId: other.profileId },
    400,
  ],
  ['members add: no target', 'POST', 'members', { action: 'add', sessionId: s, profileId: other.profileId }, 400],
  [
    'members add: unknown profile',
    'POST',
    'members',
    { action: 'add', sessionId: s, spaceId: w.space.id, profileId: UNKNOWN },
    404,
  ],
  [
    'members add: unknown role',
    'POST',
    'members',
    { action: 'add', sessionId: s, spaceId: w.space.id, profileId: outsider.profileId, roleId: 99 },
    400,
  ],
  [
    'members add: owner of a project',
    'POST',
    'members',
    { action: 'add', sessionId: s, projectId: w.projectA.id, profileId: other.profileId, roleId: ROLE.owner },
    400,
  ],
  [
    "members add: someone else's space",
    'POST',
    'members',
    { action: 'add', sessionId: s, spaceId: foreignSpace.id, profileId: other.profileId },
    404,
  ],
  [
    'members add: archived space',
    'POST',
    'members',
    { action: 'add', sessionId: s, spaceId: archivedSpace.id, profileId: other.profileId },
    404,
  ],
  [
    'members add: already a member',
    'POST',
    'members',
    { action: 'add', sessionId: s, spaceId: w.space.id, profileId: other.profileId },
    409,
  ],
  [
    'members updateRole: unknown member',
    'POST',
    'members',
    { action: 'updateRole', sessionId: s, memberId: UNKNOWN, roleId: ROLE.admin },
    404,
  ],
  [
    "members updateRole: someone else's member",
    'POST',
    'members',
    { action: 'updateRole', sessionId: s, memberId: foreignMember.id, roleId: ROLE.admin },
    404,
  ],
  [
    'members updateRole: role as text',
    'POST',
    'members',
    { action: 'updateRole', sessionId: s, memberId: w.rows.otherRow.id, roleId: 'boss' },
    400,
  ],
  [
    'members updateRole: unknown role',
    'POST',
    'members',
    { action: 'updateRole', sessionId: s, memberId: w.rows.otherRow.id, roleId: 99 },
    400,
  ],
  ['members remove: unknown member', 'POST', 'members', { action: 'remove', sessionId: s, memberId: UNKNOWN }, 404],
  [
    "members remove: someone else's member",
    'POST',
    'members',
    { action: 'remove', sessionId: s, memberId: foreignMember.id },
    404,
  ],
  ['members leave: no target', 'POST', 'members', { action: 'leave', sessionId: s }, 400],
  ['members leave: unknown space', 'POST', 'members', { action: 'leave', sessionId: s, spaceId: UNKNOWN }, 404],
  [
    'members leave: a project one cannot see',
    'POST',
    'members',
    { action: 'leave', sessionId: other.sessionId, projectId: w.projectA.id },
    404,
  ],
  [
    'members leave: a visible project one is not in',
    'POST',
    'members',
    { action: 'leave', sessionId: w.people.admin.sessionId, projectId: w.projectB.id },
    404,
  ],
  // roles, profiles
  ['roles: unknown action', 'GET', 'roles', { action: 'dance' }, 400],
  ['profiles search: 3 letters', 'GET', 'profiles', { action: 'search', sessionId: s, query: 'abc' }, 400],
  ['profiles search: 65 letters', 'GET', 'profiles', { action: 'search', sessionId: s, query: long(65) }, 400],
  [
    'profiles search: no session id (required by the schema)',
    'GET',
    'profiles',
    { action: 'search', query: 'abcd' },
    400,
  ],
  ['profiles byIds: ids not numbers', 'GET', 'profiles', { action: 'byIds', sessionId: s, ids: 'a,b' }, 400],
  [
    'profiles byIds: 201 ids',
    'POST',
    'profiles',
    { action: 'byIds', sessionId: s, ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    400,
  ],
  ['profiles: unknown action', 'GET', 'profiles', { action: 'all', sessionId: s }, 400],
];

describe('bad input answers 4xx with {error}, never 500', () => {
  for (const [name, method, fn, input, status] of CASES) {
    it(`${name} → ${status}`, async () => {
      const r = await t.call(fn, input, { method });
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(typeof r.body.error).toBe('string');
      expect(r.body.error.length).toBeGreaterThan(0);
    });
  }

  it('changes nothing on a refused write', async () => {
    const before = (await w.get('planner-data', { sessionId: s, projectId: w.projectA.id })).body;
    await t.call('tasks', {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      subtasks: [subtask(1), subtask(1)],
    });
    await t.call('projects', {
      action: 'update',
      sessionId: s,
      id: w.projectA.id,
      title: 'Renamed',
      value_select: foreignOption,
    });
    await t.call('tasks', {
      action: 'updateBatch',
      sessionId: s,
      updates: [{ id: w.taskA.id, value_select: foreignOption, value_select_position: 0 }],
    });
    const after = (await w.get('planner-data', { sessionId: s, projectId: w.projectA.id })).body;
    expect(after).toEqual(before);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const r = await t.call('tasks', {
      action: 'create',
      sessionId: s,
      project_id: w.projectA.id,
      title: 'x',
      description: long(600_000),
    });
    expect(r.status).toBe(413);
  });
});
