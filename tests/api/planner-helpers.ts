import type { ChangeEvent } from '@shared/realtime.ts';
import { hashSessionId } from '@server/services/sessions.ts';
import { ROLE } from '@shared/schemas/planner.ts';
import type { TestApp } from '../support/test-app.ts';

/** Helpers for the planner's API tests: calls by spec method, a populated world, a realtime probe. */

export type Person = Awaited<ReturnType<TestApp['signIn']>>;

export function plannerCalls(t: TestApp) {
  const get = (name: string, input: Record<string, unknown>) => t.call(name, input, { method: 'GET' });
  const post = (name: string, input: Record<string, unknown>) => t.call(name, input, { method: 'POST' });
  return { get, post };
}

export const STATUS_OPTIONS = [
  { title: 'Новая', color: 'blue' },
  { title: 'В работе', color: 'yellow' },
  { title: 'Готово', color: 'green' },
];

/**
 * A space owned by `owner` with an admin, a member, a viewer and a member of another
 * project; project A (member and viewer belong), project B (other belongs); tasks in A.
 */
export async function plannerWorld(t: TestApp) {
  const { get, post } = plannerCalls(t);
  const tag = Math.random().toString(36).slice(2, 7);
  const owner = await t.signIn('Owner Person', `owner_${tag}`);
  const admin = await t.signIn('Admin Person', `admin_${tag}`);
  const member = await t.signIn('Member Person', `member_${tag}`);
  const viewer = await t.signIn('Viewer Person', `viewer_${tag}`);
  const other = await t.signIn('Other Member', `other_${tag}`);
  const outsider = await t.signIn('Outsider Person', `outsider_${tag}`);
  const anon = await t.anonymousSession();

  const space = (
    await post('spaces', {
      action: 'create',
      sessionId: owner.sessionId,
      title: `Space ${tag}`,
      property_select: { title: 'Stage', options: [{ title: 'Open', color: 'blue' }] },
    })
  ).body.space;
  const addToSpace = async (p: Person, roleId: number) =>
    (
      await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        spaceId: space.id,
        profileId: p.profileId,
        roleId,
      })
    ).body.member;
  const adminRow = await addToSpace(admin, ROLE.admin);
  const memberRow = await addToSpace(member, ROLE.member);
  const viewerRow = await addToSpace(viewer, ROLE.viewer);
  const otherRow = await addToSpace(other, ROLE.member);

  const projectA = (
    await post('projects', {
      action: 'create',
      sessionId: owner.sessionId,
      space_id: space.id,
      title: `Project A ${tag}`,
      property_select: { title: 'Статус', options: STATUS_OPTIONS },
      property_date: { title: 'Срок' },
      property_people: { title: 'Исполнитель' },
    })
  ).body.project;
  const projectB = (
    await post('projects', {
      action: 'create',
      sessionId: owner.sessionId,
      space_id: space.id,
      title: `Project B ${tag}`,
    })
  ).body.project;
  const addToProject = async (projectId: number, p: Person, roleId?: number) =>
    (await post('members', { action: 'add', sessionId: owner.sessionId, projectId, profileId: p.profileId, roleId }))
      .body.member;
  const memberInA = await addToProject(projectA.id, member);
  const viewerInA = await addToProject(projectA.id, viewer, ROLE.viewer);
  const otherInB = await addToProject(projectB.id, other);

  const [open, inWork, done] = projectA.property_select.options.map((o: { id: number }) => o.id);
  const taskA = (
    await post('tasks', {
      action: 'create',
      sessionId: owner.sessionId,
      project_id: projectA.id,
      title: 'Task A1',
      value_select: open,
    })
  ).body.task;
  const taskA2 = (
    await post('tasks', { action: 'create', sessionId: owner.sessionId, project_id: projectA.id, title: 'Task A2' })
  ).body.task;
  const taskB = (
    await post('tasks', { action: 'create', sessionId: owner.sessionId, project_id: projectB.id, title: 'Task B1' })
  ).body.task;

  return {
    get,
    post,
    tag,
    people: { owner, admin, member, viewer, other, outsider },
    anon,
    space,
    rows: { adminRow, memberRow, viewerRow, otherRow, memberInA, viewerInA, otherInB },
    projectA,
    projectB,
    options: { open, inWork, done },
    taskA,
    taskA2,
    taskB,
  };
}

export type World = Awaited<ReturnType<typeof plannerWorld>>;

/** The session's real SSE stream (ticket, then the stream, as the app opens it): records what it receives. */
export async function probe(
  t: TestApp,
  who: { sessionId: string },
): Promise<{ events: ChangeEvent[]; unsubscribe: () => void }> {
  const s = await t.stream(who.sessionId);
  return { events: s.events, unsubscribe: () => void s.close() };
}

export async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for realtime events');
    await new Promise((r) => setTimeout(r, 20));
  }
}
