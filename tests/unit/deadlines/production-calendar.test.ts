import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/planner/zoned-time.ts';
import {
  addWorkingDays,
  calendarFor,
  DECREE_YEARS,
  isWorkingDay,
  JANUARY_HOLIDAYS,
  nextWorkingDay,
  nonWorkingReason,
  OTHER_HOLIDAYS,
  weekday,
} from '@shared/deadlines/production-calendar.ts';

function daysOf(year: number, from = '01-01', to = '12-31'): string[] {
  const out: string[] = [];
  for (let d = `${year}-${from}`; d <= `${year}-${to}`; d = addDays(d, 1)) out.push(d);
  return out;
}
const isWeekend = (day: string) => weekday(day) === 0 || weekday(day) === 6;
const HOLIDAYS = new Set<string>([...JANUARY_HOLIDAYS, ...OTHER_HOLIDAYS]);

describe('production calendar: the decrees we hold', () => {
  for (const [yearText, decree] of Object.entries(DECREE_YEARS)) {
    const year = Number(yearText);
    const on = (md: string) => `${year}-${md}`;

    it(`${year}: every listed day off is off, and every weekday holiday is listed`, () => {
      const listed = new Set<string>();
      for (const entry of decree.off) {
        const [first, last = first] = entry.split('..');
        for (const d of daysOf(year, first, last)) listed.add(d);
      }
      for (const d of listed) expect(isWorkingDay(d), d).toBe(false);
      for (const d of daysOf(year)) if (!isWorkingDay(d) && !isWeekend(d)) expect(listed, d).toContain(d);
    });

    it(`${year}: the weekdays off are exactly the decree's transfers and the Labour Code's automatic moves`, () => {
      const transferredFrom = new Set(decree.transfers.map(([from]) => on(from)));
      const expected = new Set(decree.transfers.map(([, to]) => on(to)));
      // ТК ст. 112 ч. 2: a non-January holiday on a weekend gives the next working day off,
      // unless the decree moved that weekend elsewhere (2025: 23 Feb → 8 May, 8 Mar → 13 Jun).
      for (const md of OTHER_HOLIDAYS) {
        const holiday = on(md);
        if (!isWeekend(holiday) || transferredFrom.has(holiday)) continue;
        let d = addDays(holiday, 1);
        while (isWeekend(d) || HOLIDAYS.has(d.slice(5)) || expected.has(d)) d = addDays(d, 1);
        expected.add(d);
      }
      const actual = daysOf(year).filter((d) => !isWorkingDay(d) && !isWeekend(d) && !HOLIDAYS.has(d.slice(5)));
      expect(actual.sort()).toEqual([...expected].sort());
      for (const d of actual) expect(nonWorkingReason(d), d).toBe('transferred');
    });

    it(`${year}: a Saturday works only when the decree moved its day off away`, () => {
      const workingWeekends = daysOf(year).filter((d) => isWeekend(d) && isWorkingDay(d));
      expect(workingWeekends).toEqual(decree.working.map(on));
      for (const [from] of decree.transfers)
        if (!HOLIDAYS.has(from)) expect(decree.working, `${year}-${from}`).toContain(from);
    });
  }

  it('counts the published totals: 247 working days in 2025 and in 2026, month by month for 2026', () => {
    const working = (year: number) => daysOf(year).filter(isWorkingDay);
    expect(working(2025)).toHaveLength(247);
    expect(working(2026)).toHaveLength(247);
    const byMonth = Array.from({ length: 12 }, (_, i) =>
      working(2026).filter((d) => Number(d.slice(5, 7)) === i + 1),
    ).map((days) => days.length);
    expect(byMonth).toEqual([15, 19, 21, 22, 19, 21, 23, 21, 22, 22, 20, 22]);
    expect(daysOf(2024, '12-01', '12-31').filter(isWorkingDay)).toHaveLength(21);
    // Our own count for 2024, from the days the sources list; a guard against an edit, not a source.
    expect(working(2024)).toHaveLength(248);
  });

  it('works on the Saturdays the decrees moved a day off from', () => {
    for (const d of ['2024-04-27', '2024-11-02', '2024-12-28', '2025-11-01']) {
      expect(weekday(d), d).toBe(6);
      expect(isWorkingDay(d), d).toBe(true);
    }
    expect(isWorkingDay('2025-11-08')).toBe(false);
  });

  it('keeps the Mondays after 23 February and 8 March 2025 working: the decree moved those weekends to May and June', () => {
    expect(isWorkingDay('2025-02-24')).toBe(true);
    expect(isWorkingDay('2025-03-10')).toBe(true);
    expect(nonWorkingReason('2025-05-08')).toBe('transferred');
    expect(nonWorkingReason('2025-06-13')).toBe('transferred');
  });

  it('gives 2026 twelve days off from 31 December 2025 to 11 January, and the Labour Code Mondays after 8 March and 9 May', () => {
    expect(daysOf(2026, '01-01', '01-11').every((d) => !isWorkingDay(d))).toBe(true);
    expect(isWorkingDay('2025-12-31')).toBe(false);
    expect(nonWorkingReason('2026-01-09')).toBe('transferred');
    expect(isWorkingDay('2026-01-12')).toBe(true);
    expect(nonWorkingReason('2026-03-09')).toBe('transferred');
    expect(nonWorkingReason('2026-05-11')).toBe('transferred');
    expect(nonWorkingReason('2026-12-31')).toBe('transferred');
  });

  it('tells a holiday from a weekend from a moved day off', () => {
    expect(nonWorkingReason('2025-05-09')).toBe('holiday');
    expect(nonWorkingReason('2025-05-10')).toBe('weekend');
    expect(nonWorkingReason('2026-01-03')).toBe('holiday'); // a Saturday, and a holiday first
    expect(nonWorkingReason('2025-05-12')).toBeNull();
  });

  it('names the decree of each year we hold', () => {
    expect(calendarFor(2024)).toEqual({ known: true, source: expect.stringContaining('№ 1314') });
    expect(calendarFor(2025)).toEqual({ known: true, source: expect.stringContaining('№ 1335') });
    expect(calendarFor(2026)).toEqual({ known: true, source: expect.stringContaining('№ 1466') });
  });
});

