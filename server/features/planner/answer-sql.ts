import { type Kysely, type RawBuilder, sql } from 'kysely';
import { datedSql, isoSql } from '@server/db/json-sql.ts';
import type { Database } from '@server/db/schema.ts';
import { AUTH_SESSION_IDLE_DAYS } from '@server/services/sessions.ts';
import { type Caller, type CallerColumns, callerCte, callerFrom, TOUCH_AFTER_MINUTES } from './planner-caller.ts';
import { projectViewers } from './project-visibility.ts';

/**
 * Every SQL statement and fragment that builds the planner's answers as JSON inside
 * PostgreSQL: the planner's measured exception (docs/conventions.md). A list of 2,000 tasks reaches
 * Node as one string instead of 2,000 parsed rows (the issue's CPU budget is 15 µs per
 * task). Each read is ONE statement whatever the number of rows: the caller's session,
 * the visibility rules (docs/planner-api.md, "Roles and permissions") and the answer. `who` is
 * a session (list calls: 401 without one) or a profile already resolved (answers after a
 * write). Fragments are fixed text: values always go in as parameters, never into them.
 *
 * A space's own answer is kept in `spaces.answer_json` by the database (functions
 * space_answer_json and planner_spaces, triggers on spaces, properties and
 * property_options: migrations 202611220400_planner and 202611231000_planner_cache_triggers);
 * the services never maintain it.
 */

// ── JSON fragments ──────────────────────────────────────────────────────────

/** An ISO-8601 UTC string the way JavaScript's toISOString writes it. */
const iso = isoSql;

type Kind = 'int' | 'num' | 'bool' | 'text' | 'ts' | 'dated' | 'json' | 'ints' | 'raw';

function jsonValue(kind: Kind, e: string): string {
  switch (kind) {
    case 'int':
    case 'num':
    case 'bool':
    case 'json':
      return `coalesce((${e})::text, 'null')`;
    case 'text':
      return `coalesce(to_json(${e})::text, 'null')`;
    case 'ts':
      return `coalesce('"' || ${iso(e)} || '"', 'null')`;
    case 'dated': // datedSql's text: a day or an ISO moment, never with a character to escape
      return `coalesce('"' || ${e} || '"', 'null')`;
    case 'ints':
      return `coalesce(array_to_json(${e})::text, '[]')`;
    case 'raw':
      return e; // text that is already JSON, never null
  }
}

/**
 * A JSON object written as compact text ({"a":1,"b":"x"}): the big lists are built this
 * way, a third smaller than json_build_object's "a" : 1 output and cheaper to make.
 */
