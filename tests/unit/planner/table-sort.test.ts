import { describe, expect, it } from 'vitest';
import {
  defaultTableSort,
  sortTasks,
  TITLE_COLUMN_KEY,
  tableColumns,
  toggleTableSort,
} from '@shared/planner/table-sort.ts';
import type { PlannerColumn } from '@shared/planner/types.ts';
import { makeTask } from './task-fixture.ts';

const propertyColumns: PlannerColumn[] = [
  { key: 'property_date', title: 'Deadline', type: 'date', options: [] },
  { key: 'property_period', title: 'Period', type: 'period', options: [] },
  {
    key: 'property_select',
    title: 'Status',
    type: 'select',
    options: [
      { id: 11, title: 'New', color: 'blue', number: 1 },
      { id: 12, title: 'Doing', color: 'yellow', number: 2 },
      { id: 13, title: 'Done', color: 'green', number: 3 },
    ],
  },
  {
    key: 'property_multiselect',
    title: 'Tags',
    type: 'multiselect',
    options: [
      { id: 21, title: 'Court', color: 'red' },
      { id: 22, title: 'Client', color: 'pink' },
      { id: 23, title: 'Tax', color: 'teal' },
    ],
  },
  { key: 'property_checkbox', title: 'Paid', type: 'checkbox', options: [] },
  { key: 'property_number', title: 'Hours', type: 'number', options: [] },
  { key: 'property_people', title: 'Assignee', type: 'people', options: [] },
];
const columns = tableColumns(propertyColumns);
const ids = (list: { id: number }[]) => list.map((t) => t.id);
const asc = (key: string) => ({ key, direction: 'asc' as const });
const desc = (key: string) => ({ key, direction: 'desc' as const });

describe('table columns and sort state', () => {
  it('puts the title column first, then the property columns', () => {
    expect(columns.map((c) => c.key)).toEqual([TITLE_COLUMN_KEY, ...propertyColumns.map((c) => c.key)]);
    expect(tableColumns(null)).toHaveLength(1);
  });

  it('sorts by the first date column ascending by default, else by title', () => {
    expect(defaultTableSort(columns)).toEqual(asc('property_date'));
    expect(defaultTableSort(tableColumns(propertyColumns.slice(1)))).toEqual(asc(TITLE_COLUMN_KEY));
  });

  it('flips the direction on the same column and starts a new column ascending', () => {
    expect(toggleTableSort(asc('property_date'), 'property_date')).toEqual(desc('property_date'));
    expect(toggleTableSort(desc('property_date'), 'property_date')).toEqual(asc('property_date'));
    expect(toggleTableSort(desc('property_date'), 'property_number')).toEqual(asc('property_number'));
    expect(toggleTableSort(null, 'title')).toEqual(asc('title'));
  });
});

