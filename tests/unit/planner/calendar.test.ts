import { describe, expect, it } from 'vitest';
import {
  CALENDAR_GRID_CELLS,
  calendarTitle,
  MONTH_NAMES_EN,
  MONTH_NAMES_RU,
  mondayOf,
  monthGrid,
  stepCalendar,
  toDayKey,
  weekDays,
  yearMonths,
} from '@shared/planner/calendar.ts';

const now = '2024-05-10T12:00:00Z';

describe('month grid', () => {
  it('has 42 cells from the Monday on or before the 1st', () => {
    const cells = monthGrid('2024-05-15', now, 'UTC');
    expect(cells).toHaveLength(CALENDAR_GRID_CELLS);
    expect(cells[0]).toEqual({ date: '2024-04-29', inMonth: false, isToday: false });
    expect(cells[2]).toEqual({ date: '2024-05-01', inMonth: true, isToday: false });
    expect(cells[41].date).toBe('2024-06-09');
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    const cells = monthGrid('2024-04-30', now, 'UTC');
    expect(cells[0]).toMatchObject({ date: '2024-04-01', inMonth: true });
    expect(cells[41].date).toBe('2024-05-12');
  });

  it('handles February of a leap year starting on Thursday', () => {
    const cells = monthGrid('2024-02-10', now, 'UTC');
    expect(cells[0].date).toBe('2024-01-29');
    expect(
      cells
        .filter((c) => c.inMonth)
        .map((c) => c.date)
        .at(-1),
    ).toBe('2024-02-29');
  });

  it('highlights today in the user zone only', () => {
    const late = '2024-05-10T22:00:00Z';
    expect(
      monthGrid('2024-05-01', late, 'UTC')
        .filter((c) => c.isToday)
        .map((c) => c.date),
    ).toEqual(['2024-05-10']);
    expect(
      monthGrid('2024-05-01', late, 'Europe/Moscow')
        .filter((c) => c.isToday)
        .map((c) => c.date),
    ).toEqual(['2024-05-11']);
    expect(monthGrid('2024-07-01', late, 'UTC').some((c) => c.isToday)).toBe(false);
  });

  it('keeps consecutive cells through the Berlin DST change', () => {
    const dates = monthGrid('2024-03-01', now, 'Europe/Berlin').map((c) => c.date);
    expect(dates.slice(dates.indexOf('2024-03-30'), dates.indexOf('2024-03-30') + 3)).toEqual([
      '2024-03-30',
      '2024-03-31',
      '2024-04-01',
    ]);
    expect(new Set(dates).size).toBe(42);
  });

  it('takes a moment as anchor and reads it in the user zone', () => {
    // 23:30 UTC on 31 May is already June in Moscow.
    expect(monthGrid('2024-05-31T23:30:00Z', now, 'Europe/Moscow').find((c) => c.inMonth)!.date).toBe('2024-06-01');
    expect(toDayKey('2024-05-31T23:30:00Z', 'UTC')).toBe('2024-05-31');
    expect(() => toDayKey('soon', 'UTC')).toThrow(RangeError);
  });
});

describe('week', () => {
  it('lists 7 days from Monday', () => {
    const days = weekDays('2024-05-12', now, 'UTC');
    expect(days.map((d) => d.date)).toEqual([
      '2024-05-06',
      '2024-05-07',
      '2024-05-08',
      '2024-05-09',
      '2024-05-10',
      '2024-05-11',
      '2024-05-12',
    ]);
    expect(days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2024-05-10']);
  });

  it('treats Sunday as the end of the week and Monday as its start', () => {
    expect(mondayOf('2024-05-12')).toBe('2024-05-06');
    expect(mondayOf('2024-05-13')).toBe('2024-05-13');
    expect(mondayOf('2024-01-03')).toBe('2024-01-01');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  });
});

describe('navigation and titles', () => {
  it('steps 1 day, 7 days, 1 month or 1 year by view', () => {
    expect(stepCalendar('2024-05-10', 'daily', 1)).toBe('2024-05-11');
    expect(stepCalendar('2024-03-31', 'daily', -1)).toBe('2024-03-30');
    expect(stepCalendar('2024-05-10', 'week', 1)).toBe('2024-05-17');
    expect(stepCalendar('2024-01-03', 'week', -1)).toBe('2023-12-27');
    expect(stepCalendar('2024-05-10', 'month', -1)).toBe('2024-04-10');
    expect(stepCalendar('2024-12-10', 'month', 1)).toBe('2025-01-10');
    expect(stepCalendar('2024-05-10', 'year', 1)).toBe('2025-05-10');
  });

  it('lands on the last day of a shorter month', () => {
    expect(stepCalendar('2024-01-31', 'month', 1)).toBe('2024-02-29');
    expect(stepCalendar('2024-02-29', 'year', 1)).toBe('2025-02-28');
  });

  it('titles the view by month index and year', () => {
    expect(calendarTitle('2024-05-10')).toEqual({ monthIndex: 4, year: 2024 });
    expect(MONTH_NAMES_RU[calendarTitle('2024-01-01').monthIndex]).toBe('Январь');
    expect(MONTH_NAMES_EN[calendarTitle('2024-12-31').monthIndex]).toBe('December');
    expect(MONTH_NAMES_RU).toHaveLength(12);
  });

  it('gives the year view 12 month tiles that jump to each month', () => {
    const tiles = yearMonths('2024-05-10');
    expect(tiles).toHaveLength(12);
    expect(tiles[0]).toEqual({ monthIndex: 0, firstDay: '2024-01-01' });
    expect(tiles[11]).toEqual({ monthIndex: 11, firstDay: '2024-12-01' });
  });
});
