import type { DayKey, Instant } from './types.ts';
import { addDays, addMonths, addYears, dayjs, dayKeyOf, isDayKey, safeTimeZone, todayKey } from './zoned-time.ts';

/*
 * Calendar grids and navigation, for the calendar view and the date picker: weeks start
 * Monday, month grids are 42 cells. Everything works on day keys ("YYYY-MM-DD"), so DST never
 * shifts a cell; "today" comes from an explicit now in the user's zone.
 */

export type CalendarView = 'daily' | 'week' | 'month' | 'year';

export interface CalendarDay {
  date: DayKey;
  isToday: boolean;
}

export interface CalendarCell extends CalendarDay {
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

export const CALENDAR_GRID_CELLS = 42;

export const MONTH_NAMES_RU = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

export const MONTH_NAMES_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day key from a day key or a moment (read in the user's zone). */
export function toDayKey(value: Instant | DayKey, timeZone: string): DayKey {
  if (isDayKey(value)) return value;
  const key = dayKeyOf(value, safeTimeZone(timeZone));
  if (!key) throw new RangeError(`Invalid calendar date: ${String(value)}`);
  return key;
}

/** The Monday on or before `day`. */
export function mondayOf(day: DayKey): DayKey {
  const weekday = dayjs.utc(day).day(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The 42 cells of the month holding `anchor`, from the Monday on or before its 1st (a month
 * starting on Monday starts the grid on the 1st). Used by the month view and the date picker.
 */
export function monthGrid(anchor: Instant | DayKey, now: Instant, timeZone: string): CalendarCell[] {
  const tz = safeTimeZone(timeZone);
  const day = toDayKey(anchor, tz);
  const month = day.slice(0, 7);
  const today = todayKey(now, tz);
  const start = mondayOf(`${month}-01`);
  return Array.from({ length: CALENDAR_GRID_CELLS }, (_, i) => {
    const date = addDays(start, i);
    return { date, inMonth: date.startsWith(month), isToday: date === today };
  });
}

/** The 7 days, Monday first, of the week holding `anchor`. */
export function weekDays(anchor: Instant | DayKey, now: Instant, timeZone: string): CalendarDay[] {
  const tz = safeTimeZone(timeZone);
  const start = mondayOf(toDayKey(anchor, tz));
  const today = todayKey(now, tz);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    return { date, isToday: date === today };
  });
}

/**
 * Previous/next: 1 day, 7 days, 1 month, 1 year by view. A month step from the 31st lands
 * on the last day of a shorter month (31.01 → 29.02).
 */
export function stepCalendar(anchor: DayKey, view: CalendarView, direction: 1 | -1): DayKey {
  switch (view) {
    case 'daily':
      return addDays(anchor, direction);
    case 'week':
      return addDays(anchor, 7 * direction);
    case 'month':
      return addMonths(anchor, direction);
    case 'year':
      return addYears(anchor, direction);
  }
}

export interface CalendarTitle {
  /** 0 = January; the UI names it (MONTH_NAMES_RU / _EN or its translations). */
  monthIndex: number;
  year: number;
}

/** The header's month name plus year. */
export function calendarTitle(anchor: DayKey): CalendarTitle {
  return { monthIndex: Number(anchor.slice(5, 7)) - 1, year: Number(anchor.slice(0, 4)) };
}

/** The year view's 12 tiles; picking one opens the month view at `firstDay`. */
export function yearMonths(anchor: DayKey): { monthIndex: number; firstDay: DayKey }[] {
  const year = anchor.slice(0, 4);
  return Array.from({ length: 12 }, (_, i) => ({
    monthIndex: i,
    firstDay: `${year}-${String(i + 1).padStart(2, '0')}-01`,
  }));
}