describe('sortTasks', () => {
  it('sorts dates by moment with empty dates last in both directions', () => {
    const tasks = [
      makeTask({ id: 1, value_date: '2024-05-10T10:00:00+03:00' }),
      makeTask({ id: 2 }),
      makeTask({ id: 3, value_date: '2024-05-10T08:00:00Z' }),
      makeTask({ id: 4, value_date: '2024-05-01T00:00:00Z' }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_date')))).toEqual([4, 1, 3, 2]);
    expect(ids(sortTasks(tasks, columns, desc('property_date')))).toEqual([3, 1, 4, 2]);
  });

  it('sorts periods by their start', () => {
    const tasks = [
      makeTask({ id: 1, value_period: ['2024-06-01T00:00:00Z', '2024-06-02T00:00:00Z'] }),
      makeTask({ id: 2, value_period: [null, '2024-01-01T00:00:00Z'] }),
      makeTask({ id: 3, value_period: ['2024-05-01T00:00:00Z', null] }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_period')))).toEqual([3, 1, 2]);
  });

  it('sorts select by option number, not by id or title; unknown options last', () => {
    const tasks = [
      makeTask({ id: 1, value_select: 13 }),
      makeTask({ id: 2, value_select: 999 }),
      makeTask({ id: 3, value_select: 11 }),
      makeTask({ id: 4, value_select: 12 }),
      makeTask({ id: 5 }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_select')))).toEqual([3, 4, 1, 2, 5]);
    expect(ids(sortTasks(tasks, columns, desc('property_select')))).toEqual([1, 4, 3, 2, 5]);
  });

  it('sorts multiselect by count, then by first option (list order when options have no number)', () => {
    const tasks = [
      makeTask({ id: 1, value_multiselect: [23, 21] }),
      makeTask({ id: 2, value_multiselect: [23] }),
      makeTask({ id: 3, value_multiselect: [] }),
      makeTask({ id: 4, value_multiselect: [22] }),
      makeTask({ id: 5, value_multiselect: [404] }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_multiselect')))).toEqual([4, 2, 1, 3, 5]);
  });

  it('sorts checkbox unchecked first, counting an unset box as unchecked', () => {
    const tasks = [
      makeTask({ id: 1, value_checkbox: true }),
      makeTask({ id: 2, value_checkbox: null }),
      makeTask({ id: 3, value_checkbox: false }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_checkbox')))).toEqual([2, 3, 1]);
    expect(ids(sortTasks(tasks, columns, desc('property_checkbox')))).toEqual([1, 2, 3]);
  });

  it('sorts numbers numerically with empty values last', () => {
    const tasks = [
      makeTask({ id: 1, value_number: 10 }),
      makeTask({ id: 2, value_number: 9 }),
      makeTask({ id: 3 }),
      makeTask({ id: 4, value_number: -1.5 }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_number')))).toEqual([4, 2, 1, 3]);
    expect(ids(sortTasks(tasks, columns, desc('property_number')))).toEqual([1, 2, 4, 3]);
  });

  it('sorts people by profile name; unassigned and unknown profiles last', () => {
    const profiles = { 1: { name: 'Юрий' }, 2: { name: 'Анна' }, 3: { name: 'Борис' } };
    const tasks = [
      makeTask({ id: 1, value_people: 1 }),
      makeTask({ id: 2, value_people: null }),
      makeTask({ id: 3, value_people: 2 }),
      makeTask({ id: 4, value_people: 3 }),
      makeTask({ id: 5, value_people: 77 }),
    ];
    expect(ids(sortTasks(tasks, columns, asc('property_people'), { profiles }))).toEqual([3, 4, 1, 2, 5]);
  });

  it('sorts titles with Russian collation, case-insensitively and numerically', () => {
    const tasks = [
      makeTask({ id: 1, title: 'Ёлка' }),
      makeTask({ id: 2, title: 'жалоба' }),
      makeTask({ id: 3, title: 'Апелляция' }),
      makeTask({ id: 4, title: 'Дело 10' }),
      makeTask({ id: 5, title: 'Дело 9' }),
    ];
    expect(ids(sortTasks(tasks, columns, asc(TITLE_COLUMN_KEY)))).toEqual([3, 5, 4, 1, 2]);
  });

  it('breaks ties by id and keeps the input list untouched', () => {
    const tasks = [
      makeTask({ id: 3, value_number: 1 }),
      makeTask({ id: 1, value_number: 1 }),
      makeTask({ id: 2, value_number: 1 }),
    ];
    expect(ids(sortTasks(tasks, columns, desc('property_number')))).toEqual([1, 2, 3]);
    expect(ids(tasks)).toEqual([3, 1, 2]);
  });

  it('orders by id for an unknown sort key and copes with no tasks', () => {
    expect(ids(sortTasks([makeTask({ id: 2 }), makeTask({ id: 1 })], columns, asc('gone')))).toEqual([1, 2]);
    expect(sortTasks([], columns, asc('title'))).toEqual([]);
  });

  it('reads a date-only value as midnight in the given zone', () => {
    const tasks = [
      makeTask({ id: 1, value_date: '2024-05-10' }),
      makeTask({ id: 2, value_date: '2024-05-09T22:00:00Z' }),
    ];
    // Midnight of the 10th in Moscow is 21:00 UTC on the 9th, before 22:00 UTC.
    expect(ids(sortTasks(tasks, columns, asc('property_date'), { timeZone: 'Europe/Moscow' }))).toEqual([1, 2]);
    expect(ids(sortTasks(tasks, columns, asc('property_date')))).toEqual([2, 1]);
  });
});