describe('production calendar: a year without a decree', () => {
  it('is marked unknown, with no source', () => {
    expect(calendarFor(2027)).toEqual({ known: false, source: null });
    expect(calendarFor(2023)).toEqual({ known: false, source: null });
  });

  it('keeps 1–8 January off and moves nothing for a January holiday on a weekend', () => {
    expect(daysOf(2027, '01-01', '01-08').map(nonWorkingReason)).toEqual(Array(8).fill('holiday'));
    expect(isWorkingDay('2027-01-11')).toBe(true);
    // 1 and 2 January 2028 are a Saturday and a Sunday: only a decree could give days for them.
    expect(isWorkingDay('2028-01-10')).toBe(true);
  });

  it('moves a day off from a holiday on a weekend to the next working day (ТК ст. 112 ч. 2)', () => {
    expect(weekday('2027-05-01')).toBe(6);
    expect(nonWorkingReason('2027-05-03')).toBe('transferred');
    expect(weekday('2027-05-09')).toBe(0);
    expect(nonWorkingReason('2027-05-10')).toBe('transferred');
    expect(nonWorkingReason('2027-06-14')).toBe('transferred');
    expect(isWorkingDay('2027-05-04')).toBe(true);
    expect(nonWorkingReason('2028-11-06')).toBe('transferred'); // 4 November 2028 is a Saturday
    expect(isWorkingDay('2027-11-04')).toBe(false); // a Thursday holiday, nothing moved
    expect(isWorkingDay('2027-11-05')).toBe(true);
  });
});

describe('next working day and working-day arithmetic', () => {
  it('skips the New Year holidays', () => {
    expect(nextWorkingDay('2025-12-30')).toBe('2026-01-12');
    expect(nextWorkingDay('2026-01-03')).toBe('2026-01-12');
    expect(addWorkingDays('2025-12-30', 1)).toBe('2026-01-12');
    expect(addWorkingDays('2024-12-27', 2)).toBe('2025-01-09');
  });

  it('lands on a working Saturday', () => {
    expect(nextWorkingDay('2024-12-27')).toBe('2024-12-28');
    expect(addWorkingDays('2025-10-31', 1)).toBe('2025-11-01');
  });

  it('never counts the starting day, and refuses a negative or fractional count', () => {
    expect(addWorkingDays('2026-03-02', 0)).toBe('2026-03-02');
    expect(addWorkingDays('2026-03-02', 1)).toBe('2026-03-03');
    expect(() => addWorkingDays('2026-03-02', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', 1.5)).toThrow(RangeError);
  });

  it('reads the day of the week in UTC', () => {
    expect(weekday('2026-03-01')).toBe(0);
    expect(weekday('2024-02-29')).toBe(4);
  });
});
