import { describe, expect, it } from 'vitest';
import { applyTableFilters, availableFilters } from '@shared/planner/table-filters.ts';
import { tableColumns } from '@shared/planner/table-sort.ts';
import type { PlannerColumn } from '@shared/planner/types.ts';
import { makeTask } from './task-fixture.ts';

const select: PlannerColumn = {
  key: 'property_select',
  title: 'Status',
  type: 'select',
  options: [
    { id: 11, title: 'New', color: 'blue' },
    { id: 12, title: 'Done', color: 'green' },
  ],
};
const multi: PlannerColumn = {
  key: 'property_multiselect',
  title: 'Tags',
  type: 'multiselect',
  options: [
    { id: 21, title: 'Court', color: 'red' },
    { id: 22, title: 'Tax', color: 'teal' },
  ],
};
const columns = tableColumns([
  { key: 'property_date', title: 'Deadline', type: 'date', options: [] },
  { key: 'property_period', title: 'Period', type: 'period', options: [] },
  select,
  multi,
  { key: 'property_checkbox', title: 'Paid', type: 'checkbox', options: [] },
  { key: 'property_number', title: 'Hours', type: 'number', options: [] },
  { key: 'property_people', title: 'Assignee', type: 'people', options: [] },
]);
const profiles = { 7: { name: 'Борис' }, 3: { name: 'Анна' } };
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('availableFilters', () => {
  it('derives filters from the columns: options, checkbox, people and date ranges', () => {
    expect(availableFilters(columns, profiles)).toEqual([
      { key: 'property_date', title: 'Deadline', kind: 'dateRange', type: 'date' },
      { key: 'property_period', title: 'Period', kind: 'dateRange', type: 'period' },
      { key: 'property_select', title: 'Status', kind: 'options', type: 'select', options: select.options },
      { key: 'property_multiselect', title: 'Tags', kind: 'options', type: 'multiselect', options: multi.options },
      { key: 'property_checkbox', title: 'Paid', kind: 'checkbox' },
      {
        key: 'property_people',
        title: 'Assignee',
        kind: 'people',
        people: [
          { id: 3, name: 'Анна' },
          { id: 7, name: 'Борис' },
        ],
      },
    ]);
  });

  it('is empty (No filters available) for a title-only or number-only table', () => {
    expect(availableFilters(tableColumns([]))).toEqual([]);
    expect(availableFilters(tableColumns([{ key: 'n', title: 'N', type: 'number', options: [] }]))).toEqual([]);
  });

  it('leaves out selects without options and people without profiles', () => {
    const cols = tableColumns([
      { ...select, options: [] },
      { key: 'p', title: 'P', type: 'people', options: [] },
    ]);
    expect(availableFilters(cols, {})).toEqual([]);
  });
});

describe('applyTableFilters', () => {
  const tasks = [
    makeTask({
      id: 1,
      value_select: 11,
      value_multiselect: [21],
      value_checkbox: true,
      value_people: 7,
      value_date: '2024-05-10T21:30:00Z',
    }),
    makeTask({
      id: 2,
      value_select: 12,
      value_multiselect: [22, 21],
      value_checkbox: null,
      value_people: 3,
      value_period: ['2024-05-01T00:00:00Z', '2024-05-05T00:00:00Z'],
    }),
    makeTask({
      id: 3,
      value_select: null,
      value_multiselect: [],
      value_checkbox: false,
      value_people: null,
      value_period: ['2024-05-20T00:00:00Z', null],
    }),
  ];

  it('keeps every task when no filter is set or a pick is empty', () => {
    expect(ids(applyTableFilters(tasks, columns, {}, 'UTC'))).toEqual([1, 2, 3]);
    expect(ids(applyTableFilters(tasks, columns, { property_select: { kind: 'options', ids: [] } }, 'UTC'))).toEqual([
      1, 2, 3,
    ]);
  });

  it('filters select by the chosen options and multiselect by any shared option', () => {
    expect(ids(applyTableFilters(tasks, columns, { property_select: { kind: 'options', ids: [12] } }, 'UTC'))).toEqual([
      2,
    ]);
    expect(
      ids(applyTableFilters(tasks, columns, { property_multiselect: { kind: 'options', ids: [21] } }, 'UTC')),
    ).toEqual([1, 2]);
  });

  it('filters checkbox with an unset box counting as unchecked', () => {
    expect(
      ids(applyTableFilters(tasks, columns, { property_checkbox: { kind: 'checkbox', checked: false } }, 'UTC')),
    ).toEqual([2, 3]);
  });

  it('filters people and combines filters with AND', () => {
    const state = {
      property_people: { kind: 'people' as const, ids: [3, 7] },
      property_checkbox: { kind: 'checkbox' as const, checked: true },
    };
    expect(ids(applyTableFilters(tasks, columns, state, 'UTC'))).toEqual([1]);
  });

  it('filters a date by inclusive day range in the user zone', () => {
    const may10 = { property_date: { kind: 'dateRange' as const, from: '2024-05-10', to: '2024-05-10' } };
    expect(ids(applyTableFilters(tasks, columns, may10, 'UTC'))).toEqual([1]);
    // 21:30 UTC on the 10th is the 11th in Moscow.
    expect(ids(applyTableFilters(tasks, columns, may10, 'Europe/Moscow'))).toEqual([]);
  });

  it('keeps a period that overlaps the range, open ends counting as single days', () => {
    const state = (from: string | null, to: string | null) => ({
      property_period: { kind: 'dateRange' as const, from, to },
    });
    expect(ids(applyTableFilters(tasks, columns, state('2024-05-04', '2024-05-25'), 'UTC'))).toEqual([2, 3]);
    expect(ids(applyTableFilters(tasks, columns, state('2024-05-06', null), 'UTC'))).toEqual([3]);
    expect(ids(applyTableFilters(tasks, columns, state(null, '2024-05-01'), 'UTC'))).toEqual([2]);
  });

  it('ignores filters on columns the project no longer has', () => {
    expect(ids(applyTableFilters(tasks, columns, { gone: { kind: 'checkbox', checked: true } }, 'UTC'))).toEqual([
      1, 2, 3,
    ]);
  });
});
