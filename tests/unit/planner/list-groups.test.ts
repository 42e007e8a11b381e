import { describe, expect, it } from 'vitest';
import {
  groupTasksByDueDate,
  LIST_GROUPS_COLLAPSED_BY_DEFAULT,
  LIST_PAGE_SIZE,
  listPage,
  loadMore,
  visibleListGroups,
} from '@shared/planner/list-groups.ts';
import { finishedOptionIds, isTaskFinished } from '@shared/planner/finished.ts';
import { makeTask, propertyValue } from './task-fixture.ts';

const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('groupTasksByDueDate', () => {
  const now = '2024-05-10T12:00:00Z';

  it('splits tasks into overdue, today, upcoming and no date', () => {
    const tasks = [
      makeTask({ id: 1, value_date: '2024-05-09T23:00:00Z' }),
      makeTask({ id: 2, value_date: '2024-05-10T00:00:00Z' }),
      makeTask({ id: 3, value_date: '2024-05-10T23:59:00Z' }),
      makeTask({ id: 4, value_date: '2024-05-11T00:00:00Z' }),
      makeTask({ id: 5 }),
    ];
    const g = groupTasksByDueDate(tasks, now, 'UTC');
    expect(ids(g.overdue)).toEqual([1]);
    expect(ids(g.today)).toEqual([2, 3]);
    expect(ids(g.upcoming)).toEqual([4]);
    expect(ids(g.noDate)).toEqual([5]);
  });

  it('decides today in the user zone: 22:30 UTC is already tomorrow in Moscow', () => {
    const task = makeTask({ id: 1, value_date: '2024-05-10T22:30:00Z' });
    expect(ids(groupTasksByDueDate([task], now, 'UTC').today)).toEqual([1]);
    expect(ids(groupTasksByDueDate([task], now, 'Europe/Moscow').upcoming)).toEqual([1]);
    // Late evening in Moscow: the UTC "today" is still today, yesterday's 23:00 Moscow is overdue.
    const lateNow = '2024-05-10T20:30:00Z';
    const earlier = makeTask({ id: 2, value_date: '2024-05-09T20:00:00Z' });
    expect(ids(groupTasksByDueDate([earlier], lateNow, 'Europe/Moscow').overdue)).toEqual([2]);
  });

  it('moves "now" itself into the user zone: just after midnight in Moscow is the next day', () => {
    const task = makeTask({ id: 1, value_date: '2024-05-10T12:00:00Z' });
    const g = groupTasksByDueDate([task], '2024-05-10T21:05:00Z', 'Europe/Moscow');
    expect(ids(g.overdue)).toEqual([1]);
  });

  it('orders upcoming and overdue ascending by due moment, ties by id', () => {
    const tasks = [
      makeTask({ id: 3, value_date: '2024-06-01T10:00:00Z' }),
      makeTask({ id: 1, value_date: '2024-05-20T10:00:00Z' }),
      makeTask({ id: 2, value_date: '2024-05-20T10:00:00Z' }),
      makeTask({ id: 9, value_date: '2024-05-01T00:00:00Z' }),
      makeTask({ id: 8, value_date: '2024-04-01T00:00:00Z' }),
    ];
    const g = groupTasksByDueDate(tasks, now, 'UTC');
    expect(ids(g.upcoming)).toEqual([1, 2, 3]);
    expect(ids(g.overdue)).toEqual([8, 9]);
  });

  it('groups by the spec due date, so a date property beats value_date', () => {
    const task = makeTask({
      id: 1,
      value_date: '2024-05-20T00:00:00Z',
      propertyValues: [propertyValue('date', '2024-05-01T00:00:00Z')],
    });
    expect(ids(groupTasksByDueDate([task], now, 'UTC').overdue)).toEqual([1]);
  });

  it('treats a date-only value as that calendar day in any zone', () => {
    const task = makeTask({ id: 1, value_date: '2024-05-10' });
    expect(ids(groupTasksByDueDate([task], now, 'Asia/Tokyo').today)).toEqual([1]);
    expect(ids(groupTasksByDueDate([task], now, 'America/Los_Angeles').today)).toEqual([1]);
  });

  it('returns empty groups for no tasks and keeps unreadable dates under No date', () => {
    expect(groupTasksByDueDate([], now, 'UTC')).toEqual({ overdue: [], today: [], upcoming: [], noDate: [], done: [] });
    const g = groupTasksByDueDate([makeTask({ id: 1, value_date: 'soon' })], now, 'UTC');
    expect(ids(g.noDate)).toEqual([1]);
  });

  it('does not change the input list', () => {
    const tasks = [
      makeTask({ id: 2, value_date: '2024-06-02T00:00:00Z' }),
      makeTask({ id: 1, value_date: '2024-06-01T00:00:00Z' }),
    ];
    groupTasksByDueDate(tasks, now, 'UTC');
    expect(ids(tasks)).toEqual([2, 1]);
  });
});

