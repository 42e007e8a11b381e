import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AUTH_SESSION_IDLE_DAYS } from '../sessions.ts';
import { type Caller, type CallerColumns, callerCte, callerFrom, TOUCH_AFTER_MINUTES } from './caller.ts';
import { COLUMNS_OF, MEMBER_JSON, MINI_PROFILE_JSON, PROJECT_JSON, PROJECT_VALUE_JOINS, SPACE_TEXT, TASK_TEXT, slotPivot } from './json-sql.ts';

/**
 * The planner's reads. Each is ONE statement whatever the number of rows: the caller's
 * session, the visibility rules (README, "Planner roles and permissions") and the answer built as
 * JSON text in PostgreSQL. `who` is a session (list calls: 401 without one) or a
 * profile already resolved (answers after a write).
 */
export type Who = { sessionId: string } | { profileId: number };

const raw = sql.raw;
const none = raw('');

function meCte(who: Who) {
  if ('sessionId' in who) return callerCte(who.sessionId);
  return sql`me as (select null::int as user_id, ${who.profileId}::int as profile_id, false as stale)`;
}

async function run<T extends object>(db: Kysely<Database>, who: Who, query: RawBuilder<unknown>) {
  const row = (await query.execute(db)).rows[0] as (CallerColumns & T) | undefined;
  const caller: Caller = 'sessionId' in who ? callerFrom(db, who.sessionId, row) : { userId: 0, profileId: who.profileId };
  return { caller, row: row as CallerColumns & T };
}

export interface ProjectFilter {
  projectId?: number;
  spaceId?: number;
  /** answer archived projects too (the answer to an archive call) */
  archived?: boolean;
}

/**
 * `vis`: the projects the caller sees, with the space role, the project role and the
 * effective role (space owners and admins see every project; others only their own).
 */
function visibleProjects(f: ProjectFilter) {
  return sql`vis as (
    select p.id, p.space_id, sm.role_id as space_role, pm.role_id as project_role,
      case when sm.role_id in (1, 2) then sm.role_id else pm.role_id end as role_id
    from projects p
    join spaces s on s.id = p.space_id
    join members sm on sm.object_type = 'space' and sm.space_id = p.space_id and sm.profile_id = (select profile_id from me)
    left join members pm on pm.object_type = 'project' and pm.project_id = p.id and pm.profile_id = sm.profile_id
    where (sm.role_id in (1, 2) or pm.id is not null)
      ${f.archived ? none : raw('and p.archived_at is null and s.archived_at is null')}
      ${f.projectId !== undefined ? sql`and p.id = ${f.projectId}::int` : none}
      ${f.spaceId !== undefined ? sql`and p.space_id = ${f.spaceId}::int` : none})`;
}

// ── spaces ──────────────────────────────────────────────────────────────────

/**
 * The caller's spaces (any role) with their role, not archived unless `archived`; `id`
 * narrows to one. One call of the migration's planner_spaces (plans cached per connection).
 */
export async function readSpaces(db: Kysely<Database>, who: Who, f: { id?: number; archived?: boolean } = {}) {
  const session = 'sessionId' in who ? who.sessionId : null;
  const profile = 'profileId' in who ? who.profileId : null;
  const r = await sql<CallerColumns & { body: string }>`
    select * from planner_spaces(${session}::uuid, ${profile}::int, ${f.id ?? null}::int, ${f.archived ?? false}::boolean,
      ${AUTH_SESSION_IDLE_DAYS}::int, ${TOUCH_AFTER_MINUTES}::int)`.execute(db);
  const row = r.rows[0];
  const caller: Caller = session !== null ? callerFrom(db, session, row) : { userId: 0, profileId: profile };
  return { caller, json: row?.body ?? '[]' };
}

// ── projects ────────────────────────────────────────────────────────────────

const PROJECTS_SELECT = `(select coalesce(json_agg(${PROJECT_JSON} order by p.id), '[]'::json)
  from vis join projects p on p.id = vis.id
  left join roles r on r.id = vis.role_id
  left join pp on pp.owner_id = p.id
  left join spp on spp.owner_id = p.space_id
  ${PROJECT_VALUE_JOINS})`;

const PROJECT_PIVOTS = `pp as (${slotPivot('project_id', 'select id from vis')}),
  spp as (${slotPivot('space_id', 'select space_id from vis')})`;

/**
 * The projects the caller sees, optionally of one space. `spaceVisible` says whether the
 * filtered space is one the caller belongs to (and not archived): a 404 otherwise.
 */
export async function readProjects(db: Kysely<Database>, who: Who, f: ProjectFilter = {}) {
  const { caller, row } = await run<{ body: string; space_visible: boolean | null }>(
    db,
    who,
    sql`with ${meCte(who)}, ${visibleProjects(f)}, ${raw(PROJECT_PIVOTS)}
      select me.user_id, me.profile_id, me.stale, ${raw(PROJECTS_SELECT)}::text as body,
        ${
          f.spaceId !== undefined
            ? sql`exists (select 1 from members m join spaces s on s.id = m.space_id
                where m.object_type = 'space' and m.space_id = ${f.spaceId}::int and m.profile_id = me.profile_id and s.archived_at is null)`
            : raw('null::boolean')
        } as space_visible
      from (select 1) one left join me on true`,
  );
  return { caller, json: row.body, spaceVisible: row.space_visible };
}

// ── tasks ───────────────────────────────────────────────────────────────────

