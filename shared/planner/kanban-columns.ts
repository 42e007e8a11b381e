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
 * The board: one column per option of the project's select
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

/** The language texts are written in, by their letters: Cyrillic Russian, Latin English; null for neither or both. */
export function writtenIn(texts: readonly string[]): 'ru' | 'en' | null {
  const all = texts.join(' ');
  const cyrillic = /[\u0400-\u04FF]/.test(all);
  const latin = /[A-Za-z]/.test(all);
  return cyrillic === latin ? null : cyrillic ? 'ru' : 'en';
}

/**
 * The title of the column of tasks with no option. The interface's own words ("No Status",
 * "Без статуса") where the options are written in the interface's language, or say nothing of
 * theirs; else the property's own title and a dash ("Статус: —" on an English screen over a
 * Russian practice's board), so one board never mixes two languages.
 */
export function noOptionColumnTitle(
  property: { title: string; options?: readonly { title: string }[] } | null | undefined,
  language: string,
  interfaceWords: string,
): string {
  if (!property) return interfaceWords;
  const data = writtenIn([property.title, ...(property.options ?? []).map((o) => o.title)]);
  return data === null || data === language.slice(0, 2) ? interfaceWords : `${property.title}: —`;
}
