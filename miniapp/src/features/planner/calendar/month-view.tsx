import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthCellTasks, monthCellVisibleTasks } from '@shared/planner/calendar-placement.ts';
import type { CalendarCell } from '@shared/planner/calendar.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { useFillHeight } from '../kanban/use-fill-height.ts';
import { dayOfMonth, useDayLabels } from './day-labels.ts';
import { TaskChip } from './task-chip.tsx';

/**
 * Six weeks from Monday (42 cells). Tasks show only on the current month's days: the first
 * one, and '<n> more' when there are more than 2; today is highlighted.
 */
export function MonthView({ tasks, cells, timezone }: { tasks: BoardTask[]; cells: CalendarCell[]; timezone: string }) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const ref = useRef<HTMLDivElement>(null);
  useFillHeight(ref, 420);
  const byDay = useMemo(() => monthCellTasks(cells, tasks, timezone), [cells, tasks, timezone]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (day: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(day)) next.add(day);
      return next;
    });

  return (
    // Focusable: on a short screen the month scrolls inside its frame, and a keyboard must reach it.
    <div
      ref={ref}
      className="cal-month"
      data-testid="calendar-month"
      role="region"
      aria-label={t('boards.calendar.views.month')}
      tabIndex={0}
    >
      <div className="cal-month__weekdays" aria-hidden>
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className={`cal-month__wd${i >= 5 ? ' is-weekend' : ''}`}>
            {labels.weekdayShort(i)}
          </div>
        ))}
      </div>
      <div className="cal-month__grid">
        {cells.map((cell) => {
          const list = byDay[cell.date] ?? [];
          const open = expanded.has(cell.date);
          const { visible, hiddenCount } = monthCellVisibleTasks(list, open);
          return (
            <div
              key={cell.date}
              className={`cal-mcell${cell.inMonth ? '' : ' is-out'}${cell.isToday ? ' is-today' : ''}${open ? ' is-open' : ''}`}
              data-drop-day={cell.date}
              data-date={cell.date}
              data-testid="calendar-month-cell"
            >
              <span className="cal-mcell__num" aria-current={cell.isToday ? 'date' : undefined}>
                {dayOfMonth(cell.date)}
              </span>
              <div className="cal-mcell__tasks">
                {visible.map((task) => (
                  <TaskChip key={task.id} task={task} />
                ))}
                {hiddenCount > 0 && (
                  <button
                    type="button"
                    className="cal-more"
                    onClick={() => toggle(cell.date)}
                    data-testid="calendar-month-more"
                  >
                    {t('boards.calendar.moreCount', { count: hiddenCount })}
                  </button>
                )}
                {open && list.length > 2 && (
                  <button
                    type="button"
                    className="cal-more"
                    onClick={() => toggle(cell.date)}
                    data-testid="calendar-hide"
                  >
                    {t('boards.calendar.hide')}
                  </button>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
