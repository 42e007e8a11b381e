import { isDay } from '../dates/dated.ts';
import {
  addDays,
  addWorkingDays,
  calendarFor,
  nextWorkingDay,
  nonWorkingReason,
  type CalendarInfo,
  type NonWorkingReason,
} from './production-calendar.ts';
import {
  AMOUNT_LIMITS,
  FIRST_EVENT_YEAR,
  LAST_EVENT_YEAR,
  type CodeId,
  type CountedUnit,
  type DayKey,
  type DeadlineQuery,
  type DeadlineUnit,
  type LawRef,
  UNITS,
} from './types.ts';

/*
 * The day a procedural period ends, by the counting rules of the code it comes from, on the
 * production calendar (production-calendar.ts). Every code agrees on the shape:
 * 1. the count starts the day after the event;
 * 2. days are added (working or calendar days, as the code reads "days"), or months or years
 *    ending on the same date, or on the month's last day when the month is shorter;
 * 3. a period that ends on a non-working day ends on the next working day instead.
 * They differ in the details kept in CODE_RULES: which days "days" are, which articles say so,
 * and, in КоАП, which periods step 3 applies to. The answer carries each step with the article
 * applied, as data, so the server can word it in Russian or English.
 *
 * Out of scope: periods in hours, and УПК's periods of detention, custody, house arrest and
 * stays in hospital, which run through non-working days and never move (УПК ст. 128 ч. 1–2);
 * a planner's "deadline" is never one of those.
 */

interface CodeRules {
  /** What a bare "days" means in this code, and the article that says so. */
  days: Exclude<CountedUnit, 'months' | 'years'>;
  daysArticle: string;
  /** The units this code counts in. */
  units: readonly DeadlineUnit[];
  /** The count starts the day after the event. */
  start: string;
  /** The article that says how each unit is added. */
  add: Partial<Record<CountedUnit, string>>;
  /** A month or year period ending in a month that lacks the date ends on its last day. */
  clamp: string;
  /** The units whose last day moves off a non-working day, and the article that moves it. */
  move: Partial<Record<CountedUnit, string>>;
  /** For a unit that does not move: the article that ends it on its date regardless. */
  stay?: string;
}

const everyUnit = (article: string): Record<CountedUnit, string> => ({
  working_days: article,
  calendar_days: article,
  months: article,
  years: article,
});

