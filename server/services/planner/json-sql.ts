/**
 * SQL fragments that build the planner's answers as JSON inside PostgreSQL, so a list
 * of 2,000 tasks reaches Node as one string instead of 2,000 parsed rows (the issue's
 * CPU budget is 15 µs per task). Every fragment here is fixed text: values always go
 * in as parameters at the call site, never into these strings.
 */

/** An ISO-8601 UTC string the way JavaScript's toISOString writes it. */
export const iso = (expr: string) => `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Kind = 'int' | 'num' | 'bool' | 'text' | 'ts' | 'json' | 'ints' | 'raw';

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
export function jsonText(fields: Array<[name: string, kind: Kind, expr: string]>): string {
  return `(${fields.map(([name, kind, e], i) => `'${i === 0 ? '{' : ','}"${name}":' || ${jsonValue(kind, e)}`).join(' || ')} || '}')`;
}

const KINDS = [1, 2, 3, 4, 5, 6, 7] as const;
export const SLOT_KEYS = ['property_date', 'property_period', 'property_select', 'property_multiselect', 'property_people', 'property_checkbox', 'property_number'];

export const OPTION_JSON = `json_build_object('id', o.id, 'number', o.number, 'title', o.title, 'color', o.color)`;
export const OPTIONS_OF = (propertyId: string) =>
  `(select coalesce(json_agg(${OPTION_JSON} order by o.number, o.id), '[]'::json) from property_options o where o.property_id = ${propertyId})`;
export const ROLE_JSON = (r: string) =>
  `case when ${r}.id is null then null else json_build_object('id', ${r}.id, 'title', ${r}.title, 'description', ${r}.description) end`;
export const MINI_PROFILE_JSON = (p: string) =>
  `json_build_object('id', ${p}.id, 'name', ${p}.name, 'username', ${p}.username, 'avatar', ${p}.avatar)`;

/**
 * The slots of a set of owners pivoted to one row per owner: `owner_id`, and per type k
 * `id{k}` (the property id), `s{k}` (the slot as answered: {id, title, options}, json),
 * and `pre{k}` / `suf{k}`: the constant text before and after the value in a
 * PropertyValue of that slot, so a 2,000-task list formats only the values themselves.
 * A PropertyValue's property is {id, title, property_type}: its options are in the slot
 * and in propertyColumns already, and are not repeated on every value.
 */
export function slotPivot(owner: 'space_id' | 'project_id', ownerIds: string): string {
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

/** Where an object's values come from: column expressions (a task's own, a project's property_values). */
export interface ValueSource {
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

export const TASK_VALUES: ValueSource = {
  date: 't.value_date',
  periodStart: 't.value_period_start',
  periodEnd: 't.value_period_end',
  select: 't.value_select',
  position: 't.value_select_position',
  multi: 't.value_multiselect',
  people: 't.value_people',
  checkbox: 't.value_checkbox',
  number: 't.value_number',
};

export const PROJECT_VALUES: ValueSource = {
  date: 'v1.date',
  periodStart: 'v2.date',
  periodEnd: 'v2.date_to',
  select: 'v3.property_option_id',
  position: 'v3.position',
  multi: `coalesce(v4.property_option_ids, '{}'::integer[])`,
  people: 'v5.profile_id',
  checkbox: 'v6.checkbox',
  number: 'v7.number',
};

/** The seven left joins that bring a project's values (aliases v1…v7) for its space's slots (pivot `spp`). */
export const PROJECT_VALUE_JOINS = KINDS.map(
  (k) => `left join property_values v${k} on v${k}.project_id = p.id and v${k}.property_id = spp.id${k}`,
).join('\n');

/**
 * One PropertyValue (spec §3) per set value of a defined slot, as JSON text: the slot's
 * constant prefix and suffix (slotPivot) around the value; concat_ws skips unset ones.
 */
export function propertyValuesText(v: ValueSource, pivot: string): string {
  const entry = (k: number, set: string, value: string) =>
    `case when ${pivot}.id${k} is not null and (${set}) then ${pivot}.pre${k} || ${value} || ${pivot}.suf${k} end`;
  const parts = [
    entry(1, `${v.date} is not null`, iso(v.date)),
    entry(2, `${v.periodStart} is not null or ${v.periodEnd} is not null`, `${jsonValue('ts', v.periodStart)} || ',"date_to":' || ${jsonValue('ts', v.periodEnd)}`),
    entry(3, `${v.select} is not null`, `(${v.select})::text`),
    entry(4, `cardinality(${v.multi}) > 0`, `(${v.multi})[1]::text || ',"property_option_ids":' || array_to_json(${v.multi})::text`),
    entry(5, `${v.people} is not null`, `(${v.people})::text`),
    entry(6, `${v.checkbox} is not null`, `(${v.checkbox})::text`),
    entry(7, `${v.number} is not null`, `(${v.number})::text`),
  ];
  return `('[' || concat_ws(',', ${parts.join(',\n')}) || ']')`;
}

/** The value_* fields and propertyValues, as json_build_object arguments. */
function valueFields(v: ValueSource, pivot: string): string {
  return `'value_date', ${iso(v.date)},
    'value_period', case when ${v.periodStart} is null and ${v.periodEnd} is null then null
      else json_build_array(${iso(v.periodStart)}, ${iso(v.periodEnd)}) end,
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
export const TASK_TEXT = jsonText([
  ['id', 'int', 't.id'],
  ['title', 'raw', 't.title_json'],
  ['description', 'raw', `coalesce(t.description_json, 'null')`],
  ['project_id', 'int', 't.project_id'],
  ['created_at', 'ts', 't.created_at'],
  ['updated_at', 'ts', 't.updated_at'],
  ['subtasks', 'raw', 't.subtasks_json'],
  ['value_date', 'ts', 't.value_date'],
  [
    'value_period',
    'raw',
    `case when t.value_period_start is null and t.value_period_end is null then 'null'
      else '[' || ${jsonValue('ts', 't.value_period_start')} || ',' || ${jsonValue('ts', 't.value_period_end')} || ']' end`,
  ],
  ['value_select', 'int', 't.value_select'],
  ['value_select_position', 'int', 't.value_select_position'],
  ['value_multiselect', 'ints', 't.value_multiselect'],
  ['value_people', 'int', 't.value_people'],
  ['value_checkbox', 'bool', 't.value_checkbox'],
  ['value_number', 'num', 't.value_number'],
  ['propertyValues', 'raw', propertyValuesText(TASK_VALUES, 'ps')],
]);