function jsonText(fields: Array<[name: string, kind: Kind, expr: string]>): string {
  return `(${fields.map(([name, kind, e], i) => `'${i === 0 ? '{' : ','}"${name}":' || ${jsonValue(kind, e)}`).join(' || ')} || '}')`;
}

const KINDS = [1, 2, 3, 4, 5, 6, 7] as const;
const SLOT_KEYS = [
  'property_date',
  'property_period',
  'property_select',
  'property_multiselect',
  'property_people',
  'property_checkbox',
  'property_number',
];

const OPTION_JSON = `json_build_object('id', o.id, 'number', o.number, 'title', o.title, 'color', o.color, 'group', o."group")`;
const OPTIONS_OF = (propertyId: string) =>
  `(select coalesce(json_agg(${OPTION_JSON} order by o.number, o.id), '[]'::json) from property_options o where o.property_id = ${propertyId})`;
const ROLE_JSON = (r: string) =>
  `case when ${r}.id is null then null else json_build_object('id', ${r}.id, 'title', ${r}.title, 'description', ${r}.description) end`;
const MINI_PROFILE_JSON = (p: string) =>
  `json_build_object('id', ${p}.id, 'name', ${p}.name, 'username', ${p}.username, 'avatar', ${p}.avatar)`;

/**
 * The slots of a set of owners pivoted to one row per owner: `owner_id`, and per type k
 * `id{k}` (the property id), `s{k}` (the slot as answered: {id, title, options}, json),
 * and `pre{k}` / `suf{k}`: the constant text before and after the value in a
 * PropertyValue of that slot, so a 2,000-task list formats only the values themselves.
 * A PropertyValue's property is {id, title, property_type}: its options are in the slot
 * and in propertyColumns already, and are not repeated on every value.
 */
function slotPivot(owner: 'space_id' | 'project_id', ownerIds: string): string {
  const cols = KINDS.map(
    (k) =>
      `(array_agg(x.id) filter (where x.property_type_id = ${k}))[1] as id${k},
       (array_agg(x.slot) filter (where x.property_type_id = ${k}))[1] as s${k},
       (array_agg(x.pre) filter (where x.property_type_id = ${k}))[1] as pre${k},
       (array_agg(x.suf) filter (where x.property_type_id = ${k}))[1] as suf${k}`,
  ).join(',\n');
  const property = `concat('{"id":', pr.id::text, ',"title":', json_string_ascii(pr.title), ',"property_type":{"id":', pt.id::text, ',"title":', to_json(pt.title)::text, '}}')`;
  return `select x.owner_id, ${cols}
    from (
      select pr.id, pr.${owner} as owner_id, pr.property_type_id,
        json_build_object('id', pr.id, 'title', pr.title, 'options', opt.list) as slot,
        '{"id":' || pr.id::text || case pr.property_type_id
          when 1 then ',"date":"'
          when 2 then ',"date":'
          when 5 then ',"date":null,"date_to":null,"profile_id":'
          when 6 then ',"date":null,"date_to":null,"profile_id":null,"property_option_id":null,"checkbox":'
          when 7 then ',"date":null,"date_to":null,"profile_id":null,"property_option_id":null,"number":'
          else ',"date":null,"date_to":null,"profile_id":null,"property_option_id":' end as pre,
        case pr.property_type_id
          when 1 then '","date_to":null,"profile_id":null,"property_option_id":null,"property":'
          when 2 then ',"profile_id":null,"property_option_id":null,"property":'
          when 5 then ',"property_option_id":null,"property":'
          else ',"property":' end || ${property} || '}' as suf
      from properties pr
      join property_types pt on pt.id = pr.property_type_id
      cross join lateral (select ${OPTIONS_OF('pr.id')} as list) opt
      where pr.${owner} in (${ownerIds})
    ) x
    group by x.owner_id`;
}

/**
 * Where an object's values come from: column expressions (a task's own, a project's
 * property_values). The dates are `datedSql` texts: a day or a moment (docs/dates.md).
 */
interface ValueSource {
  date: string;
  periodStart: string;
  periodEnd: string;
  select: string;
  position: string;
  multi: string;
  people: string;
  checkbox: string;
  number: string;
}

const TASK_VALUES: ValueSource = {
  date: datedSql('t.value_date', 't.value_date_day'),
  periodStart: datedSql('t.value_period_start', 't.value_period_start_day'),
  periodEnd: datedSql('t.value_period_end', 't.value_period_end_day'),
  select: 't.value_select',
  position: 't.value_select_position',
  multi: 't.value_multiselect',
  people: 't.value_people',
  checkbox: 't.value_checkbox',
  number: 't.value_number',
};

const PROJECT_VALUES: ValueSource = {
  date: datedSql('v1.date', 'v1.date_day'),
  periodStart: datedSql('v2.date', 'v2.date_day'),
  periodEnd: datedSql('v2.date_to', 'v2.date_to_day'),
  select: 'v3.property_option_id',
  position: 'v3.position',
  multi: `coalesce(v4.property_option_ids, '{}'::integer[])`,
  people: 'v5.profile_id',
  checkbox: 'v6.checkbox',
  number: 'v7.number',
};

/** The seven left joins that bring a project's values (aliases v1…v7) for its space's slots (pivot `spp`). */
const PROJECT_VALUE_JOINS = KINDS.map(
  (k) => `left join property_values v${k} on v${k}.project_id = p.id and v${k}.property_id = spp.id${k}`,
).join('\n');

/**
 * One PropertyValue (shared/planner/types.ts) per set value of a defined slot, as JSON text: the slot's
 * constant prefix and suffix (slotPivot) around the value; concat_ws skips unset ones.
 */
function propertyValuesText(v: ValueSource, pivot: string): string {
  const entry = (k: number, set: string, value: string) =>
    `case when ${pivot}.id${k} is not null and (${set}) then ${pivot}.pre${k} || ${value} || ${pivot}.suf${k} end`;
  const parts = [
    entry(1, `${v.date} is not null`, v.date),
    entry(
      2,
      `${v.periodStart} is not null or ${v.periodEnd} is not null`,
      `${jsonValue('dated', v.periodStart)} || ',"date_to":' || ${jsonValue('dated', v.periodEnd)}`,
    ),
    entry(3, `${v.select} is not null`, `(${v.select})::text`),
    entry(
      4,
      `cardinality(${v.multi}) > 0`,
      `(${v.multi})[1]::text || ',"property_option_ids":' || array_to_json(${v.multi})::text`,
    ),
    entry(5, `${v.people} is not null`, `(${v.people})::text`),
    entry(6, `${v.checkbox} is not null`, `(${v.checkbox})::text`),
    entry(7, `${v.number} is not null`, `(${v.number})::text`),
  ];
  return `('[' || concat_ws(',', ${parts.join(',\n')}) || ']')`;
}

/** The value_* fields and propertyValues, as json_build_object arguments. */
function valueFields(v: ValueSource, pivot: string): string {
  return `'value_date', ${v.date},
    'value_period', case when ${v.periodStart} is null and ${v.periodEnd} is null then null
      else json_build_array(${v.periodStart}, ${v.periodEnd}) end,
    'value_select', ${v.select},
    'value_select_position', ${v.position},
    'value_multiselect', ${v.multi},
    'value_people', ${v.people},
    'value_checkbox', ${v.checkbox},
    'value_number', ${v.number},
    'propertyValues', ${propertyValuesText(v, pivot)}::json`;
}

const slotFields = (pivot: string) => SLOT_KEYS.map((key, i) => `'${key}', ${pivot}.s${i + 1}`).join(', ');

/** A task (alias t) with its project's slot pivot `ps`, as compact JSON text. */
const TASK_TEXT = jsonText([
  ['id', 'int', 't.id'],
  ['title', 'raw', 't.title_json'],
  ['description', 'raw', `coalesce(t.description_json, 'null')`],
  ['project_id', 'int', 't.project_id'],
  ['created_at', 'ts', 't.created_at'],
  ['updated_at', 'ts', 't.updated_at'],
  ['version', 'int', 't.version'],
  ['subtasks', 'raw', 't.subtasks_json'],
  ['value_date', 'dated', TASK_VALUES.date],
  [
    'value_period',
    'raw',
    `case when ${TASK_VALUES.periodStart} is null and ${TASK_VALUES.periodEnd} is null then 'null'
      else '[' || ${jsonValue('dated', TASK_VALUES.periodStart)} || ',' || ${jsonValue('dated', TASK_VALUES.periodEnd)} || ']' end`,
  ],
  ['value_select', 'int', 't.value_select'],
  ['value_select_position', 'int', 't.value_select_position'],
  ['value_multiselect', 'ints', 't.value_multiselect'],
  ['value_people', 'int', 't.value_people'],
  ['value_checkbox', 'bool', 't.value_checkbox'],
  ['value_number', 'num', 't.value_number'],
  // jsonb's own text: the rule holds only codes, units and digits, so nothing to escape.
  ['deadline', 'json', 't.deadline'],
  ['propertyValues', 'raw', propertyValuesText(TASK_VALUES, 'ps')],
]);

/** The caller's role (alias r) as JSON text. */
const ROLE_TEXT = (r: string) =>
  `case when ${r}.id is null then 'null' else '{"id":' || ${r}.id::text || ',"title":' || to_json(${r}.title)::text || ',"description":' || to_json(${r}.description)::text || '}' end`;

/** A space (alias s) with the caller's role (alias r): its stored answer plus the role; built on the spot if missing. */
const SPACE_TEXT = `(coalesce(s.answer_json, space_answer_json(s)) || ',"role":' || ${ROLE_TEXT('r')} || '}')`;

/** A project (alias p) with the caller's role (r), its own slots (pp), its space's slots (spp) and values (v1…v7). */
const PROJECT_JSON = `json_build_object(
  'id', p.id, 'title', p.title, 'description', p.description, 'space_id', p.space_id,
  'created_at', ${iso('p.created_at')}, 'role', ${ROLE_JSON('r')}, ${slotFields('pp')},
  ${valueFields(PROJECT_VALUES, 'spp')})`;

/** A member (alias m) with role (r) and profile (pf). */
const MEMBER_JSON = `json_build_object(
  'id', m.id, 'profile_id', m.profile_id, 'object_type', m.object_type, 'space_id', m.space_id,
  'project_id', m.project_id, 'task_id', m.task_id, 'role', ${ROLE_JSON('r')},
  'created_at', ${iso('m.created_at')}, 'profile', ${MINI_PROFILE_JSON('pf')})`;

/** The table view's columns of one project (PlannerColumn in shared/planner/types.ts), in slot order. */
const COLUMNS_OF = (projectId: string) => `(
  select coalesce(json_agg(json_build_object('key', k.key, 'title', pr.title, 'type', k.type, 'options', ${OPTIONS_OF('pr.id')})
    order by pr.property_type_id), '[]'::json)
  from properties pr
  join (values (1, 'value_date', 'date'), (2, 'value_period', 'period'), (3, 'value_select', 'select'),
    (4, 'value_multiselect', 'multiselect'), (5, 'value_people', 'people'), (6, 'value_checkbox', 'checkbox'),
    (7, 'value_number', 'number')) k(type_id, key, type) on k.type_id = pr.property_type_id
  where pr.project_id = ${projectId})`;

export type Who = { sessionId: string } | { profileId: number };

const raw = sql.raw;
const none = raw('');

function meCte(who: Who) {
  if ('sessionId' in who) return callerCte(who.sessionId);
  return sql`me as (select null::int as user_id, ${who.profileId}::int as profile_id, false as stale)`;
}

async function run<T extends object>(db: Kysely<Database>, who: Who, query: RawBuilder<unknown>) {
  const row = (await query.execute(db)).rows[0] as (CallerColumns & T) | undefined;
  const caller: Caller =
    'sessionId' in who ? callerFrom(db, who.sessionId, row) : { userId: 0, profileId: who.profileId };
  return { caller, row: row as CallerColumns & T };
}

export interface ProjectFilter {
  projectId?: number;
  spaceId?: number;
  /** answer archived projects too (the answer to an archive call) */
  archived?: boolean;
}

/**
 * `vis`: the projects the caller sees (project-visibility.ts), with the space role, the
 * project role and the effective role (space owners and admins see every project; others only
 * their own).
 */
function visibleProjects(f: ProjectFilter) {
  const v = projectViewers({
    profileId: sql<number | null>`(select profile_id from me)`,
    projectId: f.projectId,
    spaceId: f.spaceId,
    archived: f.archived,
  });
  return sql`vis as (select v.project_id as id, v.space_id, v.space_role, v.project_role, v.role_id from ${v} v)`;
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
    select user_id, profile_id, stale, body from planner_spaces(${session}::uuid, ${profile}::int, ${f.id ?? null}::int, ${f.archived ?? false}::boolean,
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
export async function readMembers(
  db: Kysely<Database>,
  target: { projectId: number } | { spaceId: number } | { memberId: number },
) {
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
