import type { DayKey, IsoString } from '../planner/types.ts';

/**
 * A date as the planner, the calendar feed and events keep it (docs/dates.md): either a calendar
 * day, `YYYY-MM-DD`, which is the same day for every reader in every time zone and after any
 * change of zone (a deadline), or a moment, an ISO date-time with its offset (a hearing at 14:00).
 */
export type Dated = DayKey | IsoString;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a calendar day `YYYY-MM-DD` the calendar has (no 30 February), years 0001–9999. */
export function isDay(value: string | null | undefined): value is DayKey {
  const m = value ? DAY_RE.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(2000, mo - 1, d));
  at.setUTCFullYear(y);
  return y >= 1 && at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** How a dated value is stored: a moment (timestamptz) or a day (`date`), at most one set. */
export interface DatedColumns {
  moment: string | null;
  day: DayKey | null;
}

/** The columns of a dated value (already validated by `datedSchema`); null clears both. */
export function datedColumns(value: string | null): DatedColumns {
  if (value === null) return { moment: null, day: null };
  return isDay(value) ? { moment: null, day: value } : { moment: new Date(value).toISOString(), day: null };
}

/**
 * Whether `a` comes after `b` (a period's start after its end). A day against a moment compares
 * by the moment's UTC day, which never refuses a period a person could mean.
 */
export function datedAfter(a: string, b: string): boolean {
  if (isDay(a) || isDay(b)) return a.slice(0, 10) > b.slice(0, 10);
  return Date.parse(a) > Date.parse(b);
}
