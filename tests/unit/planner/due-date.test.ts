import { describe, expect, it } from 'vitest';
import { taskDueDate } from '@shared/planner/due-date.ts';
import { makeTask, propertyValue } from './task-fixture.ts';

describe('taskDueDate: the first of the task dates that has a value, in a fixed order', () => {
  const all = makeTask({
    id: 1,
    value_date: '2024-05-03T00:00:00Z',
    value_period: ['2024-05-04T00:00:00Z', '2024-05-05T00:00:00Z'],
    propertyValues: [
      propertyValue('period', '2024-05-02T00:00:00Z', '2024-05-09T00:00:00Z'),
      propertyValue('date', '2024-05-01T00:00:00Z'),
    ],
  });

  it('prefers a date-type property value over everything', () => {
    expect(taskDueDate(all)).toBe('2024-05-01T00:00:00Z');
  });

  it('then a period-type property start', () => {
    expect(taskDueDate({ ...all, propertyValues: [all.propertyValues[0]] })).toBe('2024-05-02T00:00:00Z');
  });

  it('then value_date', () => {
    expect(taskDueDate({ ...all, propertyValues: [] })).toBe('2024-05-03T00:00:00Z');
  });

  it('then the first value_period entry', () => {
    expect(taskDueDate({ ...all, propertyValues: [], value_date: null })).toBe('2024-05-04T00:00:00Z');
  });

  it('is null when there is no date at all (No date)', () => {
    expect(taskDueDate(makeTask({ id: 2 }))).toBeNull();
    expect(taskDueDate(makeTask({ id: 3, value_period: [null, '2024-05-05T00:00:00Z'] }))).toBeNull();
    expect(taskDueDate({ value_date: null, value_period: null })).toBeNull();
  });

  it('skips empty or unreadable values so they do not hide a good one', () => {
    const task = makeTask({
      id: 4,
      value_date: '',
      value_period: ['2024-05-04T00:00:00Z', null],
      propertyValues: [propertyValue('date', null), propertyValue('date', 'garbage')],
    });
    expect(taskDueDate(task)).toBe('2024-05-04T00:00:00Z');
  });

  it('ignores property values of other types and matches type titles case-insensitively', () => {
    const task = makeTask({
      id: 5,
      propertyValues: [propertyValue('select', '2024-01-01T00:00:00Z'), propertyValue('Date', '2024-06-01T00:00:00Z')],
    });
    expect(taskDueDate(task)).toBe('2024-06-01T00:00:00Z');
  });
});
