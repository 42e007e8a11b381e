import { NO_STATUS_TITLE, type KanbanColumn, type KanbanColumnKey, type KanbanTask } from './kanban-columns.ts';

export interface CardMove {
  taskId: number;
  /** The target column's key: an option id, or null for No Status. */
  toColumn: KanbanColumnKey;
  /** Position in the target column with the moved card taken out (what dropIndex gives). */
  toIndex: number;
}

/** One row of the tasks updateBatch payload. */
export interface PositionUpdate {
  id: number;
  value_select_position: number;
  /** Only on the moved task, and only when it changes column (null = No Status). */
  value_select?: number | null;
}

export interface CardMoveResult<T> {
  columns: KanbanColumn<T>[];
  /** Minimal updateBatch list; empty when nothing changes (skip the call then). */
  updates: PositionUpdate[];
}

/**
 * A kanban drop: the card takes the target column's option (null for No
 * Status) and every affected column is renumbered. Positions are dense from 0 (the card's
 * index in its column) and unique per column; only tasks whose position or column really
 * changes are sent. Reordering inside a column changes positions only. An unknown task or
 * option id changes nothing. A No Status column is created when a card is dropped on it and
 * removed once emptied, matching buildKanbanColumns.
 */
export function moveCard<T extends KanbanTask>(columns: readonly KanbanColumn<T>[], move: CardMove): CardMoveResult<T> {
  const unchanged = { columns: [...columns], updates: [] };
  let cols = [...columns];
  let from = cols.findIndex((c) => c.tasks.some((t) => t.id === move.taskId));
  let to = cols.findIndex((c) => c.key === move.toColumn);
  if (from === -1) return unchanged;
  if (to === -1) {
    if (move.toColumn !== null) return unchanged;
    cols = [{ key: null, title: NO_STATUS_TITLE, color: null, tasks: [], count: 0 }, ...cols];
    to = 0;
    from += 1;
  }

  const source = [...cols[from].tasks];
  const task = source.splice(
    source.findIndex((t) => t.id === move.taskId),
    1,
  )[0];
  const changesColumn = from !== to;
  const target = changesColumn ? [...cols[to].tasks] : source;
  const index = Number.isNaN(move.toIndex)
    ? target.length
    : Math.min(Math.max(0, Math.trunc(move.toIndex)), target.length);
  target.splice(index, 0, changesColumn ? { ...task, value_select: move.toColumn } : task);

  const updates: PositionUpdate[] = [];
  const renumber = (list: T[]): T[] =>
    list.map((t, i) => {
      const movedAcross = changesColumn && t.id === move.taskId;
      if (t.value_select_position === i && !movedAcross) return t;
      updates.push(
        movedAcross
          ? { id: t.id, value_select_position: i, value_select: move.toColumn }
          : { id: t.id, value_select_position: i },
      );
      return { ...t, value_select_position: i };
    });

  const setTasks = (at: number, list: T[]) => {
    const tasks = renumber(list);
    cols[at] = { ...cols[at], tasks, count: tasks.length };
  };
  setTasks(from, source);
  if (changesColumn) setTasks(to, target);
  cols = cols.filter((c) => c.key !== null || c.tasks.length > 0);
  return { columns: cols, updates };
}
