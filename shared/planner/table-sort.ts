import type { PlannerColumn, PlannerColumnOption, PlannerColumnType, ProfilesById, Task } from './types.ts';
import { toInstantMs } from './zoned-time.ts';

/*
 * The table view's columns and sorting: the task title plus
 * the project's property columns; asc/desc toggling; default first date column ascending.
 */

export const TITLE_COLUMN_KEY = 'title';

export type TableColumnType = PlannerColumnType | 'title';

export interface TableColumn {
  key: string;
  /** The column header; for the title column the UI shows its own translation. */
  title: string;
  type: TableColumnType;
  options: PlannerColumnOption[];
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export type SortableTask = Pick<
  Task,
  | 'id'
  | 'title'
  | 'value_date'
  | 'value_period'
  | 'value_select'
  | 'value_multiselect'
  | 'value_people'
  | 'value_checkbox'
  | 'value_number'
>;

export interface SortContext {
  /** Names for the people column. */
  profiles?: ProfilesById;
  /** Reads date-only values as midnight in this zone (default UTC). */
  timeZone?: string;
}

/** The title column followed by the project's property columns (docs/architecture.md: fixed slot order). */
export function tableColumns(propertyColumns: readonly PlannerColumn[] | null | undefined): TableColumn[] {
  return [{ key: TITLE_COLUMN_KEY, title: 'Title', type: 'title', options: [] }, ...(propertyColumns ?? [])];
}

/** The first date column ascending; the title ascending when there is none. */
export function defaultTableSort(columns: readonly TableColumn[]): TableSort {
  const date = columns.find((c) => c.type === 'date');
  return { key: date?.key ?? TITLE_COLUMN_KEY, direction: 'asc' };
}

/** A click on a header: the same column flips asc/desc, a new column starts asc. */
export function toggleTableSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

type SortKey = (number | string)[] | null;

/** An option's rank: its number, else its place in the column's (number-ordered) list. */
function optionRank(column: TableColumn, id: number): number | null {
  const i = column.options.findIndex((o) => o.id === id);
  if (i === -1) return null;
  return column.options[i].number ?? i;
}

/** What a task sorts by in a column; null sorts last in both directions. */
function sortKey(task: SortableTask, column: TableColumn, ctx: SortContext): SortKey {
  const tz = ctx.timeZone ?? 'UTC';
  const one = (v: number | string | null | undefined): SortKey => (v === null || v === undefined ? null : [v]);
  switch (column.type) {
    case 'title':
      return [task.title ?? ''];
    case 'date':
      return one(toInstantMs(task.value_date, tz));
    case 'period':
      return one(toInstantMs(task.value_period?.[0], tz));
    case 'select':
      return one(task.value_select === null ? null : optionRank(column, task.value_select));
    case 'multiselect': {
      // Unknown ids (removed options) do not count.
      const ranks = (task.value_multiselect ?? []).map((id) => optionRank(column, id)).filter((r) => r !== null);
      return ranks.length === 0 ? null : [ranks.length, Math.min(...ranks)];
    }
    case 'checkbox':
      // An unset checkbox shows unchecked, so it sorts with the unchecked ones, not after the checked.
      return [task.value_checkbox ? 1 : 0];
    case 'number':
      return one(Number.isFinite(task.value_number) ? task.value_number : null);
    case 'people':
      return one(task.value_people === null ? null : ctx.profiles?.[task.value_people]?.name);
  }
}

function compareKeys(a: (number | string)[], b: (number | string)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]];
    const c = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/**
 * The tasks in table order: by the sorted column's type (dates by moment, period by its
 * start, select by option number, multiselect by count then first option, people by name,
 * title by Russian collation), empty values last whichever the direction, ties by id.
 * An unknown sort key leaves the order by id.
 */
export function sortTasks<T extends SortableTask>(
  tasks: readonly T[],
  columns: readonly TableColumn[],
  sort: TableSort,
  ctx: SortContext = {},
): T[] {
  const column = columns.find((c) => c.key === sort.key);
  const sign = sort.direction === 'desc' ? -1 : 1;
  const keyed = tasks.map((task) => ({ task, key: column ? sortKey(task, column, ctx) : null }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const c = compareKeys(a.key, b.key);
      if (c !== 0) return sign * c;
    }
    return a.task.id - b.task.id;
  });
  return keyed.map((k) => k.task);
}
