import { describe, expect, it } from 'vitest';
import { rescheduleChanges } from '@app/features/planner/calendar/reschedule.ts';
import type { BoardTask } from '@app/features/planner/kanban/board-task.ts';

/** Dragging a task to another place in the calendar: what the task becomes. */
const task = (over: Partial<BoardTask>): BoardTask =>
  ({
    id: 1,
    title: 'Отзыв на иск',
    value_date: null,
    value_period: null,
    value_people: null,
    propertyValues: [],
    ...over,
  }) as BoardTask;
const TZ = 'Europe/Moscow';

describe('rescheduling in the calendar', () => {
  it('moves a calendar day to another day as a day, wherever the person is', () => {
    for (const zone of [TZ, 'Asia/Vladivostok', 'Europe/Kaliningrad'])
      expect(rescheduleChanges(task({ value_date: '2026-12-08' }), { day: '2026-12-10' }, zone)).toEqual({
        value_date: '2026-12-10',
      });
    expect(rescheduleChanges(task({ value_date: '2026-12-08' }), { day: '2026-12-08', other: true }, TZ)).toBeNull();
  });

  it('gives a day a time when dropped on an hour row, and makes a moment a day in Other Tasks', () => {
    expect(rescheduleChanges(task({ value_date: '2026-12-08' }), { day: '2026-12-09', hour: 14 }, TZ)).toEqual({
      value_date: '2026-12-09T11:00:00.000Z',
    });
    expect(
      rescheduleChanges(task({ value_date: '2026-12-08T11:30:00.000Z' }), { day: '2026-12-09', other: true }, TZ),
    ).toEqual({ value_date: '2026-12-09' });
    // A moment that already belongs to Other Tasks keeps its time.
    expect(
      rescheduleChanges(task({ value_date: '2026-12-08T02:00:00.000Z' }), { day: '2026-12-09', other: true }, TZ),
    ).toEqual({ value_date: '2026-12-09T02:00:00.000Z' });
  });

  it('moves a period of days by whole days, and a timed one by the same time', () => {
    expect(rescheduleChanges(task({ value_period: ['2026-12-08', '2026-12-12'] }), { day: '2026-12-01' }, TZ)).toEqual({
      value_period: ['2026-12-01', '2026-12-05'],
    });
    expect(
      rescheduleChanges(
        task({ value_period: ['2026-12-08T07:00:00.000Z', '2026-12-08T09:00:00.000Z'] }),
        { day: '2026-12-09' },
        TZ,
      ),
    ).toEqual({ value_period: ['2026-12-09T07:00:00.000Z', '2026-12-09T09:00:00.000Z'] });
  });
});
