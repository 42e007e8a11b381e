import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import type { Caller } from './planner-caller.ts';
import { effectiveProjectRole, type RoleId } from './permissions.ts';
import { projectSeenBy, projectViewers } from './project-visibility.ts';

/**
 * The caller's standing on one object. Anything the caller may not see answers 404, the
 * same as an unknown id, so ids of other people's objects leak nothing; so does an
 * archived object or one under an archived parent.
 */

type Db = Kysely<Database>;

export function profileOf(caller: Caller): number {
  if (caller.profileId === null) throw new HttpError('no_profile');
  return caller.profileId;
}

export interface SpaceAccess {
  id: number;
  role: RoleId;
}

export async function spaceAccess(
  db: Db,
  profileId: number,
  spaceId: number,
  opts: { lock?: boolean } = {},
): Promise<SpaceAccess> {
  const r = await sql<{ id: number; role_id: number | null }>`
    select s.id, m.role_id from spaces s
    join members m on m.object_type = 'space' and m.space_id = s.id and m.profile_id = ${profileId}::int
    where s.id = ${spaceId}::int and s.archived_at is null
    ${opts.lock ? sql`for update of s` : sql``}`.execute(db);
  const row = r.rows[0];
  if (!row) throw new HttpError('space_not_found');
  return { id: row.id, role: row.role_id };
}

export interface ProjectAccess {
  id: number;
  space_id: number;
  spaceRole: RoleId;
  projectRole: RoleId;
  /** the space role when owner or admin, else the project role */
  role: RoleId;
}

export async function projectAccess(
  db: Db,
  profileId: number,
  projectId: number,
  opts: { lock?: boolean } = {},
): Promise<ProjectAccess> {
  const r = await sql<{ id: number; space_id: number; space_role: number | null; project_role: number | null }>`
    select p.id, p.space_id, v.space_role, v.project_role
    from projects p
    join ${projectViewers({ profileId, projectId })} v on v.project_id = p.id
    where p.id = ${projectId}::int
    ${opts.lock ? sql`for update of p` : sql``}`.execute(db);
  const row = r.rows[0];
  const role = row ? effectiveProjectRole(row.space_role, row.project_role) : null;
  if (!row || role === null) throw new HttpError('project_not_found');
  return { id: row.id, space_id: row.space_id, spaceRole: row.space_role, projectRole: row.project_role, role };
}

export interface TaskAccess extends Omit<ProjectAccess, 'id'> {
  id: number;
  project_id: number;
  value_select: number | null;
  value_people: number | null;
  version: number;
}

/** `lock`: the task's row is held until the transaction ends (take its projects' locks first: lockProjects). */
export async function taskAccess(
  db: Db,
  profileId: number,
  taskId: number,
  opts: { lock?: boolean } = {},
): Promise<TaskAccess> {
  const r = await sql<{
    id: number;
    project_id: number;
    value_select: number | null;
    value_people: number | null;
    version: number;
    space_id: number;
    space_role: number | null;
    project_role: number | null;
  }>`
    select t.id, t.project_id, t.value_select, t.value_people, t.version, v.space_id, v.space_role, v.project_role
    from tasks t
    join lateral ${projectViewers({ profileId, projectId: sql<number>`t.project_id` })} v on true
    where t.id = ${taskId}::int and t.archived_at is null
    ${opts.lock ? sql`for update of t` : sql``}`.execute(db);
  const row = r.rows[0];
  const role = row ? effectiveProjectRole(row.space_role, row.project_role) : null;
  if (!row || role === null) throw new HttpError('task_not_found');
  const { space_role, project_role, ...task } = row;
  return { ...task, spaceRole: space_role, projectRole: project_role, role };
}

/** Locks the projects' rows in id order, so concurrent writers to the same boards serialize without deadlocks. */
export async function lockProjects(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await sql`select id from projects where id = any(${unique}::int[]) order by id for update`.execute(db);
}

/** Whether a profile belongs to a space: project members and chosen people come only from there. */
export async function isSpaceMember(db: Db, spaceId: number, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('object_type', '=', 'space')
    .where('space_id', '=', spaceId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return !!row;
}

/** Where a task lives (a deep link to it): 404 unless the caller sees it. */
export async function locateTask(db: Db, caller: Caller, taskId: number) {
  const task = await taskAccess(db, profileOf(caller), taskId);
  return { id: task.id, project_id: task.project_id, space_id: task.space_id };
}

// The rule of who sees a project lives in project-visibility.ts; these readers import it from here.
export { projectSeenBy, visibleProjectIds } from './project-visibility.ts';

/**
 * A person who no longer sees some of a space's projects (taken out of the space or of a
 * project, or no longer its admin) is no longer anyone's assignee there: their tasks in those
 * projects become unassigned, so the team sees the work has nobody, and nothing of it reaches
 * the person (the digest, reminders and assignment messages also check that they see it).
 */
export async function dropUnseenAssignments(db: Db, spaceId: number, profileId: number): Promise<void> {
  await sql`update tasks t set value_people = null
    from projects p
    where p.id = t.project_id and p.space_id = ${spaceId}::int and t.value_people = ${profileId}::int
      and not ${projectSeenBy(sql<number>`t.project_id`, profileId)}`.execute(db);
}
