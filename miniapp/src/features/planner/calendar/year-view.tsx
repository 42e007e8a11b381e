import { useMemo } from 'react';
import { monthGrid, yearMonths } from '@shared/planner/calendar.ts';
import { taskDueDate } from '@shared/planner/due-date.ts';
import type { DayKey } from '@shared/planner/types.ts';
import { dayKeyOf } from '@shared/planner/zoned-time.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { dayOfMonth, useDayLabels } from './day-labels.ts';

interface YearViewProps {
  tasks: BoardTask[];
  anchor: DayKey;
  now: number;
  timezone: string;
  onPickMonth: (firstDay: DayKey) => void;
}

/** Twelve month tiles named in the interface language; a tile opens its month. */
export function YearView({ tasks, anchor, now, timezone, onPickMonth }: YearViewProps) {
  const labels = useDayLabels();
  const perDay = useMemo(() => {
    const counts = new Map<DayKey, number>();
    for (const task of tasks) {
      const day = dayKeyOf(taskDueDate(task), timezone);
      if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    return counts;
  }, [tasks, timezone]);

  return (
    <div className="cal-year" data-testid="calendar-year">
      {yearMonths(anchor).map(({ monthIndex, firstDay }) => {
        const cells = monthGrid(firstDay, now, timezone);
        const month = firstDay.slice(0, 7);
        let total = 0;
        for (const [day, n] of perDay) if (day.startsWith(month)) total += n;
        return (
          <button
            key={firstDay}
            type="button"
            className="cal-ytile"
            onClick={() => onPickMonth(firstDay)}
            data-testid="calendar-year-month"
            data-month={month}
          >
            <span className="cal-ytile__head">
              <span className="cal-ytile__name">{labels.monthName(monthIndex)}</span>
              {total > 0 && <span className="cal-ytile__count">{total}</span>}
            </span>
            <span className="cal-ytile__grid" aria-hidden>
              {Array.from({ length: 7 }, (_, i) => (
                <span key={`w${i}`} className="cal-ytile__wd">
                  {labels.weekdayShort(i).slice(0, 2)}
                </span>
              ))}
              {cells.map((c) => (
                <span
                  key={c.date}
                  className={`cal-ytile__day${c.inMonth ? '' : ' is-out'}${c.isToday ? ' is-today' : ''}${c.inMonth && perDay.has(c.date) ? ' has-tasks' : ''}`}
                >
                  {dayOfMonth(c.date)}
                </span>
              ))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
