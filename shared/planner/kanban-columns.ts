import type { PropertyOption, Task } from './types.ts';

/** A column's key: the select option's id, or null for No Status. */
export type KanbanColumnKey = number | null;

export interface KanbanColumn<T> {
  key: KanbanColumnKey;
  /** The option's title; for No Status the UI shows its translation of NO_STATUS_TITLE. */
  title: string;
  /** The option's colour (the column's top border); null for No Status. */
  color: string | null;
  tasks: T[];
  count: number;
}

export const NO_STATUS_TITLE = 'No Status';

export type KanbanTask = Pick<Task, 'id' | 'value_select' | 'value_select_position'>;

/** Card order inside a column: by position (tasks never placed go last), then id. */
export function compareKanbanTasks(a: KanbanTask, b: KanbanTask): number {
  const pa = a.value_select_position ?? Number.POSITIVE_INFINITY;
  const pb = b.value_select_position ?? Number.POSITIVE_INFINITY;
  return pa === pb ? a.id - b.id : pa < pb ? -1 : 1;
}

/**
 * The board (planner spec §2 Kanban): one column per option of the project's select
 * property, ordered by option number, plus a leading No Status column only when some task
 * has no select value. A task whose value_select is not among the options (a removed
 * option, docs/architecture.md: such tasks fall back to no value) also lands in No Status.
 */
export function buildKanbanColumns<T extends KanbanTask>(
  options: readonly PropertyOption[] | null | undefined,
  tasks: readonly T[],
): KanbanColumn<T>[] {
  const sorted = [...(options ?? [])].sort((a, b) => a.number - b.number || a.id - b.id);
  const byOption = new Map<number, T[]>(sorted.map((o) => [o.id, []]));
  const noStatus: T[] = [];
  for (const task of tasks) {
    const bucket = task.value_select === null ? undefined : byOption.get(task.value_select);
    (bucket ?? noStatus).push(task);
  }
  const column = (key: KanbanColumnKey, title: string, color: string | null, list: T[]): KanbanColumn<T> => {
    list.sort(compareKanbanTasks);
    return { key, title, color, tasks: list, count: list.length };
  };
  const columns = sorted.map((o) => column(o.id, o.title, o.color, byOption.get(o.id)!));
  return noStatus.length > 0 ? [column(null, NO_STATUS_TITLE, null, noStatus), ...columns] : columns;
}
