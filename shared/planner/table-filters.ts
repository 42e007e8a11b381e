import type { TableColumn } from './table-sort.ts';
import type { DayKey, PlannerColumnOption, PlannerProfile, ProfilesById, Task } from './types.ts';
import { dayKeyOf, safeTimeZone } from './zoned-time.ts';

/*
 * The table's filter panel: filters come from the columns; an
 * empty list is the panel's 'No filters available'.
 */

export type TableFilter =
  | { key: string; title: string; kind: 'options'; type: 'select' | 'multiselect'; options: PlannerColumnOption[] }
  | { key: string; title: string; kind: 'checkbox' }
  | { key: string; title: string; kind: 'people'; people: PlannerProfile[] }
  | { key: string; title: string; kind: 'dateRange'; type: 'date' | 'period' };

/** What the user picked per filter key; an empty pick (no ids, no bounds) filters nothing. */
export type TableFilterValue =
  | { kind: 'options'; ids: number[] }
  | { kind: 'checkbox'; checked: boolean }
  | { kind: 'people'; ids: number[] }
  | { kind: 'dateRange'; from: DayKey | null; to: DayKey | null };

export type TableFilterState = Readonly<Record<string, TableFilterValue | undefined>>;

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The filters the columns allow: select and multiselect with options, checkbox, people
 * (when there are profiles to pick), date and period as a day range. Number and title
 * columns have none.
 */
export function availableFilters(columns: readonly TableColumn[], profiles: ProfilesById = {}): TableFilter[] {
  const people = Object.entries(profiles)
    .filter((e): e is [string, { name: string }] => e[1] !== undefined && Number.isFinite(Number(e[0])))
    .map(([id, p]) => ({ id: Number(id), name: p.name }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const filters: TableFilter[] = [];
  for (const { key, title, type, options } of columns) {
    if ((type === 'select' || type === 'multiselect') && options.length > 0)
      filters.push({ key, title, kind: 'options', type, options });
    else if (type === 'checkbox') filters.push({ key, title, kind: 'checkbox' });
    else if (type === 'people' && people.length > 0) filters.push({ key, title, kind: 'people', people });
    else if (type === 'date' || type === 'period') filters.push({ key, title, kind: 'dateRange', type });
  }
  return filters;
}

export type FilterableTask = Pick<
  Task,
  'value_date' | 'value_period' | 'value_select' | 'value_multiselect' | 'value_people' | 'value_checkbox'
>;

/** Inclusive day-range match in the user's zone; a period matches when it overlaps the range. */
function inRange(start: DayKey | null, end: DayKey | null, from: DayKey | null, to: DayKey | null): boolean {
  const s = start ?? end;
  const e = end ?? start;
  if (s === null || e === null) return false;
  return (from === null || e >= from) && (to === null || s <= to);
}

function matches(task: FilterableTask, column: TableColumn, value: TableFilterValue, tz: string): boolean {
  switch (value.kind) {
    case 'options':
      if (value.ids.length === 0) return true;
      return column.type === 'multiselect'
        ? (task.value_multiselect ?? []).some((id) => value.ids.includes(id))
        : task.value_select !== null && value.ids.includes(task.value_select);
    case 'checkbox':
      return (task.value_checkbox ?? false) === value.checked;
    case 'people':
      return value.ids.length === 0 || (task.value_people !== null && value.ids.includes(task.value_people));
    case 'dateRange':
      if (value.from === null && value.to === null) return true;
      if (column.type === 'period') {
        const [s, e] = task.value_period ?? [null, null];
        return inRange(dayKeyOf(s, tz), dayKeyOf(e, tz), value.from, value.to);
      }
      return inRange(dayKeyOf(task.value_date, tz), null, value.from, value.to);
  }
}

/** The tasks matching every set filter (filters on unknown columns are ignored). */
export function applyTableFilters<T extends FilterableTask>(
  tasks: readonly T[],
  columns: readonly TableColumn[],
  state: TableFilterState,
  timeZone: string,
): T[] {
  const tz = safeTimeZone(timeZone);
  const active = columns.flatMap((c) => (state[c.key] ? [[c, state[c.key]!] as const] : []));
  return tasks.filter((t) => active.every(([c, v]) => matches(t, c, v, tz)));
}