export interface TaskFilter {
  projectId?: number;
  taskIds?: number[];
  /** only the cards of these kanban columns (option ids; null: No Status) */
  columns?: (number | null)[];
  /** answer archived tasks too (the answer to an archive call) */
  archived?: boolean;
  /** with propertyColumns (when one project) and profiles keyed by id */
  extras?: boolean;
}

const TASKS_CTES = `ps as (${slotPivot('project_id', 'select id from vis')})`;
/** The tasks as one JSON array text, in id order. */
const TASKS_SELECT = `(select '[' || coalesce(string_agg(${TASK_TEXT}, ',' order by t.id), '') || ']' from tk t left join ps on ps.owner_id = t.project_id)`;
/** Profiles the views need: assignees of the listed tasks and members of the listed projects. */
const PROFILES_SELECT = `(select coalesce(json_object_agg(pf.id, ${MINI_PROFILE_JSON('pf')}), '{}'::json) from profiles pf
  where pf.id in (select value_people from tk where value_people is not null
    union select m.profile_id from members m where m.object_type = 'project' and m.project_id in (select id from vis)))`;

function taskRows(f: TaskFilter) {
  return sql`tk as (
    select t.* from tasks t
    where t.project_id in (select id from vis) ${f.archived ? none : raw('and t.archived_at is null')}
      ${f.taskIds ? sql`and t.id = any(${f.taskIds}::int[])` : none}
      ${f.columns ? sql`and (t.value_select = any(${f.columns.filter((c) => c !== null)}::int[]) or (${f.columns.includes(null)}::boolean and t.value_select is null))` : none})`;
}

/**
 * Tasks of the projects the caller sees (or of one project); with `extras`, the answer
 * of tasks?action=get: {tasks, propertyColumns, profiles}. `projects` counts the visible
 * projects matched, so a hidden or unknown projectId is told apart from an empty one.
 */
export async function readTasks(db: Kysely<Database>, who: Who, f: TaskFilter) {
  const columns = f.extras && f.projectId !== undefined ? raw(COLUMNS_OF('(select id from vis)')) : raw(`'[]'::json`);
  const { caller, row } = await run<{ body: string; projects: number }>(
    db,
    who,
    sql`with ${meCte(who)}, ${visibleProjects({ projectId: f.projectId, archived: f.archived })}, ${raw(TASKS_CTES)}, ${taskRows(f)}
      select me.user_id, me.profile_id, me.stale, (select count(*)::int from vis) as projects,
        ${
          f.extras
            ? sql`'{"tasks":' || ${raw(TASKS_SELECT)} || ',"propertyColumns":' || json_ascii(${columns}::text) || ',"profiles":' || json_ascii(${raw(PROFILES_SELECT)}::text) || '}'`
            : raw(TASKS_SELECT)
        } as body
      from (select 1) one left join me on true`,
  );
  return { caller, json: row.body, projects: row.projects };
}

// ── planner-data ─────────────────────────────────────────────────────────────

/**
 * Everything a project's views need in one round trip (docs/planner-api.md):
 * {project, space, tasks, propertyColumns, members, profiles}; null body when the
 * project is not visible to the caller.
 */
export async function readPlannerData(db: Kysely<Database>, who: Who, projectId: number) {
  const { caller, row } = await run<{ body: string | null }>(
    db,
    who,
    sql`with ${meCte(who)}, ${visibleProjects({ projectId })}, ${raw(PROJECT_PIVOTS)}, ${raw(TASKS_CTES)}, ${taskRows({})}
      select me.user_id, me.profile_id, me.stale,
        case when exists (select 1 from vis) then
          '{"project":' || json_ascii((${raw(PROJECTS_SELECT)} -> 0)::text)
          || ',"space":' || (select ${raw(SPACE_TEXT)} from members m join spaces s on s.id = m.space_id join roles r on r.id = m.role_id
            where m.object_type = 'space' and m.profile_id = me.profile_id and s.id = (select space_id from vis))
          || ',"tasks":' || ${raw(TASKS_SELECT)}
          || ',"propertyColumns":' || json_ascii(${raw(COLUMNS_OF('(select id from vis)'))}::text)
          || ',"members":' || json_ascii((select coalesce(json_agg(${raw(MEMBER_JSON)} order by m.role_id, m.created_at, m.id), '[]'::json)
            from members m join roles r on r.id = m.role_id join profiles pf on pf.id = m.profile_id
            where m.object_type = 'project' and m.project_id in (select id from vis))::text)
          || ',"profiles":' || json_ascii(${raw(PROFILES_SELECT)}::text) || '}'
        end as body
      from (select 1) one left join me on true`,
  );
  return { caller, json: row.body };
}

// ── members ─────────────────────────────────────────────────────────────────

/** Members of a project (or a space) as the spec's Member objects, owners first. */
export async function readMembers(db: Kysely<Database>, target: { projectId: number } | { spaceId: number } | { memberId: number }) {
  const where =
    'projectId' in target
      ? sql`m.object_type = 'project' and m.project_id = ${target.projectId}::int`
      : 'spaceId' in target
        ? sql`m.object_type = 'space' and m.space_id = ${target.spaceId}::int`
        : sql`m.id = ${target.memberId}::int`;
  const r = await sql<{ body: string }>`
    select coalesce(json_agg(${raw(MEMBER_JSON)} order by m.role_id, m.created_at, m.id), '[]'::json)::text as body
    from members m join roles r on r.id = m.role_id join profiles pf on pf.id = m.profile_id
    where ${where}`.execute(db);
  return r.rows[0].body;
}
