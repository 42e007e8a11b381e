import { type Kysely, sql } from 'kysely';
import { datedAfter, datedColumns } from '@shared/dates/dated.ts';
import { PROPERTY_TYPES } from '@shared/schemas/planner.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { isSpaceMember } from './access.ts';
import { projectSeenBy } from './project-visibility.ts';

/**
 * Property values: a task's in typed columns on tasks, a project's
 * in property_values for its space's slots. `null` clears a value, absent leaves it.
 */

type Db = Kysely<Database>;

export interface ValueInputs {
  value_date?: string | null;
  value_period?: [string | null, string | null] | null;
  value_select?: number | null;
  value_select_position?: number | null;
  value_multiselect?: number[] | null;
  value_people?: number | null;
  value_checkbox?: boolean | null;
  value_number?: number | null;
}

/** The columns written; a date sets its moment and its day together (one of them null). */
export interface TaskValueColumns {
  value_date?: string | null;
  value_date_day?: string | null;
  value_period_start?: string | null;
  value_period_start_day?: string | null;
  value_period_end?: string | null;
  value_period_end_day?: string | null;
  value_select?: number | null;
  value_multiselect?: number[];
  value_people?: number | null;
  value_checkbox?: boolean | null;
  value_number?: number | null;
}

/** A period's two ends as columns; its start may not come after its end. */
function period(v: [string | null, string | null] | null) {
  const [start, end] = v ?? [null, null];
  if (start && end && datedAfter(start, end)) throw new HttpError('bad_period');
  return { start: datedColumns(start || null), end: datedColumns(end || null) };
}

const unique = (ids: number[]) => [...new Set(ids)];

/** Who may be a project's task assignee: whoever sees the project (its members, and the space's owners and admins). */
export const ASSIGNABLE = (projectId: number, profileId: number) => projectSeenBy(projectId, profileId);

/**
 * A task's values checked against its project: options must be the project's select or
 * multiselect options, the assignee one of the project's members (or the space's owners
 * and admins). Answers the columns to write. Position is the kanban's business.
 */
export async function checkTaskValues(
  db: Db,
  project: { id: number; space_id: number },
  input: ValueInputs,
): Promise<TaskValueColumns> {
  const out: TaskValueColumns = {};
  if (input.value_date !== undefined) {
    const { moment, day } = datedColumns(input.value_date || null);
    [out.value_date, out.value_date_day] = [moment, day];
  }
  if (input.value_period !== undefined) {
    const { start, end } = period(input.value_period);
    [out.value_period_start, out.value_period_start_day] = [start.moment, start.day];
    [out.value_period_end, out.value_period_end_day] = [end.moment, end.day];
  }
  if (input.value_checkbox !== undefined) out.value_checkbox = input.value_checkbox;
  if (input.value_number !== undefined) out.value_number = input.value_number;
  if (input.value_select !== undefined) out.value_select = input.value_select;
  if (input.value_multiselect !== undefined) out.value_multiselect = unique(input.value_multiselect ?? []);
  if (input.value_people !== undefined) out.value_people = input.value_people;

  const needSelect = out.value_select != null;
  const needMulti = (out.value_multiselect?.length ?? 0) > 0;
  const needPeople = out.value_people != null;
  if (!needSelect && !needMulti && !needPeople) return out;

  const r = await sql<{ select_ids: number[]; multi_ids: number[]; people_ok: boolean }>`
    select
      array(select o.id from property_options o join properties pr on pr.id = o.property_id
        where pr.project_id = ${project.id}::int and pr.property_type_id = ${PROPERTY_TYPES.select}) as select_ids,
      array(select o.id from property_options o join properties pr on pr.id = o.property_id
        where pr.project_id = ${project.id}::int and pr.property_type_id = ${PROPERTY_TYPES.multiselect}) as multi_ids,
      ${needPeople ? ASSIGNABLE(project.id, out.value_people!) : sql`true`} as people_ok`.execute(db);
  const { select_ids, multi_ids, people_ok } = r.rows[0];
  if (needSelect && !select_ids.includes(out.value_select!)) {
    throw new HttpError('unknown_option');
  }
  if (needMulti && !out.value_multiselect!.every((id) => multi_ids.includes(id))) {
    throw new HttpError('unknown_options');
  }
  if (!people_ok) throw new HttpError('not_project_member');
  return out;
}