export const CODE_RULES: Readonly<Record<CodeId, CodeRules>> = {
  // Civil Code: a day is a calendar day unless the law or the contract says "working".
  gk: {
    days: 'calendar_days',
    daysArticle: 'ст. 190',
    units: UNITS,
    start: 'ст. 191',
    add: { working_days: 'ст. 191', calendar_days: 'ст. 191', months: 'ст. 192 п. 3', years: 'ст. 192 п. 1' },
    clamp: 'ст. 192 п. 3',
    move: everyUnit('ст. 193'),
  },
  // Civil procedure: since October 2019 "days" leave out non-working days unless the code says otherwise.
  gpk: {
    days: 'working_days',
    daysArticle: 'ст. 107 ч. 3',
    units: UNITS,
    start: 'ст. 107 ч. 3',
    add: { working_days: 'ст. 107 ч. 3', calendar_days: 'ст. 107 ч. 3', months: 'ст. 108 ч. 1', years: 'ст. 108 ч. 1' },
    clamp: 'ст. 108 ч. 1',
    move: everyUnit('ст. 108 ч. 2'),
  },
  apk: {
    days: 'working_days',
    daysArticle: 'ст. 113 ч. 3',
    units: UNITS,
    start: 'ст. 113 ч. 4',
    add: { working_days: 'ст. 113 ч. 3', calendar_days: 'ст. 114 ч. 3', months: 'ст. 114 ч. 2', years: 'ст. 114 ч. 1' },
    clamp: 'ст. 114 ч. 2',
    move: everyUnit('ст. 114 ч. 4'),
  },
  kas: {
    days: 'working_days',
    daysArticle: 'ст. 92 ч. 2',
    units: UNITS,
    start: 'ст. 92 ч. 3',
    add: { working_days: 'ст. 92 ч. 2', calendar_days: 'ст. 92 ч. 2', months: 'ст. 93 ч. 1', years: 'ст. 93 ч. 1' },
    clamp: 'ст. 93 ч. 1',
    move: everyUnit('ст. 93 ч. 2'),
  },
  // Administrative offences: days are calendar days. The law of 14.04.2023 № 122-ФЗ took the
  // next-working-day rule out of ч. 3 into a part of its own, 3.1, about periods counted in
  // days; the code has no such rule for months and years (ч. 2), so they end on their date
  // even on a Sunday, which is also the safe day to plan for. A complaint's ten days
  // (ст. 30.3) have been "days", not "сутки", since 29.10.2024, so they move too.
  koap: {
    days: 'calendar_days',
    daysArticle: 'ст. 4.8 ч. 3',
    units: UNITS,
    start: 'ст. 4.8 ч. 1.1',
    add: {
      working_days: 'ст. 4.8 ч. 1.1',
      calendar_days: 'ст. 4.8 ч. 3',
      months: 'ст. 4.8 ч. 2',
      years: 'ст. 4.8 ч. 2',
    },
    clamp: 'ст. 4.8 ч. 2',
    move: { calendar_days: 'ст. 4.8 ч. 3.1' },
    stay: 'ст. 4.8 ч. 2',
  },
  // Tax Code: days are working days unless the norm says "calendar days".
  nk: {
    days: 'working_days',
    daysArticle: 'ст. 6.1 п. 6',
    units: UNITS,
    start: 'ст. 6.1 п. 2',
    add: { working_days: 'ст. 6.1 п. 6', calendar_days: 'ст. 6.1 п. 6', months: 'ст. 6.1 п. 5', years: 'ст. 6.1 п. 3' },
    clamp: 'ст. 6.1 п. 5',
    move: everyUnit('ст. 6.1 п. 7'),
  },
  // Criminal procedure counts in hours, "сутки" (calendar days) and months: no working days,
  // no years. The code states the day-after start for months; courts read сутки the same way.
  upk: {
    days: 'calendar_days',
    daysArticle: 'ст. 128 ч. 1',
    units: ['days', 'calendar_days', 'months'],
    start: 'ст. 128 ч. 1',
    add: { calendar_days: 'ст. 128 ч. 2', months: 'ст. 128 ч. 2' },
    clamp: 'ст. 128 ч. 2',
    move: { calendar_days: 'ст. 128 ч. 2', months: 'ст. 128 ч. 2' },
  },
};

/** How `code` reads a bare "days", and the article that says so: for the caller to show. */
export function daysMeaning(code: CodeId): { unit: 'working_days' | 'calendar_days'; article: LawRef } {
  const rules = CODE_RULES[code];
  return { unit: rules.days, article: { code, article: rules.daysArticle } };
}

/** The units `code` counts periods in. */
export const unitsFor = (code: CodeId): readonly DeadlineUnit[] => CODE_RULES[code].units;

/** `days` read by the code; the explicit units stay as they are. */
export const countedUnit = (code: CodeId, unit: DeadlineUnit): CountedUnit =>
  unit === 'days' ? CODE_RULES[code].days : unit;

export type Step =
  /** The event, and the first day counted: the next one. */
  | { kind: 'start'; event: DayKey; day: DayKey; article: LawRef }
  /** The period added; `day` is its last day before any move. */
  | { kind: 'add'; amount: number; unit: CountedUnit; day: DayKey; article: LawRef }
  /** The corresponding date does not exist (31 February): `wanted` names it, `day` is the month's last day. */
  | { kind: 'clamp'; wanted: string; day: DayKey; article: LawRef }
  /** The last day is not a working day: the period ends on the next working day. */
  | { kind: 'move'; from: DayKey; to: DayKey; reason: NonWorkingReason; article: LawRef }
  /** The last day is not a working day, but this code does not move this kind of period. */
  | { kind: 'stay'; day: DayKey; reason: NonWorkingReason; article: LawRef };

