import { describe, expect, it } from 'vitest';
import { monthGrid } from '@shared/planner/calendar.ts';
import {
  CALENDAR_HOURS,
  currentTimeLine,
  hourRowVisibleTasks,
  isOtherTasksTime,
  monthCellTasks,
  monthCellVisibleTasks,
  scheduleDays,
  teamColumns,
} from '@shared/planner/calendar-placement.ts';
import { makeTask, propertyValue } from './task-fixture.ts';

const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('Other Tasks rule', () => {
  it('has 17 hour rows from 06 to 22', () => {
    expect(CALENDAR_HOURS).toHaveLength(17);
    expect([CALENDAR_HOURS[0], CALENDAR_HOURS.at(-1)]).toEqual([6, 22]);
  });

  it('sends 00:00, anything before 06:00 and anything from 23:00 to Other Tasks', () => {
    expect(isOtherTasksTime(0, 0)).toBe(true);
    expect(isOtherTasksTime(5, 59)).toBe(true);
    expect(isOtherTasksTime(23, 0)).toBe(true);
    expect(isOtherTasksTime(23, 30)).toBe(true);
    expect(isOtherTasksTime(6, 0)).toBe(false);
    expect(isOtherTasksTime(22, 59)).toBe(false);
    expect(isOtherTasksTime(12, 0)).toBe(false);
  });
});

describe('scheduleDays', () => {
  const tasks = [
    makeTask({ id: 1, value_date: '2024-05-10T09:15:00Z' }),
    makeTask({ id: 2, value_date: '2024-05-10T23:30:00Z' }),
    makeTask({ id: 3, value_date: '2024-05-10T00:00:00Z' }),
    makeTask({ id: 4, value_date: '2024-05-10T09:00:00Z' }),
    makeTask({ id: 5, value_date: '2024-05-10T22:59:00Z' }),
    makeTask({ id: 6, value_date: '2024-05-11T10:00:00Z' }),
    makeTask({ id: 7 }),
  ];

  it('puts tasks in their hour row, earliest first', () => {
    const [day] = scheduleDays(tasks, ['2024-05-10'], 'UTC');
    expect(ids(day.hours[9])).toEqual([4, 1]);
    expect(ids(day.hours[22])).toEqual([5]);
    expect(Object.keys(day.hours).map(Number)).toEqual([...CALENDAR_HOURS]);
  });

  it('puts a 23:30 task and a midnight task in Other Tasks', () => {
    const [day] = scheduleDays(tasks, ['2024-05-10'], 'UTC');
    expect(ids(day.other)).toEqual([3, 2]);
  });

  it('places by the user zone: 09:15 UTC is the 12:00 row in Moscow, 23:30 UTC the next morning', () => {
    const [d10, d11] = scheduleDays(tasks, ['2024-05-10', '2024-05-11'], 'Europe/Moscow');
    expect(ids(d10.hours[12])).toEqual([4, 1]);
    expect(ids(d10.other)).toEqual([3]); // 00:00 UTC is 03:00 Moscow: before 06:00
    expect(ids(d11.other)).toEqual([5, 2]); // 01:59 and 02:30 Moscow on the 11th
    expect(ids(d11.hours[13])).toEqual([6]);
  });

  it('keeps wall-clock hours in Berlin on the DST change day', () => {
    const dst = [
      makeTask({ id: 1, value_date: '2024-03-31T07:00:00Z' }),
      makeTask({ id: 2, value_date: '2024-03-30T08:00:00Z' }),
    ];
    const [sat, sun] = scheduleDays(dst, ['2024-03-30', '2024-03-31'], 'Europe/Berlin');
    expect(ids(sat.hours[9])).toEqual([2]);
    expect(ids(sun.hours[9])).toEqual([1]);
  });

  it('places by the spec due date and leaves undated tasks out', () => {
    const t = makeTask({
      id: 9,
      value_date: '2024-05-10T15:00:00Z',
      propertyValues: [propertyValue('period', '2024-05-10T07:00:00Z', '2024-05-12T00:00:00Z')],
    });
    const [day] = scheduleDays([t, makeTask({ id: 8 })], ['2024-05-10'], 'UTC');
    expect(ids(day.hours[7])).toEqual([9]);
    expect(ids(day.hours[15])).toEqual([]);
  });

  it('gives empty rows and Other Tasks for a day without tasks', () => {
    const [day] = scheduleDays([], ['2024-05-10'], 'UTC');
    expect(day.other).toEqual([]);
    expect(Object.values(day.hours).every((r) => r.length === 0)).toBe(true);
  });
});