type PvColumns = {
  date?: string | null;
  date_day?: string | null;
  date_to?: string | null;
  date_to_day?: string | null;
  property_option_id?: number | null;
  property_option_ids?: number[];
  position?: number | null;
  profile_id?: number | null;
  checkbox?: boolean | null;
  number?: number | null;
};

/**
 * A project's values, for its space's slots: a value for a kind the space has no slot of
 * is refused; options must be that slot's; a person must belong to the space.
 */
export async function writeProjectValues(
  db: Db,
  project: { id: number; space_id: number },
  input: ValueInputs,
): Promise<void> {
  const given = (Object.keys(input) as (keyof ValueInputs)[]).filter(
    (k) => k.startsWith('value_') && input[k] !== undefined,
  );
  if (!given.length) return;
  const slots = await sql<{ id: number; property_type_id: number; option_ids: number[] }>`
    select pr.id, pr.property_type_id, array(select o.id from property_options o where o.property_id = pr.id) as option_ids
    from properties pr where pr.space_id = ${project.space_id}::int`.execute(db);
  const slotOf = (typeId: number) => slots.rows.find((s) => s.property_type_id === typeId);

  const plan: Array<{ typeId: number; field: string; cols: PvColumns | null }> = [];
  if (input.value_date) {
    const { moment, day } = datedColumns(input.value_date);
    plan.push({ typeId: PROPERTY_TYPES.date, field: 'value_date', cols: { date: moment, date_day: day } });
  } else if (input.value_date !== undefined)
    plan.push({ typeId: PROPERTY_TYPES.date, field: 'value_date', cols: null });
  if (input.value_period !== undefined) {
    const { start, end } = period(input.value_period);
    const set = start.moment || start.day || end.moment || end.day;
    plan.push({
      typeId: PROPERTY_TYPES.period,
      field: 'value_period',
      cols: set ? { date: start.moment, date_day: start.day, date_to: end.moment, date_to_day: end.day } : null,
    });
  }
  if (input.value_select !== undefined || input.value_select_position !== undefined) {
    const cols: PvColumns = {};
    if (input.value_select !== undefined) cols.property_option_id = input.value_select;
    if (input.value_select_position !== undefined) cols.position = input.value_select_position;
    plan.push({
      typeId: PROPERTY_TYPES.select,
      field: 'value_select',
      cols: input.value_select === null && input.value_select_position == null ? null : cols,
    });
  }
  if (input.value_multiselect !== undefined) {
    const ids = unique(input.value_multiselect ?? []);
    plan.push({
      typeId: PROPERTY_TYPES.multiselect,
      field: 'value_multiselect',
      cols: ids.length ? { property_option_ids: ids } : null,
    });
  }
  if (input.value_people !== undefined)
    plan.push({
      typeId: PROPERTY_TYPES.people,
      field: 'value_people',
      cols: input.value_people === null ? null : { profile_id: input.value_people },
    });
  if (input.value_checkbox !== undefined)
    plan.push({
      typeId: PROPERTY_TYPES.checkbox,
      field: 'value_checkbox',
      cols: input.value_checkbox === null ? null : { checkbox: input.value_checkbox },
    });
  if (input.value_number !== undefined)
    plan.push({
      typeId: PROPERTY_TYPES.number,
      field: 'value_number',
      cols: input.value_number === null ? null : { number: input.value_number },
    });

  for (const { typeId, field, cols } of plan) {
    const slot = slotOf(typeId);
    if (!slot) {
      if (cols === null) continue; // clearing what cannot be there
      throw new HttpError('no_such_property', { field });
    }
    if (cols === null) {
      await db
        .deleteFrom('property_values')
        .where('project_id', '=', project.id)
        .where('property_id', '=', slot.id)
        .execute();
      continue;
    }
    if (cols.property_option_id != null && !slot.option_ids.includes(cols.property_option_id)) {
      throw new HttpError('unknown_space_option', { field });
    }
    if (cols.property_option_ids && !cols.property_option_ids.every((id) => slot.option_ids.includes(id))) {
      throw new HttpError('unknown_space_options', { field });
    }
    if (cols.profile_id != null) {
      if (!(await isSpaceMember(db, project.space_id, cols.profile_id)))
        throw new HttpError('value_not_space_member', { field });
    }
    await db
      .insertInto('property_values')
      .values({ space_id: project.space_id, project_id: project.id, property_id: slot.id, ...cols })
      .onConflict((oc) => oc.columns(['project_id', 'property_id']).doUpdateSet({ ...cols, updated_at: sql`now()` }))
      .execute();
  }
}
