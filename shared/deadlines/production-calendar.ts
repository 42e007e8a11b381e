import type { DayKey } from '../planner/types.ts';

/*
 * The Russian production calendar of the five-day week: which days are working days. The
 * codes' "next working day" rules, and every period counted in working days, read it.
 *
 * A day is off when it is a Saturday or a Sunday, a public holiday of the Labour Code
 * (ТК РФ ст. 112 ч. 1), or a day the government moved a day off to; a Saturday the government
 * moved a day off from is a working day. Each year the government publishes the moves in a
 * decree. For a year whose decree we hold (below) the days come from it; for any other year
 * they are computed from the Labour Code alone and marked `known: false`, because a decree may
 * still change them.
 *
 * What each year was checked against (two independent sources each):
 * - 2024, decree № 1314 of 10.08.2023: the decree's text as published on normativ.kontur.ru
 *   (the five transfers), and the summaries of КонсультантПлюс (via skb.tarusa.ru) and of
 *   tls-cons.ru (the days off: 1–8 Jan, 23–25 Feb, 8–10 Mar, 28 Apr–1 May, 9–12 May, 12 Jun,
 *   3–4 Nov, 29–31 Dec; working Saturdays 27 Apr, 2 Nov, 28 Dec); December has 21 working
 *   days (a dzen.ru summary). The year's total, 248, is only our count: no source we found states it.
 * - 2025, decree № 1335 of 04.10.2024: the government's announcement (as reprinted by
 *   MIL-OSI), teko.cntd.ru and polimat.ru: transfers 4 Jan → 2 May, 5 Jan → 31 Dec,
 *   23 Feb → 8 May, 8 Mar → 13 Jun, 1 Nov → 3 Nov; days off 1–8 Jan, 22–23 Feb, 8–9 Mar,
 *   1–4 May, 8–11 May, 12–15 Jun, 2–4 Nov, 31 Dec; Saturday 1 Nov works; 247 working days.
 *   Monday 24 February and Monday 10 March 2025 were working days: the decree moved the
 *   weekends under 23 Feb and 8 Mar to May and June instead of the Labour Code's next Monday.
 * - 2026, decree № 1466 of 24.09.2025: profedu38.ru (quoting the decree), tvzvezda.ru and
 *   kp40.ru: transfers 3 Jan → 9 Jan, 4 Jan → 31 Dec; days off 1–11 Jan, 21–23 Feb, 7–9 Mar,
 *   1–3 May, 9–11 May, 12–14 Jun, 4 Nov, 31 Dec; no working Saturdays; 247 working days
 *   (15 in January … 22 in December, glavaudit.org's table; the test checks every month).
 * - 2027: no decree was found (as of late 2026 only deputies' forecasts), so it is computed.
 *
 * Regional holidays (Tatarstan, Bashkortostan, …) are not included: they bind courts of that
 * region only, and the caller does not tell us the court's region.
 */

export interface CalendarInfo {
  /** True when the year's days come from a government decree, not from the Labour Code alone. */
  known: boolean;
  /** The decree, as a lawyer would cite it; null for a computed year. */
  source: string | null;
}

/** Why a day is not a working day: a weekend, a public holiday, or a day off moved onto a weekday. */
export type NonWorkingReason = 'weekend' | 'holiday' | 'transferred';

/** One year's decree as data. Days are "MM-DD"; a range "MM-DD..MM-DD" includes both ends. */
export interface DecreeYear {
  source: string;
  /** Every non-working day as the decree's summaries list them, the weekends inside a range included. */
  off: readonly string[];
  /** Weekend days the decree made working days. */
  working: readonly string[];
  /** The decree's moves of a day off, from → to: kept so a test can check `off` and `working` against them. */
  transfers: readonly (readonly [string, string])[];
}

export const DECREE_YEARS: Readonly<Record<number, DecreeYear>> = {
  2024: {
    source: 'Постановление Правительства РФ от 10.08.2023 № 1314 «О переносе выходных дней в 2024 году»',
    off: [
      '01-01..01-08',
      '02-23..02-25',
      '03-08..03-10',
      '04-28..05-01',
      '05-09..05-12',
      '06-12',
      '11-03..11-04',
      '12-29..12-31',
    ],
    working: ['04-27', '11-02', '12-28'],
    transfers: [
      ['01-06', '05-10'],
      ['01-07', '12-31'],
      ['04-27', '04-29'],
      ['11-02', '04-30'],
      ['12-28', '12-30'],
    ],
  },
  2025: {
    source: 'Постановление Правительства РФ от 04.10.2024 № 1335 «О переносе выходных дней в 2025 году»',
    off: [
      '01-01..01-08',
      '02-22..02-23',
      '03-08..03-09',
      '05-01..05-04',
      '05-08..05-11',
      '06-12..06-15',
      '11-02..11-04',
      '12-31',
    ],
    working: ['11-01'],
    transfers: [
      ['01-04', '05-02'],
      ['01-05', '12-31'],
      ['02-23', '05-08'],
      ['03-08', '06-13'],
      ['11-01', '11-03'],
    ],
  },
  2026: {
    source: 'Постановление Правительства РФ от 24.09.2025 № 1466 «О переносе выходных дней в 2026 году»',
    off: [
      '01-01..01-11',
      '02-21..02-23',
      '03-07..03-09',
      '05-01..05-03',
      '05-09..05-11',
      '06-12..06-14',
      '11-04',
      '12-31',
    ],
    working: [],
    transfers: [
      ['01-03', '01-09'],
      ['01-04', '12-31'],
    ],
  },
};

