import { describe, expect, it } from 'vitest';
import { buildKanbanColumns, NO_STATUS_TITLE, noOptionColumnTitle } from '@shared/planner/kanban-columns.ts';
import type { PropertyOption } from '@shared/planner/types.ts';
import { makeTask } from './task-fixture.ts';

const options: PropertyOption[] = [
  { id: 20, number: 2, title: 'In progress', color: 'yellow' },
  { id: 10, number: 1, title: 'To do', color: 'blue' },
  { id: 30, number: 3, title: 'Done', color: 'green' },
];
const summary = (cols: ReturnType<typeof buildKanbanColumns>) =>
  cols.map((c) => `${c.key ?? 'none'}:${c.tasks.map((t) => t.id).join(',')}(${c.count})`);

describe('kanban columns', () => {
  it('makes one column per option ordered by number, with title and colour', () => {
    const cols = buildKanbanColumns(options, [makeTask({ id: 1, value_select: 30 })]);
    expect(cols.map((c) => [c.key, c.title, c.color])).toEqual([
      [10, 'To do', 'blue'],
      [20, 'In progress', 'yellow'],
      [30, 'Done', 'green'],
    ]);
    expect(summary(cols)).toEqual(['10:(0)', '20:(0)', '30:1(1)']);
  });

  it('has no No Status column when every task has a select value', () => {
    expect(buildKanbanColumns(options, [makeTask({ id: 1, value_select: 10 })])[0].key).toBe(10);
    expect(buildKanbanColumns(options, [])).toHaveLength(3);
  });

  it('leads with No Status when some task has no select value', () => {
    const cols = buildKanbanColumns(options, [makeTask({ id: 1 }), makeTask({ id: 2, value_select: 10 })]);
    expect(cols[0]).toMatchObject({ key: null, title: NO_STATUS_TITLE, color: null, count: 1 });
    expect(summary(cols)).toEqual(['none:1(1)', '10:2(1)', '20:(0)', '30:(0)']);
  });

  it('puts a task holding an unknown (removed) option in No Status', () => {
    const cols = buildKanbanColumns(options, [makeTask({ id: 5, value_select: 999 })]);
    expect(summary(cols)).toEqual(['none:5(1)', '10:(0)', '20:(0)', '30:(0)']);
  });

  it('sorts cards by position, unplaced cards last, ties by id', () => {
    const tasks = [
      makeTask({ id: 4, value_select: 10, value_select_position: null }),
      makeTask({ id: 3, value_select: 10, value_select_position: 1 }),
      makeTask({ id: 2, value_select: 10, value_select_position: 0 }),
      makeTask({ id: 1, value_select: 10, value_select_position: 1 }),
      makeTask({ id: 0, value_select: 10, value_select_position: null }),
    ];
    expect(summary(buildKanbanColumns(options, tasks))[0]).toBe('10:2,1,3,0,4(5)');
  });

  it('shows only No Status when the property has no options, and nothing for no tasks', () => {
    expect(summary(buildKanbanColumns([], [makeTask({ id: 1 })]))).toEqual(['none:1(1)']);
    expect(buildKanbanColumns(null, [])).toEqual([]);
  });
});

describe('the column of tasks with no option', () => {
  const ru = { title: 'Статус', options: [{ title: 'Новая' }, { title: 'В работе' }] };
  const en = { title: 'Status', options: [{ title: 'New' }, { title: 'Done' }] };
  it('says the interface’s words where the options are in the interface’s language', () => {
    expect(noOptionColumnTitle(ru, 'ru', 'Без статуса')).toBe('Без статуса');
    expect(noOptionColumnTitle(en, 'en', 'No Status')).toBe('No Status');
    expect(noOptionColumnTitle(null, 'en', 'No Status')).toBe('No Status');
    expect(noOptionColumnTitle({ title: '1', options: [{ title: '2' }] }, 'en', 'No Status')).toBe('No Status');
  });

  it('never mixes two languages on one board: the property’s own title and a dash', () => {
    expect(noOptionColumnTitle(ru, 'en', 'No Status')).toBe('Статус: —');
    expect(noOptionColumnTitle(en, 'ru', 'Без статуса')).toBe('Status: —');
  });
});
