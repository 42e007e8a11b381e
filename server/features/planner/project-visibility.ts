import { type RawBuilder, sql } from 'kysely';
import { ROLE } from '@shared/planner-constants.ts';

/**
 * Who sees a project, written once for every statement that reads projects or
 * tasks for a person: the space's owners and admins see all its projects; anyone else the
 * projects they are a member of (and a member of the space); nothing in an archived project or
 * space. The forms below (a person's projects, a project's people, one pair) are the same
 * statement with a different side fixed, so they cannot drift apart.
 *
 * It is read as two disjoint branches, as a member of the project and as a manager of the space,
 * so that whichever side is fixed is found through an index (members_profile_idx,
 * members_project_key, members_space_key) and never through every project of a space or every
 * member of it: a member of 10 of a space's 500 projects reads 10 rows, a project's audience is
 * its members and its space's managers.
 *
 * Its aliases (pv_…) are its own, so that the statement around may name its rows `p` or `t` and
 * pass them in (`projectSeenBy(sql\`t.project_id\`, sql\`p.id\`)`).
 *
 * Every form carries VISIBILITY_MARK as a comment, and tests/api/project-visibility.test.ts fails
 * on a planner, calendar, search, notification or realtime statement that reads projects or
 * tasks without it.
 */
export const VISIBILITY_MARK = 'project-visibility';

/** An integer in SQL: a value, or an expression of the statement around (`t.project_id`). */
export type SqlInt = number | RawBuilder<number> | RawBuilder<number | null>;
const asInt = (v: SqlInt) => (typeof v === 'number' ? sql`${v}::int` : v);

/** The roles that see every project of their space, by name. */
const MANAGERS = sql.raw(`(${ROLE.owner}, ${ROLE.admin})`);

export interface Seen {
  /** only this person's projects */
  profileId?: SqlInt;
  /** only this project's people */
  projectId?: SqlInt;
  /** only projects of this space */
  spaceId?: SqlInt;
  /** archived projects and spaces count too: the answer to an archive call, or the archive's own event */
  archived?: boolean;
}

/** One row of `projectViewers`. */
export interface ProjectViewer {
  project_id: number;
  space_id: number;
  profile_id: number;
  space_role: number;
  /** null for a manager of the space who is not a member of the project */
  project_role: number | null;
  /** the space role for its owners and admins, else the project role (permissions.ts effectiveProjectRole) */
  role_id: number;
}

/**
 * The one definition: pairs of a project and a person who sees it, with their roles, as a
 * parenthesised subquery to alias (`from ${projectViewers(…)} v`).
 */
export function projectViewers(f: Seen): RawBuilder<ProjectViewer> {
  const and = (cond: RawBuilder<unknown> | false) => (cond ? sql` and ${cond}` : sql``);
  const live = (alias: 'pv_p' | 'pv_s') => and(!f.archived && sql.raw(`${alias}.archived_at is null`));
  return sql<ProjectViewer>`(/* ${sql.raw(VISIBILITY_MARK)} */
    select pv_pm.project_id, pv_p.space_id, pv_pm.profile_id, pv_sm.role_id as space_role, pv_pm.role_id as project_role,
      pv_pm.role_id as role_id
    from members pv_pm
    join projects pv_p on pv_p.id = pv_pm.project_id${live('pv_p')}
    join spaces pv_s on pv_s.id = pv_p.space_id${live('pv_s')}
    join members pv_sm on pv_sm.object_type = 'space' and pv_sm.space_id = pv_p.space_id and pv_sm.profile_id = pv_pm.profile_id
      and pv_sm.role_id not in ${MANAGERS}
    where pv_pm.object_type = 'project'${and(f.profileId !== undefined && sql`pv_pm.profile_id = ${asInt(f.profileId)}`)}${and(
      f.projectId !== undefined && sql`pv_pm.project_id = ${asInt(f.projectId)}`,
    )}${and(f.spaceId !== undefined && sql`pv_p.space_id = ${asInt(f.spaceId)}`)}
    union all
    select pv_p.id, pv_p.space_id, pv_sm.profile_id, pv_sm.role_id, pv_pm.role_id, pv_sm.role_id
    from members pv_sm
    join spaces pv_s on pv_s.id = pv_sm.space_id${live('pv_s')}
    join projects pv_p on pv_p.space_id = pv_sm.space_id${live('pv_p')}
    left join members pv_pm on pv_pm.object_type = 'project' and pv_pm.project_id = pv_p.id and pv_pm.profile_id = pv_sm.profile_id
    where pv_sm.object_type = 'space' and pv_sm.role_id in ${MANAGERS}${and(
      f.profileId !== undefined && sql`pv_sm.profile_id = ${asInt(f.profileId)}`,
    )}${and(f.projectId !== undefined && sql`pv_p.id = ${asInt(f.projectId)}`)}${and(
      f.spaceId !== undefined && sql`pv_sm.space_id = ${asInt(f.spaceId)}`,
    )})`;
}

/**
 * The ids of the projects a person sees, as a subquery (`id = any(array(…))`, `in (…)`): for a
 * reader of many projects at once, such as the search.
 */
export function visibleProjectIds(profileId: SqlInt) {
  return sql<{ id: number }>`select pv.project_id as id from ${projectViewers({ profileId })} pv`;
}

/** The people who see a project, as a subquery of `profile_id`: its members and its space's managers. */
export function projectAudience(projectId: SqlInt, opts: { archived?: boolean } = {}) {
  return sql<{ profile_id: number }>`select pv.profile_id from ${projectViewers({ projectId, ...opts })} pv`;
}

/**
 * Whether a person sees a project, as a condition on one row: for statements that check many
 * pairs of a project and a person at once, such as the notifications' (a task's project, its
 * assignee) or who may be a task's assignee.
 */
export function projectSeenBy(projectId: SqlInt, profileId: SqlInt) {
  return sql<boolean>`exists (select 1 from ${projectViewers({ projectId, profileId })} pv)`;
}
