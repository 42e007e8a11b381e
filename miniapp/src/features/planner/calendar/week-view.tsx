import { useMemo } from 'react';
import { currentTimeLine, scheduleDays } from '@shared/planner/calendar-placement.ts';
import type { CalendarDay } from '@shared/planner/calendar.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { dayOfMonth, useDayLabels, weekdayIndex } from './day-labels.ts';
import { HourGrid, type GridColumn } from './hour-grid.tsx';

/** Seven columns from Monday with hour rows and an 'Other Tasks' area per day. */
export function WeekView({
  tasks,
  days,
  now,
  timezone,
}: {
  tasks: BoardTask[];
  days: CalendarDay[];
  now: number;
  timezone: string;
}) {
  const labels = useDayLabels();
  const columns = useMemo<GridColumn[]>(() => {
    const schedules = scheduleDays(
      tasks,
      days.map((d) => d.date),
      timezone,
    );
    return days.map((d, i) => ({
      key: d.date,
      day: d.date,
      isToday: d.isToday,
      schedule: schedules[i],
      header: (
        <span className="cal-dayhead">
          <span className="cal-dayhead__wd">{labels.weekdayShort(weekdayIndex(d.date))}</span>
          <span className="cal-dayhead__num">{dayOfMonth(d.date)}</span>
        </span>
      ),
    }));
  }, [tasks, days, timezone, labels]);
  const today = days.find((d) => d.isToday);
  return (
    <HourGrid
      columns={columns}
      nowLine={today ? currentTimeLine(now, today.date, timezone) : null}
      className="cal-scroll--week"
      testId="calendar-week"
    />
  );
}