/** The caller's role (alias r) as JSON text. */
export const ROLE_TEXT = (r: string) =>
  `case when ${r}.id is null then 'null' else '{"id":' || ${r}.id::text || ',"title":' || to_json(${r}.title)::text || ',"description":' || to_json(${r}.description)::text || '}' end`;

/** A space (alias s) with the caller's role (alias r): its stored answer (migration: space_answer_json) plus the role. */
export const SPACE_TEXT = `(s.answer_json || ',"role":' || ${ROLE_TEXT('r')} || '}')`;

/** A project (alias p) with the caller's role (r), its own slots (pp), its space's slots (spp) and values (v1…v7). */
export const PROJECT_JSON = `json_build_object(
  'id', p.id, 'title', p.title, 'description', p.description, 'space_id', p.space_id,
  'created_at', ${iso('p.created_at')}, 'role', ${ROLE_JSON('r')}, ${slotFields('pp')},
  ${valueFields(PROJECT_VALUES, 'spp')})`;

/** A member (alias m) with role (r) and profile (pf). */
export const MEMBER_JSON = `json_build_object(
  'id', m.id, 'profile_id', m.profile_id, 'object_type', m.object_type, 'space_id', m.space_id,
  'project_id', m.project_id, 'task_id', m.task_id, 'role', ${ROLE_JSON('r')},
  'created_at', ${iso('m.created_at')}, 'profile', ${MINI_PROFILE_JSON('pf')})`;

/** The table view's columns of one project (spec §3 Planner column), in slot order. */
export const COLUMNS_OF = (projectId: string) => `(
  select coalesce(json_agg(json_build_object('key', k.key, 'title', pr.title, 'type', k.type, 'options', ${OPTIONS_OF('pr.id')})
    order by pr.property_type_id), '[]'::json)
  from properties pr
  join (values (1, 'value_date', 'date'), (2, 'value_period', 'period'), (3, 'value_select', 'select'),
    (4, 'value_multiselect', 'multiselect'), (5, 'value_people', 'people'), (6, 'value_checkbox', 'checkbox'),
    (7, 'value_number', 'number')) k(type_id, key, type) on k.type_id = pr.property_type_id
  where pr.project_id = ${projectId})`;
