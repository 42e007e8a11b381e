import { datedColumns } from '@shared/dates/dated.ts';
import type { Subtask } from '@shared/schemas/planner.ts';
import type { SubtaskRow } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';

/**
 * Subtasks as stored: in the order of their numbers, then
 * renumbered from 1 so the stored list is always dense; ids must be unique in a task.
 * null or an empty list clears them.
 */
export function normalizeSubtasks(input: Subtask[] | null | undefined): SubtaskRow[] {
  if (!input) return [];
  const ids = new Set<number>();
  for (const s of input) {
    if (ids.has(s.id)) throw new HttpError('duplicate_subtask', { id: s.id });
    ids.add(s.id);
  }
  return input
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.number - b.s.number || a.i - b.i)
    .map(({ s }, i) => ({
      id: s.id,
      title: s.title,
      // A day stays `YYYY-MM-DD` (the same day for everyone); a moment is written in UTC.
      date: s.date ? subtaskDate(s.date) : null,
      is_completed: s.is_completed,
      number: i + 1,
    }));
}

function subtaskDate(value: string): string {
  const { moment, day } = datedColumns(value);
  return (day ?? moment)!;
}
