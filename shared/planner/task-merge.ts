import { isDay } from '../dates/dated.ts';
import type { PeriodValue, Subtask } from './types.ts';

/**
 * Merging a task update the app queued offline with what other people changed meanwhile. The
 * update names the version of the task it was based on and, for each field it changes, the value
 * the person changed it from. When the task has moved on since, each field is settled on its own:
 * a field nobody else touched takes the person's value silently; a field someone else changed too
 * still takes the person's value (the latest intention wins), and the answer lists it with the
 * value it replaced, so the app can tell the person what was overwritten. Fields the update does
 * not carry keep the server's values. The server applies this rule (tasks update) and the app
 * uses the same functions to build the update's base and to word a conflict.
 */

/**
 * The fields an update can change, each settled as a whole. A date is one field although it is
 * stored as a moment or a day (two columns); a period's two ends are one field, as they are
 * written together. The kanban position is not one: it is a card's place among the others,
 * which every move in the column renumbers, and is applied as asked.
 */
export const MERGE_FIELDS = [
  'title',
  'description',
  'subtasks',
  'project_id',
  'value_date',
  'value_period',
  'value_select',
  'value_multiselect',
  'value_people',
  'value_checkbox',
  'value_number',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** The fields' values as the task's answer carries them. */
export interface MergeValues {
  title: string;
  description: string | null;
  subtasks: Subtask[];
  project_id: number;
  value_date: string | null;
  value_period: PeriodValue | null;
  value_select: number | null;
  value_multiselect: number[];
  value_people: number | null;
  value_checkbox: boolean | null;
  value_number: number | null;
}

/** The fields as an update writes them: absent leaves a field as it is, null clears it. */
export type MergeUpdate = { [F in MergeField]?: MergeValues[F] | null };

/** What an update was based on: the task's version, and each changed field's value before the change. */
export interface TaskBase {
  version: number;
  from: MergeUpdate;
}

/** A field someone else changed too: the person's value was written; `theirs` is what it replaced. */
export type TaskConflict = { [F in MergeField]: { field: F; theirs: MergeValues[F] } }[MergeField];

/** A task as cached or stored: its version and its fields. */
export type VersionedTask = MergeValues & { version: number };

/**
 * A date as the server stores it: a day stays `YYYY-MM-DD`, a moment becomes its UTC instant (so
 * `10:00+03:00` and `07:00Z` are the same), and an empty value is none. A day and a moment are never
 * the same value, even on the same date: one has a time, the other has not.
 */
function storedDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isDay(value)) return value;
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : new Date(at).toISOString();
}

/**
 * One comparable text per value of a field: two values are the same when their texts are. Each
 * rule says what a person would not call a change.
 */
function canonical(field: MergeField, value: unknown): string {
  switch (field) {
    case 'title':
      // The server trims a title before it stores it.
      return JSON.stringify(typeof value === 'string' ? value.trim() : null);
    case 'description':
      // An empty description and none look the same, and a form that sends every field writes "" for none.
      return JSON.stringify(value || null);
    case 'subtasks': {
      // In the order of their numbers, as the server stores them; the numbers themselves are then
      // only the order. A subtask is its id, title, date and whether it is done.
      const list = ((value as Subtask[] | null | undefined) ?? [])
        .map((s, i) => ({ s, i }))
        .sort((a, b) => a.s.number - b.s.number || a.i - b.i)
        .map(({ s }) => [s.id, s.title, storedDate(s.date), s.is_completed]);
      return JSON.stringify(list);
    }
    case 'value_date':
      return JSON.stringify(storedDate(value as string | null | undefined));
    case 'value_period': {
      // No period and a period with both ends open are the same: the answer gives null for both.
      const [start, end] = (value as PeriodValue | null | undefined) ?? [null, null];
      const ends = [storedDate(start), storedDate(end)];
      return JSON.stringify(ends[0] === null && ends[1] === null ? null : ends);
    }
    case 'value_multiselect':
      // Chosen options are a set: the app shows them in the options' order, whatever the array's.
      return JSON.stringify([...new Set((value as number[] | null | undefined) ?? [])].sort((a, b) => a - b));
    case 'value_checkbox':
      // A checkbox never set shows unchecked: null and false are the same to the person.
      return JSON.stringify(value === true);
    case 'project_id':
    case 'value_select':
    case 'value_people':
    case 'value_number':
      return JSON.stringify(value ?? null);
  }
}

/** Whether two values of a field are the same value, as the server would store them. */
export function sameValue<F extends MergeField>(
  field: F,
  a: MergeValues[F] | null | undefined,
  b: MergeValues[F] | null | undefined,
): boolean {
  return canonical(field, a) === canonical(field, b);
}

const carries = (values: MergeUpdate, field: MergeField) => values[field] !== undefined;

/**
 * The fields `after` carries whose values differ from `before`'s: between two versions of a task
 * every field, between a task and an update only the update's.
 */
export function changedFields(before: MergeUpdate, after: MergeUpdate): MergeField[] {
  return MERGE_FIELDS.filter((f) => carries(after, f) && !sameValue(f, before[f], after[f]));
}

/** The base of an update made on the cached `task`: its version, and the cached value of each field the update carries. */
export function baseOf(task: VersionedTask, update: MergeUpdate): TaskBase {
  const from: Record<string, unknown> = {};
  for (const f of MERGE_FIELDS) if (carries(update, f)) from[f] = task[f];
  return { version: task.version, from: from as MergeUpdate };
}

/** Whether the task has moved on since the update's base: only then are fields settled one by one. */
export const isStale = (current: { version: number }, base: TaskBase | undefined): base is TaskBase =>
  base !== undefined && base.version !== current.version;

/**
 * The fields an update based on a stale version carries with the very value it was based on: the
 * person did not change them (a form sends every field), so they keep what the server has now
 * rather than undo someone else's change.
 */
export function unchangedFields(update: MergeUpdate, base: TaskBase): MergeField[] {
  return MERGE_FIELDS.filter(
    (f) => carries(update, f) && carries(base.from, f) && sameValue(f, update[f], base.from[f]),
  );
}

/**
 * The conflicts of an update with the task as it is now (`current`, before the update): none
 * unless the base is stale; then each field the person changed that someone else changed too, to
 * another value, with that value as `theirs`. A field without a `from` value makes no claim and
 * is written silently.
 */
export function mergeConflicts(
  current: VersionedTask,
  update: MergeUpdate,
  base: TaskBase | undefined,
): TaskConflict[] {
  if (!isStale(current, base)) return [];
  const conflicts: TaskConflict[] = [];
  for (const f of MERGE_FIELDS) {
    if (!carries(update, f) || !carries(base.from, f)) continue;
    const [mine, was, now] = [update[f], base.from[f], current[f]];
    if (sameValue(f, mine, was) || sameValue(f, now, was) || sameValue(f, now, mine)) continue;
    conflicts.push({ field: f, theirs: now } as TaskConflict);
  }
  return conflicts;
}
