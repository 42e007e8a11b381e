import type { CalendarCell } from './calendar.ts';
import { taskDueDate, type DueDateSource } from './due-date.ts';
import type { DayKey, Instant, Task } from './types.ts';
import { inZone, safeTimeZone, todayKey } from './zoned-time.ts';

/*
 * Which task goes where in the calendar: tasks are placed by
 * their due date (taskDueDate) in the user's zone.
 */

/** Daily and week views have hour rows 06:00–22:00: 17 rows. */
export const DAY_START_HOUR = 6;
export const DAY_END_HOUR = 22;
export const CALENDAR_HOURS: readonly number[] = Array.from(
  { length: DAY_END_HOUR - DAY_START_HOUR + 1 },
  (_, i) => DAY_START_HOUR + i,
);

/** A month cell shows the first task and '<n> more' above this many tasks. */
export const MONTH_CELL_EXPAND_ABOVE = 2;

/**
 * 'Other Tasks' times: exactly 00:00 (a date with no time), before 06:00, or from 23:00.
 * So 22:59 still sits in the 22:00 row and 23:00 does not.
 */
export function isOtherTasksTime(hour: number, minute: number): boolean {
  return (hour === 0 && minute === 0) || hour < DAY_START_HOUR || hour > DAY_END_HOUR;
}

type PlaceableTask = DueDateSource & { id: number };

interface Placement<T> {
  task: T;
  day: DayKey;
  hour: number;
  minute: number;
  ms: number;
}

function place<T extends PlaceableTask>(tasks: readonly T[], tz: string): Placement<T>[] {
  const placed: Placement<T>[] = [];
  for (const task of tasks) {
    const local = inZone(taskDueDate(task), tz);
    if (!local) continue;
    placed.push({
      task,
      day: local.format('YYYY-MM-DD'),
      hour: local.hour(),
      minute: local.minute(),
      ms: local.valueOf(),
    });
  }
  // Earliest first within any bucket; same moment by id.
  return placed.sort((a, b) => a.ms - b.ms || a.task.id - b.task.id);
}

export interface DaySchedule<T> {
  date: DayKey;
  /** Tasks per hour row, keyed 6 … 22; every row is present, maybe empty. */
  hours: Record<number, T[]>;
  /** The 'Other Tasks' section ('No tasks' when empty). */
  other: T[];
}

/** Daily and week columns: each day's tasks split into hour rows and Other Tasks. Undated tasks are left out. */
export function scheduleDays<T extends PlaceableTask>(
  tasks: readonly T[],
  days: readonly DayKey[],
  timeZone: string,
): DaySchedule<T>[] {
  const schedules = new Map<DayKey, DaySchedule<T>>();
  for (const date of days) {
    const hours: Record<number, T[]> = {};
    for (const h of CALENDAR_HOURS) hours[h] = [];
    schedules.set(date, { date, hours, other: [] });
  }
  for (const p of place(tasks, safeTimeZone(timeZone))) {
    const s = schedules.get(p.day);
    if (!s) continue;
    (isOtherTasksTime(p.hour, p.minute) ? s.other : s.hours[p.hour]).push(p.task);
  }
  return [...schedules.values()];
}

/** The month view's tasks per cell: only days of the current month get any; the months around stay empty. */
export function monthCellTasks<T extends PlaceableTask>(
  cells: readonly CalendarCell[],
  tasks: readonly T[],
  timeZone: string,
): Record<DayKey, T[]> {
  const byDay: Record<DayKey, T[]> = {};
  for (const c of cells) byDay[c.date] = [];
  const inMonth = new Set(cells.filter((c) => c.inMonth).map((c) => c.date));
  for (const p of place(tasks, safeTimeZone(timeZone))) if (inMonth.has(p.day)) byDay[p.day].push(p.task);
  return byDay;
}

export interface CollapsedTasks<T> {
  visible: T[];
  /** The n of '<n> more'; 0 means no expander. */
  hiddenCount: number;
}

/** A month cell: all tasks up to 2; above that only the first, with '<n> more' until expanded. */
export function monthCellVisibleTasks<T>(tasks: readonly T[], expanded: boolean): CollapsedTasks<T> {
  if (expanded || tasks.length <= MONTH_CELL_EXPAND_ABOVE) return { visible: [...tasks], hiddenCount: 0 };
  return { visible: tasks.slice(0, 1), hiddenCount: tasks.length - 1 };
}

/** An hour row in the daily view: several tasks in one hour collapse behind 'more'/'Hide'. */
export function hourRowVisibleTasks<T>(tasks: readonly T[], expanded: boolean): CollapsedTasks<T> {
  if (expanded || tasks.length <= 1) return { visible: [...tasks], hiddenCount: 0 };
  return { visible: tasks.slice(0, 1), hiddenCount: tasks.length - 1 };
}

export interface TeamColumn<T> {
  /** null is the 'Unassigned' column. */
  profileId: number | null;
  tasks: T[];
}

/**
 * The daily team view: 'Unassigned' first, then one column per member in the given order.
 * A task assigned to someone who is not a member shows as Unassigned.
 */
export function teamColumns<T extends Pick<Task, 'value_people'>>(
  tasks: readonly T[],
  memberProfileIds: readonly number[],
): TeamColumn<T>[] {
  const columns: TeamColumn<T>[] = [
    { profileId: null, tasks: [] },
    ...memberProfileIds.map((id) => ({ profileId: id, tasks: [] as T[] })),
  ];
  const byId = new Map(columns.slice(1).map((c) => [c.profileId, c]));
  for (const t of tasks) (byId.get(t.value_people ?? NaN) ?? columns[0]).tasks.push(t);
  return columns;
}

/**
 * Where the daily view's current-time line goes: the hour row and how far into it (0–1),
 * or null when `day` is not today or now is outside 06:00–22:59.
 */
export function currentTimeLine(
  now: Instant,
  day: DayKey,
  timeZone: string,
): { hour: number; fraction: number } | null {
  const tz = safeTimeZone(timeZone);
  const local = inZone(now, tz);
  if (!local || day !== todayKey(now, tz)) return null;
  const hour = local.hour();
  if (hour < DAY_START_HOUR || hour > DAY_END_HOUR) return null;
  return { hour, fraction: local.minute() / 60 };
}