export interface DeadlineCalendar extends CalendarInfo {
  /** The years whose working days the answer depended on; `known` is true only if all are. */
  years: number[];
}

export interface Deadline {
  due: DayKey;
  steps: Step[];
  calendar: DeadlineCalendar;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const yearOf = (day: DayKey) => Number(day.slice(0, 4));
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same date `months` later; when that month is too short for it, its last day and the date that was wanted. */
function addCalendarMonths(day: DayKey, months: number): { day: DayKey; wanted: string | null } {
  const [y, m, d] = day.split('-').map(Number);
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const wanted = `${pad(year, 4)}-${pad(month)}-${pad(d)}`;
  const last = daysInMonth(year, month);
  return d > last ? { day: `${pad(year, 4)}-${pad(month)}-${pad(last)}`, wanted } : { day: wanted, wanted: null };
}

/** Why a query cannot be computed, or null. The schema (schema.ts) gives the user-facing messages. */
export function deadlineQueryProblem(q: DeadlineQuery): string | null {
  const rules = CODE_RULES[q.code];
  if (!rules) return `unknown code ${String(q.code)}`;
  if (!rules.units.includes(q.unit)) return `${q.code} does not count in ${String(q.unit)}`;
  if (!isDay(q.from)) return `not a calendar day: ${String(q.from)}`;
  const year = yearOf(q.from);
  if (year < FIRST_EVENT_YEAR || year > LAST_EVENT_YEAR)
    return `event year out of ${FIRST_EVENT_YEAR}–${LAST_EVENT_YEAR}`;
  if (!Number.isInteger(q.amount) || q.amount < 1 || q.amount > AMOUNT_LIMITS[q.unit])
    return `amount must be 1–${AMOUNT_LIMITS[q.unit]}`;
  return null;
}

function calendarOf(firstYear: number, lastYear: number): DeadlineCalendar {
  const years: number[] = [];
  for (let y = firstYear; y <= lastYear; y++) years.push(y);
  const infos = years.map(calendarFor);
  const sources = [...new Set(infos.map((i) => i.source).filter((s): s is string => s !== null))];
  return { known: infos.every((i) => i.known), source: sources.length ? sources.join('; ') : null, years };
}

/** The last day of a period that starts with an event on `from`, by the rules of `code`. */
export function computeDeadline(q: DeadlineQuery): Deadline {
  const problem = deadlineQueryProblem(q);
  if (problem) throw new RangeError(`Cannot compute the deadline: ${problem}`);
  const rules = CODE_RULES[q.code];
  const ref = (article: string): LawRef => ({ code: q.code, article });
  const unit = countedUnit(q.code, q.unit);
  const start = addDays(q.from, 1);
  const steps: Step[] = [{ kind: 'start', event: q.from, day: start, article: ref(rules.start) }];

  let due: DayKey;
  let clampedFrom: string | null = null;
  if (unit === 'working_days') due = addWorkingDays(q.from, q.amount);
  else if (unit === 'calendar_days') due = addDays(q.from, q.amount);
  else {
    const r = addCalendarMonths(q.from, unit === 'years' ? q.amount * 12 : q.amount);
    due = r.day;
    clampedFrom = r.wanted;
  }
  steps.push({ kind: 'add', amount: q.amount, unit, day: due, article: ref(rules.add[unit]!) });
  if (clampedFrom) steps.push({ kind: 'clamp', wanted: clampedFrom, day: due, article: ref(rules.clamp) });

  // Working days already end on a working day; other periods are looked at on their last day.
  const firstChecked = unit === 'working_days' ? start : due;
  const reason = nonWorkingReason(due);
  if (reason) {
    const moveArticle = rules.move[unit];
    if (moveArticle) {
      const to = nextWorkingDay(due);
      steps.push({ kind: 'move', from: due, to, reason, article: ref(moveArticle) });
      due = to;
    } else {
      steps.push({ kind: 'stay', day: due, reason, article: ref(rules.stay ?? rules.clamp) });
    }
  }
  return { due, steps, calendar: calendarOf(yearOf(firstChecked), yearOf(due)) };
}
