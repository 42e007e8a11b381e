import type { Instant } from './types.ts';
import { addDays, inZone, isDayKey, safeTimeZone, todayKey } from './zoned-time.ts';

/** Relative day names the UI translates ('Today', 'Tomorrow', 'Yesterday'). */
export type RelativeDay = 'today' | 'tomorrow' | 'yesterday';

export interface CardDateParts {
  /** Set when the day is today, tomorrow or yesterday; the UI shows its translation. */
  relative: RelativeDay | null;
  /** DD.MM.YYYY, always filled, for tooltips or when `relative` is null. */
  date: string;
  /** HH:MM of a moment (even 00:00); null for a calendar day, which has no time. */
  time: string | null;
}

/**
 * Today, tomorrow and yesterday for the last `now` and zone asked: every date of a table's
 * render asks with the same two, and each answer costs three date computations.
 */
let lastNear: { now: Instant; tz: string; today: string; tomorrow: string; yesterday: string } | null = null;
function nearDays(now: Instant, tz: string) {
  const sameNow = lastNear && (now instanceof Date ? +now === +lastNear.now : now === lastNear.now);
  if (lastNear && sameNow && lastNear.tz === tz) return lastNear;
  const today = todayKey(now, tz);
  lastNear = {
    now: now instanceof Date ? new Date(+now) : now,
    tz,
    today,
    tomorrow: addDays(today, 1),
    yesterday: addDays(today, -1),
  };
  return lastNear;
}

/**
 * The pieces of a task card's date in the user's zone, or null for a missing or unreadable
 * value. A date with no time of day ("YYYY-MM-DD") is that calendar day for everyone, shown
 * without a time (docs/dates.md).
 */
export function cardDateParts(value: Instant | null | undefined, now: Instant, timeZone: string): CardDateParts | null {
  const tz = safeTimeZone(timeZone);
  const local = inZone(value, tz);
  if (!local) return null;
  const day = local.format('YYYY-MM-DD');
  const near = nearDays(now, tz);
  const relative: RelativeDay | null =
    day === near.today ? 'today' : day === near.tomorrow ? 'tomorrow' : day === near.yesterday ? 'yesterday' : null;
  const time = typeof value === 'string' && isDayKey(value) ? null : local.format('HH:mm');
  return { relative, date: local.format('DD.MM.YYYY'), time };
}

/**
 * The card's date as one string: "<Today|DD.MM.YYYY>[ HH:MM]". `label` translates the
 * relative tokens (e.g. i18next's t with the UI's keys). Formatting failures yield ''
 * (a date that cannot be formatted is only logged: a card never fails over it).
 */
export function formatCardDate(
  value: Instant | null | undefined,
  now: Instant,
  timeZone: string,
  label: (token: RelativeDay) => string,
): string {
  try {
    const parts = cardDateParts(value, now, timeZone);
    if (!parts) return '';
    const day = parts.relative ? label(parts.relative) : parts.date;
    return parts.time ? `${day} ${parts.time}` : day;
  } catch {
    return '';
  }
}

/**
 * Whether a card's or row's date shows as overdue (red): a day before today in the person's
 * zone (a calendar day is overdue from the next day), unless the task is finished: done work
 * is never overdue.
 */
export function isDateOverdue(
  value: Instant | null | undefined,
  now: Instant,
  timeZone: string,
  finished: boolean,
): boolean {
  if (finished) return false;
  const tz = safeTimeZone(timeZone);
  const local = inZone(value, tz);
  return !!local && local.format('YYYY-MM-DD') < nearDays(now, tz).today;
}
