import type { IsoString, Subtask } from './types.ts';

/*
 * The task form's subtask list. Every function returns a
 * new list and leaves its input untouched, so React state can hold it directly.
 */

const renumber = (list: readonly Subtask[]): Subtask[] =>
  list.map((s, i) => (s.number === i + 1 ? s : { ...s, number: i + 1 }));

/** A new subtask: id = highest id + 1 (1 if none), empty title, not done, number = length + 1. */
export function addSubtask(list: readonly Subtask[]): Subtask[] {
  const id = list.reduce((max, s) => Math.max(max, s.id), 0) + 1;
  return [...list, { id, title: '', is_completed: false, number: list.length + 1 }];
}

/** Removes a subtask; the rest are renumbered from 1. Confirmation is the caller's (see below). */
export function deleteSubtask(list: readonly Subtask[], id: number): Subtask[] {
  return renumber(list.filter((s) => s.id !== id));
}

/** A non-blank title asks before deleting; an empty or whitespace-only one goes at once. */
export const needsDeleteConfirmation = (title: string | null | undefined): boolean => (title ?? '').trim() !== '';

/** Drag-handle reorder: moves the item at `from` to `to`; each number becomes its position from 1. */
export function reorderSubtasks(list: readonly Subtask[], from: number, to: number): Subtask[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length;
  if (!inRange(from) || !inRange(to)) return renumber(list);
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return renumber(next);
}

const update = (list: readonly Subtask[], id: number, change: (s: Subtask) => Subtask) =>
  list.map((s) => (s.id === id ? change(s) : s));

export const toggleSubtask = (list: readonly Subtask[], id: number): Subtask[] =>
  update(list, id, (s) => ({ ...s, is_completed: !s.is_completed }));

export const renameSubtask = (list: readonly Subtask[], id: number, title: string): Subtask[] =>
  update(list, id, (s) => ({ ...s, title }));

/** Sets or (with null) clears a subtask's date; a cleared value is null, as every cleared planner value is. */
export const setSubtaskDate = (list: readonly Subtask[], id: number, date: IsoString | null): Subtask[] =>
  update(list, id, (s) => ({ ...s, date }));

export interface SubtaskProgress {
  completed: number;
  total: number;
  /** Rounded percentage, 0 when there are no subtasks. */
  percent: number;
}

export function subtaskProgress(list: readonly Subtask[]): SubtaskProgress {
  const completed = list.filter((s) => s.is_completed).length;
  const total = list.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** Subtasks as the task payload carries them: undefined when there are none. */
export function subtasksPayload(list: readonly Subtask[] | null | undefined): Subtask[] | undefined {
  if (!list || list.length === 0) return undefined;
  return list.map(({ id, title, date, is_completed, number }) =>
    date === undefined ? { id, title, is_completed, number } : { id, title, date, is_completed, number },
  );
}
