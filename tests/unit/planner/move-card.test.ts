import { describe, expect, it } from 'vitest';
import { buildKanbanColumns, type KanbanColumn } from '@shared/planner/kanban-columns.ts';
import { moveCard } from '@shared/planner/move-card.ts';
import type { PropertyOption, Task } from '@shared/planner/types.ts';
import { makeTask } from './task-fixture.ts';

const options: PropertyOption[] = [
  { id: 10, number: 1, title: 'To do', color: 'blue' },
  { id: 20, number: 2, title: 'Done', color: 'green' },
];
const summary = (cols: KanbanColumn<Task>[]) =>
  cols.map(
    (c) => `${c.key ?? 'none'}:${c.tasks.map((t) => `${t.id}@${t.value_select_position}`).join(',')}(${c.count})`,
  );

function board() {
  return buildKanbanColumns(options, [
    makeTask({ id: 1, value_select: 10, value_select_position: 0 }),
    makeTask({ id: 2, value_select: 10, value_select_position: 1 }),
    makeTask({ id: 3, value_select: 10, value_select_position: 2 }),
    makeTask({ id: 4, value_select: 20, value_select_position: 0 }),
    makeTask({ id: 5, value_select: 20, value_select_position: 1 }),
    makeTask({ id: 6, value_select: null, value_select_position: 0 }),
  ]);
}

describe('moveCard', () => {
  it('moves a card to another column, sets its option and renumbers both columns', () => {
    const { columns, updates } = moveCard(board(), { taskId: 1, toColumn: 20, toIndex: 1 });
    expect(summary(columns)).toEqual(['none:6@0(1)', '10:2@0,3@1(2)', '20:4@0,1@1,5@2(3)']);
    expect(columns[2].tasks[1].value_select).toBe(20);
    expect(updates).toEqual([
      { id: 2, value_select_position: 0 },
      { id: 3, value_select_position: 1 },
      { id: 1, value_select_position: 1, value_select: 20 },
      { id: 5, value_select_position: 2 },
    ]);
  });

  it('moves a card to No Status and renumbers both columns', () => {
    const { columns, updates } = moveCard(board(), { taskId: 4, toColumn: null, toIndex: 0 });
    expect(summary(columns)).toEqual(['none:4@0,6@1(2)', '10:1@0,2@1,3@2(3)', '20:5@0(1)']);
    expect(columns[0].tasks[0].value_select).toBeNull();
    expect(updates).toEqual([
      { id: 5, value_select_position: 0 },
      { id: 4, value_select_position: 0, value_select: null },
      { id: 6, value_select_position: 1 },
    ]);
  });

  it('reorders inside a column by changing positions only', () => {
    const { columns, updates } = moveCard(board(), { taskId: 3, toColumn: 10, toIndex: 0 });
    expect(summary(columns)[1]).toBe('10:3@0,1@1,2@2(3)');
    expect(updates).toEqual([
      { id: 3, value_select_position: 0 },
      { id: 1, value_select_position: 1 },
      { id: 2, value_select_position: 2 },
    ]);
    expect(updates.every((u) => !('value_select' in u))).toBe(true);
  });

  it('sends nothing when a card is dropped where it already is', () => {
    expect(moveCard(board(), { taskId: 2, toColumn: 10, toIndex: 1 }).updates).toEqual([]);
  });

  it('always sends the moved card when it changes column, even at an unchanged position', () => {
    const { updates } = moveCard(board(), { taskId: 1, toColumn: 20, toIndex: 0 });
    expect(updates).toContainEqual({ id: 1, value_select_position: 0, value_select: 20 });
  });

  it('makes gappy or missing positions dense and unique in every affected column', () => {
    const cols = buildKanbanColumns(options, [
      makeTask({ id: 1, value_select: 10, value_select_position: 5 }),
      makeTask({ id: 2, value_select: 10, value_select_position: 5 }),
      makeTask({ id: 3, value_select: 10, value_select_position: null }),
      makeTask({ id: 4, value_select: 20, value_select_position: 7 }),
    ]);
    const { columns } = moveCard(cols, { taskId: 4, toColumn: 10, toIndex: 99 });
    expect(summary(columns)).toEqual(['10:1@0,2@1,3@2,4@3(4)', '20:(0)']);
  });

  it('drops the No Status column once its last card leaves', () => {
    const { columns, updates } = moveCard(board(), { taskId: 6, toColumn: 10, toIndex: 3 });
    expect(columns.map((c) => c.key)).toEqual([10, 20]);
    expect(updates).toEqual([{ id: 6, value_select_position: 3, value_select: 10 }]);
  });

  it('creates a No Status column when a card is dropped there and none exists', () => {
    const cols = buildKanbanColumns(options, [makeTask({ id: 1, value_select: 10, value_select_position: 0 })]);
    const { columns, updates } = moveCard(cols, { taskId: 1, toColumn: null, toIndex: 0 });
    expect(summary(columns)).toEqual(['none:1@0(1)', '10:(0)', '20:(0)']);
    expect(updates).toEqual([{ id: 1, value_select_position: 0, value_select: null }]);
  });

  it('keeps a stale option id on No Status cards it only renumbers', () => {
    const cols = buildKanbanColumns(options, [
      makeTask({ id: 1, value_select: 999, value_select_position: 0 }),
      makeTask({ id: 2, value_select: null, value_select_position: 1 }),
    ]);
    const { updates } = moveCard(cols, { taskId: 2, toColumn: null, toIndex: 0 });
    expect(updates).toEqual([
      { id: 2, value_select_position: 0 },
      { id: 1, value_select_position: 1 },
    ]);
  });

  it('changes nothing for an unknown task or target option', () => {
    const before = board();
    expect(moveCard(before, { taskId: 42, toColumn: 10, toIndex: 0 })).toEqual({ columns: before, updates: [] });
    expect(moveCard(before, { taskId: 1, toColumn: 777, toIndex: 0 })).toEqual({ columns: before, updates: [] });
  });

  it('clamps a negative index to the top and leaves the input columns untouched', () => {
    const before = board();
    const snapshot = JSON.stringify(before);
    const { columns } = moveCard(before, { taskId: 5, toColumn: 10, toIndex: -3 });
    expect(summary(columns).slice(1)).toEqual(['10:5@0,1@1,2@2,3@3(4)', '20:4@0(1)']);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
