import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_HOURS, hourRowVisibleTasks, type DaySchedule } from '@shared/planner/calendar-placement.ts';
import type { DayKey } from '@shared/planner/types.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { useFillHeight } from '../kanban/use-fill-height.ts';
import { TaskChip } from './task-chip.tsx';

export interface GridColumn {
  key: string;
  day: DayKey;
  header: ReactNode;
  schedule: DaySchedule<BoardTask>;
  isToday: boolean;
  /** Team view: the member's profile id (null = Unassigned); a drop here reassigns. */
  profileId?: number | null;
}

interface HourGridProps {
  columns: GridColumn[];
  /** The current-time line: the hour row and how far into it, for today's columns. */
  nowLine: { hour: number; fraction: number } | null;
  className?: string;
  testId: string;
}

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Hour rows 06:00–22:00 under an 'Other Tasks' row, one column per day (week) or per person
 * (team view), or a single one (daily). Several tasks in one hour (or in Other Tasks) fold
 * behind 'more'/'Hide'. The headers and Other Tasks stay in sight while the hours scroll.
 */
export function HourGrid({ columns, nowLine, className, testId }: HourGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  useFillHeight(scrollRef, 360);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // Open at the current hour when today is shown, else at the start of the working day.
  const scrollKey = columns.map((c) => c.key).join();
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const row = el.querySelector<HTMLElement>(nowLine ? `[data-hour-row="${nowLine.hour}"]` : '[data-hour-row="8"]');
    const head = el.querySelector<HTMLElement>('.cal-hours__head');
    el.scrollTop = row ? Math.max(0, row.offsetTop - (head?.offsetHeight ?? 0) - 48) : 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);

  const dropAttrs = (col: GridColumn, hour: number | null) => ({
    'data-drop-day': col.day,
    ...(hour === null ? { 'data-drop-other': '' } : { 'data-drop-hour': String(hour) }),
    ...(col.profileId !== undefined
      ? { 'data-drop-profile': col.profileId === null ? 'none' : String(col.profileId) }
      : {}),
  });

  const cell = (col: GridColumn, hour: number | null, tasks: BoardTask[], collapse: boolean) => {
    const key = `${col.key}:${hour ?? 'other'}`;
    const open = expanded.has(key);
    const { visible, hiddenCount } = collapse ? hourRowVisibleTasks(tasks, open) : { visible: tasks, hiddenCount: 0 };
    const line = hour !== null && col.isToday && nowLine?.hour === hour ? nowLine : null;
    return (
      <div
        key={key}
        className={`cal-hours__cell${hour === null ? ' cal-hours__cell--other' : ''}${col.isToday ? ' is-today' : ''}`}
        {...dropAttrs(col, hour)}
        data-testid={hour === null ? 'calendar-other-cell' : 'calendar-hour-cell'}
      >
        {visible.map((task) => (
          <TaskChip key={task.id} task={task} />
        ))}
        {hour === null && tasks.length === 0 && <span className="cal-empty">{t('boards.calendar.noTasks')}</span>}
        {hiddenCount > 0 && (
          <button type="button" className="cal-more" onClick={() => toggle(key)} data-testid="calendar-more">
            {t('boards.calendar.more')} <span className="cal-more__count">+{hiddenCount}</span>
          </button>
        )}
        {open && tasks.length > 1 && (
          <button type="button" className="cal-more" onClick={() => toggle(key)} data-testid="calendar-hide">
            {t('boards.calendar.hide')}
          </button>
        )}
        {line && (
          <div
            className="cal-now"
            style={{ top: `${line.fraction * 100}%` }}
            data-testid="calendar-now-line"
            aria-label={t('boards.calendar.now')}
          />
        )}
      </div>
    );
  };

  return (
    <div ref={scrollRef} className={`cal-scroll${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="cal-hours" style={{ '--cols': columns.length } as React.CSSProperties}>
        <div className="cal-hours__head">
          <div className="cal-hours__heads">
            <div className="cal-hours__corner" />
            {columns.map((col) => (
              <div
                key={col.key}
                className={`cal-hours__colhead${col.isToday ? ' is-today' : ''}`}
                data-testid="calendar-column-head"
              >
                {col.header}
              </div>
            ))}
          </div>
          <div className="cal-hours__row cal-hours__row--other" data-testid="calendar-other-row">
            <div className="cal-hours__label cal-hours__label--other">{t('boards.calendar.otherTasks')}</div>
            {columns.map((col) => cell(col, null, col.schedule.other, true))}
          </div>
        </div>
        {CALENDAR_HOURS.map((h) => (
          <Fragment key={h}>
            <div className="cal-hours__row" data-hour-row={h} data-testid="calendar-hour-row">
              <div className={`cal-hours__label${nowLine?.hour === h ? ' is-now' : ''}`}>{hourLabel(h)}</div>
              {columns.map((col) => cell(col, h, col.schedule.hours[h] ?? [], true))}
            </div>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