describe('finished work', () => {
  const now = '2024-05-10T12:00:00Z';
  // Option 7 is "Готово" (done), 8 "Отменено" (cancelled), 9 "В работе" (started).
  const finished = finishedOptionIds([
    { id: 7, group: 'done' },
    { id: 8, group: 'cancelled' },
    { id: 9, group: 'started' },
  ]);

  it('is never overdue or today: done and cancelled tasks go to Done, whatever their date', () => {
    const tasks = [
      makeTask({ id: 1, value_date: '2024-05-01T09:00:00Z', value_select: 7 }),
      makeTask({ id: 2, value_date: '2024-05-02T09:00:00Z', value_select: 9 }),
      makeTask({ id: 3, value_date: '2024-05-10T09:00:00Z', value_select: 8 }),
      makeTask({ id: 4, value_date: '2024-05-10T10:00:00Z' }),
      makeTask({ id: 5, value_select: 7 }),
    ];
    const g = groupTasksByDueDate(tasks, now, 'UTC', finished);
    expect(ids(g.overdue)).toEqual([2]);
    expect(ids(g.today)).toEqual([4]);
    expect(ids(g.noDate)).toEqual([]);
    expect(ids(g.done)).toEqual([1, 3, 5]);
  });

  it('leaves tasks of a project without a select property as they were', () => {
    const tasks = [makeTask({ id: 1, value_date: '2024-05-01T09:00:00Z' })];
    expect(ids(groupTasksByDueDate(tasks, now, 'UTC', finishedOptionIds(undefined)).overdue)).toEqual([1]);
    expect(isTaskFinished(tasks[0], finished)).toBe(false);
  });

  it('reads options without a group (an older answer) as unfinished', () => {
    expect(finishedOptionIds([{ id: 1 }, { id: 2, group: null }]).size).toBe(0);
  });
});

describe('list view groups and paging', () => {
  it('shows Overdue and Done only when they have tasks; Done starts collapsed', () => {
    expect(visibleListGroups({ overdue: [], today: [], upcoming: [], noDate: [], done: [] })).toEqual([
      'today',
      'upcoming',
      'noDate',
    ]);
    expect(visibleListGroups({ overdue: [1], today: [], upcoming: [], noDate: [], done: [2] })).toEqual([
      'overdue',
      'today',
      'upcoming',
      'noDate',
      'done',
    ]);
    expect(LIST_GROUPS_COLLAPSED_BY_DEFAULT).toEqual(['upcoming', 'noDate', 'done']);
  });

  it('shows 20 first and says how many remain', () => {
    expect(LIST_PAGE_SIZE).toBe(20);
    expect(listPage(45)).toEqual({ visible: 20, remaining: 25 });
    expect(listPage(45, loadMore(20))).toEqual({ visible: 40, remaining: 5 });
    expect(listPage(45, loadMore(loadMore(20)))).toEqual({ visible: 45, remaining: 0 });
  });

  it('has no Load more for 20 or fewer tasks, nor for an empty group', () => {
    expect(listPage(20)).toEqual({ visible: 20, remaining: 0 });
    expect(listPage(3)).toEqual({ visible: 3, remaining: 0 });
    expect(listPage(0)).toEqual({ visible: 0, remaining: 0 });
  });
});
