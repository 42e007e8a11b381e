import { describe, expect, it } from 'vitest';
import {
  addSubtask,
  deleteSubtask,
  needsDeleteConfirmation,
  renameSubtask,
  reorderSubtasks,
  setSubtaskDate,
  subtaskProgress,
  subtasksPayload,
  toggleSubtask,
} from '@shared/planner/subtasks.ts';
import type { Subtask } from '@shared/planner/types.ts';

const sub = (id: number, number: number, over: Partial<Subtask> = {}): Subtask => ({
  id,
  title: `S${id}`,
  is_completed: false,
  number,
  ...over,
});
const shape = (list: Subtask[]) => list.map((s) => `${s.id}#${s.number}`);

describe('subtask list', () => {
  it('adds a first subtask with id 1 and number 1', () => {
    expect(addSubtask([])).toEqual([{ id: 1, title: '', is_completed: false, number: 1 }]);
  });

  it('gives a new subtask the highest id plus 1 and number length plus 1', () => {
    const list = [sub(7, 1), sub(3, 2)];
    const next = addSubtask(list);
    expect(next[2]).toEqual({ id: 8, title: '', is_completed: false, number: 3 });
    expect(list).toHaveLength(2);
  });

  it('renumbers from 1 after a deletion', () => {
    expect(shape(deleteSubtask([sub(1, 1), sub(2, 2), sub(3, 3)], 1))).toEqual(['2#1', '3#2']);
    expect(deleteSubtask([sub(1, 1)], 1)).toEqual([]);
    expect(shape(deleteSubtask([sub(1, 1), sub(2, 2)], 99))).toEqual(['1#1', '2#2']);
  });

  it('asks before deleting a titled subtask, not an empty or blank one', () => {
    expect(needsDeleteConfirmation('Call the court')).toBe(true);
    expect(needsDeleteConfirmation('')).toBe(false);
    expect(needsDeleteConfirmation('  \n\t')).toBe(false);
    expect(needsDeleteConfirmation(undefined)).toBe(false);
  });

  it('reorders by drag handle and numbers each by its position from 1', () => {
    const list = [sub(1, 1), sub(2, 2), sub(3, 3)];
    expect(shape(reorderSubtasks(list, 0, 2))).toEqual(['2#1', '3#2', '1#3']);
    expect(shape(reorderSubtasks(list, 2, 0))).toEqual(['3#1', '1#2', '2#3']);
    expect(shape(list)).toEqual(['1#1', '2#2', '3#3']);
  });

  it('ignores a reorder with indexes outside the list but still repairs numbering', () => {
    expect(shape(reorderSubtasks([sub(1, 5), sub(2, 9)], 0, 5))).toEqual(['1#1', '2#2']);
    expect(reorderSubtasks([], 0, 0)).toEqual([]);
  });

  it('toggles, renames and sets or clears a date on one subtask only', () => {
    const list = [sub(1, 1), sub(2, 2)];
    expect(toggleSubtask(list, 2)[1].is_completed).toBe(true);
    expect(toggleSubtask(toggleSubtask(list, 2), 2)[1].is_completed).toBe(false);
    expect(renameSubtask(list, 1, 'Draft claim')[0].title).toBe('Draft claim');
    const dated = setSubtaskDate(list, 1, '2024-05-10T00:00:00Z');
    expect(dated[0].date).toBe('2024-05-10T00:00:00Z');
    expect(dated[1]).toBe(list[1]);
    expect(setSubtaskDate(dated, 1, null)[0].date).toBeNull();
  });

  it('shows progress as completed/total with a rounded percentage', () => {
    expect(subtaskProgress([])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(subtaskProgress([sub(1, 1, { is_completed: true }), sub(2, 2), sub(3, 3)])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(
      subtaskProgress([sub(1, 1, { is_completed: true }), sub(2, 2, { is_completed: true }), sub(3, 3)]).percent,
    ).toBe(67);
  });

  it('sends subtasks as undefined when there are none', () => {
    expect(subtasksPayload([])).toBeUndefined();
    expect(subtasksPayload(null)).toBeUndefined();
  });

  it('sends only the spec fields of each subtask', () => {
    const extra = { ...sub(1, 1, { date: null }), dragging: true } as Subtask;
    expect(subtasksPayload([extra, sub(2, 2)])).toEqual([
      { id: 1, title: 'S1', date: null, is_completed: false, number: 1 },
      { id: 2, title: 'S2', is_completed: false, number: 2 },
    ]);
  });
});