/**
 * The public holidays of ТК РФ ст. 112 ч. 1, as "MM-DD". The January ones (1–6 and 8 January,
 * and Christmas on the 7th) are listed apart because ч. 2 does not move a weekend that falls on
 * them: only a decree can.
 */
export const JANUARY_HOLIDAYS = ['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-07', '01-08'] as const;
export const OTHER_HOLIDAYS = ['02-23', '03-08', '05-01', '05-09', '06-12', '11-04'] as const;
const HOLIDAYS = new Set<string>([...JANUARY_HOLIDAYS, ...OTHER_HOLIDAYS]);

const monthDay = (day: DayKey) => day.slice(5);
const yearOf = (day: DayKey) => Number(day.slice(0, 4));
const pad4 = (year: number) => String(year).padStart(4, '0');

const DAY_MS = 86_400_000;
/** Midnight UTC of a day: an ISO date-time string parses the same on every machine, whatever its zone. */
const utcMs = (day: DayKey) => Date.parse(`${day}T00:00:00Z`);

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export const weekday = (day: DayKey): number => new Date(utcMs(day)).getUTCDay();

/**
 * The day `n` days later. Plain UTC arithmetic rather than the planner's dayjs `addDays`: the
 * working-day loops call it thousands of times per answer, and UTC days have no DST to mind.
 */
export const addDays = (day: DayKey, n: number): DayKey => new Date(utcMs(day) + n * DAY_MS).toISOString().slice(0, 10);

const isWeekend = (day: DayKey) => {
  const w = weekday(day);
  return w === 0 || w === 6;
};

interface YearDays {
  info: CalendarInfo;
  /** Days off that are not Saturdays, Sundays or holidays: moved there by a decree or by ст. 112 ч. 2. */
  movedOff: Set<DayKey>;
  /** Weekend days that work. */
  working: Set<DayKey>;
}

function expand(year: number, entries: readonly string[]): Set<DayKey> {
  const out = new Set<DayKey>();
  for (const entry of entries) {
    const [first, last = first] = entry.split('..');
    let day = `${pad4(year)}-${first}`;
    const end = `${pad4(year)}-${last}`;
    for (; day <= end; day = addDays(day, 1)) out.add(day);
  }
  return out;
}

/**
 * A year without a decree, by ТК РФ ст. 112 ч. 2: a holiday on a Saturday or a Sunday moves
 * that day off to the next working day after the holiday, except the January holidays.
 */
function computedYear(year: number): YearDays {
  const movedOff = new Set<DayKey>();
  for (const md of OTHER_HOLIDAYS) {
    const holiday = `${pad4(year)}-${md}`;
    if (!isWeekend(holiday)) continue;
    let day = addDays(holiday, 1);
    while (isWeekend(day) || HOLIDAYS.has(monthDay(day)) || movedOff.has(day)) day = addDays(day, 1);
    movedOff.add(day);
  }
  return { info: { known: false, source: null }, movedOff, working: new Set() };
}

function decreeYear(year: number, decree: DecreeYear): YearDays {
  // A weekday the decree lists as off is off whatever the reason; the tests check each one
  // against the decree's transfers and the Labour Code, so a typo in the list shows there.
  const movedOff = new Set([...expand(year, decree.off)].filter((d) => !isWeekend(d) && !HOLIDAYS.has(monthDay(d))));
  return { info: { known: true, source: decree.source }, movedOff, working: expand(year, decree.working) };
}

// Built once per year: the sets depend only on the constant data above.
const years = new Map<number, YearDays>();
function yearDays(year: number): YearDays {
  let y = years.get(year);
  if (!y) {
    const decree = DECREE_YEARS[year];
    y = decree ? decreeYear(year, decree) : computedYear(year);
    years.set(year, y);
  }
  return y;
}

/** Whether a year's days come from a decree we hold, and which one. */
export function calendarFor(year: number): CalendarInfo {
  return { ...yearDays(year).info };
}

/** Why `day` is not a working day, or null when it is one. */
export function nonWorkingReason(day: DayKey): NonWorkingReason | null {
  const y = yearDays(yearOf(day));
  if (y.working.has(day)) return null;
  if (HOLIDAYS.has(monthDay(day))) return 'holiday';
  if (isWeekend(day)) return 'weekend';
  return y.movedOff.has(day) ? 'transferred' : null;
}

export const isWorkingDay = (day: DayKey): boolean => nonWorkingReason(day) === null;

/** The first working day after `day` (never `day` itself). */
export function nextWorkingDay(day: DayKey): DayKey {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/** The `n`-th working day after `day`: `day` itself is never counted, as the codes start a period the next day. */
export function addWorkingDays(day: DayKey, n: number): DayKey {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Working days must be a whole number ≥ 0: ${n}`);
  let at = day;
  for (let i = 0; i < n; i++) at = nextWorkingDay(at);
  return at;
}
