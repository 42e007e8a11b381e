import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/schemas/planner.ts';
import type { RealtimeTable } from '@shared/realtime.ts';
import { feedTasks } from '@server/features/calendar/feed-tasks.ts';
import { locateTask, projectAccess, taskAccess } from '@server/features/planner/access.ts';
import { readPlannerData, readProjects, readTasks } from '@server/features/planner/answer-sql.ts';
import { VISIBILITY_MARK } from '@server/features/planner/project-visibility.ts';
import { plannerRules } from '@server/features/planner/realtime-rules.ts';
import { readPlannerSelection } from '@server/features/planner/selection-service.ts';
import { checkTaskValues } from '@server/features/planner/values.ts';
import { findTasks } from '@server/features/search/search-service.ts';
import { tsQuery, tsQueryInTitle } from '@server/features/search/search-sql.ts';
import { composeNotification, digestTasks, loadRecipient } from '@server/notification-delivery/compose.ts';
import { dueJobs } from '@server/notification-delivery/scheduler.ts';
import type { VisibilityRule } from '@server/realtime/hub.ts';
import { compiledStatements } from '../support/compiled-statements.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld } from './planner-helpers.ts';

/**
 * Who sees a project is one building block (server/features/planner/project-visibility.ts):
 * every statement of the planner, the calendar feed, the search, the notifications and the
 * realtime rules that reads projects or tasks for a person goes through it. A statement that
 * spells the rule out again (a join over members with role numbers) drifts from it the day the
 * rule changes; this test reads the compiled text of each of those reads and fails on one that
 * reads `projects` or `tasks` without the block, or that checks a role beside it.
 */
const t = await createTestApp();
const w = await plannerWorld(t);
const db = t.db.db;
const { owner, member, other } = w.people;