describe('month view tasks', () => {
  const cells = monthGrid('2024-05-01', '2024-05-10T12:00:00Z', 'UTC');

  it('shows tasks only on days of the current month', () => {
    const tasks = [
      makeTask({ id: 1, value_date: '2024-04-30T10:00:00Z' }),
      makeTask({ id: 2, value_date: '2024-05-01T10:00:00Z' }),
      makeTask({ id: 3, value_date: '2024-06-01T10:00:00Z' }),
    ];
    const byDay = monthCellTasks(cells, tasks, 'UTC');
    expect(byDay['2024-04-30']).toEqual([]);
    expect(ids(byDay['2024-05-01'])).toEqual([2]);
    expect(byDay['2024-06-01']).toEqual([]);
    expect(Object.keys(byDay)).toHaveLength(42);
  });

  it('moves a task to the next month in Moscow when it is late on the 31st UTC', () => {
    const byDay = monthCellTasks(cells, [makeTask({ id: 1, value_date: '2024-05-31T22:00:00Z' })], 'Europe/Moscow');
    expect(byDay['2024-05-31']).toEqual([]);
  });

  it('shows all of 1 or 2 tasks, and the first with "<n> more" above 2', () => {
    expect(monthCellVisibleTasks([1], false)).toEqual({ visible: [1], hiddenCount: 0 });
    expect(monthCellVisibleTasks([1, 2], false)).toEqual({ visible: [1, 2], hiddenCount: 0 });
    expect(monthCellVisibleTasks([1, 2, 3], false)).toEqual({ visible: [1], hiddenCount: 2 });
    expect(monthCellVisibleTasks([1, 2, 3], true)).toEqual({ visible: [1, 2, 3], hiddenCount: 0 });
    expect(monthCellVisibleTasks([], false)).toEqual({ visible: [], hiddenCount: 0 });
  });

  it('collapses an hour row with several tasks behind more/Hide', () => {
    expect(hourRowVisibleTasks([1], false)).toEqual({ visible: [1], hiddenCount: 0 });
    expect(hourRowVisibleTasks([1, 2], false)).toEqual({ visible: [1], hiddenCount: 1 });
    expect(hourRowVisibleTasks([1, 2], true)).toEqual({ visible: [1, 2], hiddenCount: 0 });
  });
});

describe('team view and current-time line', () => {
  it('makes an Unassigned column plus one per member, non-members counting as unassigned', () => {
    const tasks = [
      makeTask({ id: 1, value_people: 5 }),
      makeTask({ id: 2 }),
      makeTask({ id: 3, value_people: 99 }),
      makeTask({ id: 4, value_people: 6 }),
    ];
    expect(teamColumns(tasks, [6, 5]).map((c) => [c.profileId, ids(c.tasks)])).toEqual([
      [null, [2, 3]],
      [6, [4]],
      [5, [1]],
    ]);
    expect(teamColumns([], [])).toEqual([{ profileId: null, tasks: [] }]);
  });

  it('draws the current-time line only on today within the hour rows', () => {
    expect(currentTimeLine('2024-05-10T09:45:00Z', '2024-05-10', 'UTC')).toEqual({ hour: 9, fraction: 0.75 });
    expect(currentTimeLine('2024-05-10T09:45:00Z', '2024-05-10', 'Europe/Moscow')).toEqual({
      hour: 12,
      fraction: 0.75,
    });
    expect(currentTimeLine('2024-05-10T09:45:00Z', '2024-05-11', 'UTC')).toBeNull();
    expect(currentTimeLine('2024-05-10T23:10:00Z', '2024-05-10', 'UTC')).toBeNull();
    expect(currentTimeLine('2024-05-10T05:59:00Z', '2024-05-10', 'UTC')).toBeNull();
  });
});