const MARK = `/* ${VISIBILITY_MARK} */`;
const READS_PROJECTS_OR_TASKS = /\b(?:from|join)\s+(?:lateral\s+)?"?(?:projects|tasks)"?(?![\w(])/i;
const ROLE_CHECK = /\brole_id\s+(?:not\s+)?in\s*\(|\brole_id\s*=\s*\d/i;

/** The statement with every copy of the block taken out (the block's parenthesised subquery). */
function outsideTheBlock(text: string): string {
  let rest = text;
  for (let at = rest.indexOf(MARK); at >= 0; at = rest.indexOf(MARK)) {
    const open = rest.lastIndexOf('(', at);
    let depth = 0;
    let close = open;
    for (; close < rest.length; close++) {
      if (rest[close] === '(') depth++;
      else if (rest[close] === ')' && --depth === 0) break;
    }
    rest = `${rest.slice(0, open)}(block)${rest.slice(close + 1)}`;
  }
  return rest;
}

/** Why a statement breaks the rule, or null. */
function withoutTheBlock(text: string): string | null {
  if (!READS_PROJECTS_OR_TASKS.test(text)) return null;
  if (!text.includes(MARK)) return 'reads projects or tasks without the visibility block';
  if (ROLE_CHECK.test(outsideTheBlock(text))) return 'checks a role beside the visibility block';
  return null;
}

const statementsOf = (read: (d: typeof db) => Promise<unknown>) => compiledStatements(db, read);

/** The person's reads, by name: each must read projects or tasks through the block. */
const me = { profileId: member.profileId! };
const project = w.projectA.id;
const task = w.taskA.id;
const recipient = (await loadRecipient(db, member.userId))!;
const rulesOf = (d: typeof db) => plannerRules(d) as Record<RealtimeTable, VisibilityRule>;
const askRule = async (d: typeof db, table: RealtimeTable, change: Record<string, unknown>) => {
  const rule = rulesOf(d)[table];
  if ('users' in rule) await rule.users({ table, op: 'update', ...change } as never, [member.userId, other.userId]);
};

const READS: Record<string, (d: typeof db) => Promise<unknown>> = {
  'planner: projects': (d) => readProjects(d, me),
  "planner: a space's projects": (d) => readProjects(d, me, { spaceId: w.space.id }),
  'planner: one project, archived too': (d) => readProjects(d, me, { projectId: project, archived: true }),
  "planner: a project's tasks": (d) => readTasks(d, me, { projectId: project, extras: true }),
  'planner: tasks by id': (d) => readTasks(d, me, { taskIds: [task] }),
  "planner: a project's views": (d) => readPlannerData(d, me, project),
  'planner: where it opens': (d) => readPlannerSelection(d, member.userId, member.profileId),
  "planner: a caller's standing on a project": (d) => projectAccess(d, me.profileId, project),
  "planner: a caller's standing on a task": (d) => taskAccess(d, me.profileId, task, { lock: true }),
  'planner: a deep link to a task': (d) => locateTask(d, { userId: member.userId, profileId: me.profileId }, task),
  "planner: a task's assignee": (d) =>
    checkTaskValues(d, { id: project, space_id: w.space.id }, { value_people: member.profileId }),
  'calendar: my tasks': (d) => feedTasks(d, me.profileId, 'mine'),
  'calendar: all tasks': (d) => feedTasks(d, me.profileId, 'all'),
  "search: a person's tasks": (d) =>
    findTasks(d, me.profileId, { all: tsQuery(['task']), title: tsQueryInTitle(['task']) }, 5),
  'notifications: a task assigned': (d) =>
    composeNotification(
      d,
      { type: 'task_assigned', userId: member.userId, taskId: task, actorProfileId: owner.profileId!, key: 'a' },
      recipient,
    ),
  'notifications: a project added': (d) =>
    composeNotification(
      d,
      { type: 'project_added', userId: member.userId, projectId: project, actorProfileId: owner.profileId!, key: 'p' },
      recipient,
    ),
  'notifications: a reminder': (d) =>
    composeNotification(
      d,
      { type: 'reminder', userId: member.userId, taskId: task, at: new Date().toISOString(), key: 'r' },
      recipient,
    ),
  'notifications: a deadline': (d) =>
    composeNotification(
      d,
      { type: 'deadline', userId: member.userId, taskId: task, due: '2026-12-07', date: '2026-12-04', key: 'd' },
      recipient,
    ),
  'notifications: the digest': (d) => digestTasks(d, recipient, '2026-12-04'),
  "notifications: the scheduler's jobs": (d) => dueJobs(d, new Date()),
  'realtime: a task': (d) => askRule(d, 'tasks', { id: task, project_id: project }),
  'realtime: a project': (d) => askRule(d, 'projects', { id: project, space_id: w.space.id }),
  "realtime: a project's member": (d) =>
    askRule(d, 'members', { id: 1, object_type: 'project', space_id: w.space.id, project_id: project, profile_id: 1 }),
  "realtime: a project's property": (d) => askRule(d, 'properties', { id: 1, project_id: project }),
  "realtime: a project's value": (d) => askRule(d, 'property_values', { id: 1, project_id: project }),
};

describe('who sees a project is one building block', () => {
  it('catches a statement that spells the rule out itself', () => {
    const handWritten = `select p.id from projects p
      join members sm on sm.object_type = 'space' and sm.space_id = p.space_id and sm.profile_id = $1
      left join members pm on pm.object_type = 'project' and pm.project_id = p.id and pm.profile_id = $1
      where sm.role_id in (${ROLE.owner}, ${ROLE.admin}) or pm.id is not null`;
    expect(withoutTheBlock(handWritten)).toBe('reads projects or tasks without the visibility block');
    expect(withoutTheBlock(`select 1 from (${MARK} select 1 from projects) v join tasks t on true`)).toBeNull();
    expect(
      withoutTheBlock(`select 1 from (${MARK} select 1 from projects) v join members m on m.role_id in (1, 2)`),
    ).toBe('checks a role beside the visibility block');
  });

  it.each(Object.keys(READS))('%s reads projects and tasks through it', async (name) => {
    const statements = await statementsOf(READS[name]!);
    expect(statements.length, name).toBeGreaterThan(0);
    expect(
      statements.filter((s) => READS_PROJECTS_OR_TASKS.test(s)).length,
      `${name} reads no project or task: the entry is stale`,
    ).toBeGreaterThan(0);
    expect(
      statements.map((s) => withoutTheBlock(s)).filter((why) => why !== null),
      statements.join('\n\n'),
    ).toEqual([]);
  });

  it('answers the rule: managers see every project, members their own, nobody an archived one', async () => {
    const seen = async (profileId: number) =>
      JSON.parse((await readProjects(db, { profileId })).json).map((p: { id: number }) => p.id) as number[];
    expect(await seen(owner.profileId!)).toEqual(expect.arrayContaining([w.projectA.id, w.projectB.id]));
    expect(await seen(member.profileId!)).toEqual([w.projectA.id]);
    expect(await seen(other.profileId!)).toEqual([w.projectB.id]);
    const audience = async (projectId: number) =>
      [
        ...(await (rulesOf(db).tasks as Extract<VisibilityRule, { users: unknown }>).users(
          { table: 'tasks', op: 'update', id: 0, project_id: projectId } as never,
          [],
        )),
      ].sort();
    const a = await audience(w.projectA.id);
    expect(a).toEqual(expect.arrayContaining([owner.userId, member.userId]));
    expect(a).not.toContain(other.userId);
    await w.post('projects', { action: 'archive', sessionId: owner.sessionId, id: w.projectB.id });
    expect(await seen(other.profileId!)).toEqual([]);
    expect(await audience(w.projectB.id)).toEqual([]);
  });
});
