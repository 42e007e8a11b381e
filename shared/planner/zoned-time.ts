import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { DayKey, Instant } from './types.ts';

/*
 * Time-zone arithmetic the planner rules stand on (user settings carry an IANA zone).
 *
 * Wall-clock fields come from Intl (cached per zone) and are then handled as a UTC dayjs,
 * which has no DST. We deliberately avoid dayjs-timezone's `.tz()` objects: `.add()` on them
 * keeps the old offset across a DST change (Berlin 31.03 00:30 + 1 day stays +01:00), and
 * `dayjs.tz()` resolves an ambiguous autumn wall time to the later offset.
 */
dayjs.extend(utc);

export { dayjs, type Dayjs };

const DAY_MS = 86_400_000;
const ISO_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DAY_KEY_RE = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return null;
  }
  formatters.set(timeZone, f);
  return f;
}

/** The zone to compute in: the given IANA name, or UTC (the spec's default) when it is unknown. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && formatterFor(timeZone) ? timeZone : 'UTC';
}

function offsetAt(ms: number, timeZone: string): number {
  const f = formatterFor(timeZone)!;
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const HOUR_MS = 3_600_000;
/**
 * Offsets kept by zone and hour of UTC: a planner of a few hundred tasks asks for the same days'
 * offsets thousands of times while it draws, and `formatToParts` is the slowest step of every
 * date shown (about a tenth of a slow phone's hydration of the table). An hour is kept only when its
 * first and last minute agree, so the hour of a clock change is always computed exactly (no zone
 * changes its offset twice within one hour). False computes every offset anew.
 */
const KEEP_ZONE_OFFSETS = true;
const keptOffsets = new Map<string, number>();
const KEPT_OFFSETS_MAX = 20_000;

/** Minutes east of UTC that `timeZone` is at the instant `ms`. */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const zone = safeTimeZone(timeZone);
  if (!KEEP_ZONE_OFFSETS || !Number.isFinite(ms)) return offsetAt(ms, zone);
  const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
  const key = `${zone} ${hour}`;
  const kept = keptOffsets.get(key);
  if (kept !== undefined) return kept;
  const first = offsetAt(hour, zone);
  if (offsetAt(hour + HOUR_MS - 1, zone) !== first) return offsetAt(ms, zone);
  if (keptOffsets.size >= KEPT_OFFSETS_MAX) keptOffsets.clear();
  keptOffsets.set(key, first);
  return first;
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

interface ParsedIso {
  dateOnly: boolean;
  y: number;
  mo: number;
  d: number;
  /** Epoch ms, reading an offset-less time as UTC (what the server's timestamps are). */
  ms: number;
}

/**
 * Readings kept by the text read: a planner's table reads each task's dates in every render, in
 * its sort's every comparison and in each date's format (a tenth of a slow phone's time opening a
 * task behind which the table draws again), and a project has few distinct values. A reading is
 * frozen, so no caller can change what the next one gets. False reads every value anew.
 */
const KEEP_PARSED_DATES = true;
const keptReadings = new Map<string, ParsedIso | null>();
const KEPT_READINGS_MAX = 20_000;

/** Strict ISO-8601 reading: `new Date` would roll 2024-02-30 into March instead of failing. */
function parseIso(value: string): ParsedIso | null {
  if (!KEEP_PARSED_DATES) return readIso(value);
  const kept = keptReadings.get(value);
  if (kept !== undefined) return kept;
  const read = readIso(value);
  if (keptReadings.size >= KEPT_READINGS_MAX) keptReadings.clear();
  keptReadings.set(value, read && Object.freeze(read));
  return read;
}

function readIso(value: string): ParsedIso | null {
  const m = ISO_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const frac = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  let offsetMin = 0;
  const off = m[8];
  if (off && off.toUpperCase() !== 'Z') {
    const sign = off[0] === '-' ? -1 : 1;
    const digits = off.slice(1).replace(':', '');
    offsetMin = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  const ms = Date.UTC(y, mo - 1, d, h, mi, s, Math.floor(frac)) - offsetMin * 60_000;
  return { dateOnly: m[4] === undefined, y, mo, d, ms };
}

/**
 * A value as epoch ms, or null when it is missing or unreadable. A bare "YYYY-MM-DD" means
 * that day's midnight in `timeZone` (a calendar day, not a UTC moment).
 */
export function toInstantMs(value: Instant | null | undefined, timeZone = 'UTC'): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const p = parseIso(value);
  if (!p) return null;
  return p.dateOnly ? wallTimeToInstant(value.trim(), 0, 0, timeZone) : p.ms;
}

/**
 * The wall-clock time of `value` in `timeZone`, as a UTC dayjs whose fields (date, hour,
 * format) are the local ones. Null for missing or unreadable values.
 */
export function inZone(value: Instant | null | undefined, timeZone: string): Dayjs | null {
  if (typeof value === 'string' && parseIso(value)?.dateOnly) return dayjs.utc(value.trim());
  const ms = toInstantMs(value, timeZone);
  if (ms === null) return null;
  return dayjs.utc(ms + zoneOffsetMinutes(ms, timeZone) * 60_000);
}

/** The calendar day of `value` in `timeZone`. */
export function dayKeyOf(value: Instant | null | undefined, timeZone: string): DayKey | null {
  return inZone(value, timeZone)?.format('YYYY-MM-DD') ?? null;
}

/** Today in the user's zone, from an explicit now (no hidden clock, so tests are deterministic). */
export function todayKey(now: Instant, timeZone: string): DayKey {
  const key = dayKeyOf(now, timeZone);
  if (!key) throw new RangeError(`Invalid "now": ${String(now)}`);
  return key;
}

export const isDayKey = (value: unknown): value is DayKey =>
  typeof value === 'string' && DAY_KEY_RE.test(value) && parseIso(value) !== null;

/**
 * The instant a wall-clock time on `day` happens in `timeZone`. Like Temporal's
 * "compatible" rule: a time skipped by a spring DST gap moves forward by the gap
 * (Berlin 02:30 → 03:30 CEST); an autumn time that happens twice takes the first (CEST).
 */
export function wallTimeToInstant(day: DayKey, hour: number, minute: number, timeZone: string): number {
  const [y, mo, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, mo - 1, d, hour, minute);
  const before = zoneOffsetMinutes(wall - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(wall + DAY_MS, timeZone);
  const first = wall - before * 60_000;
  if (zoneOffsetMinutes(first, timeZone) === before) return first;
  const second = wall - after * 60_000;
  if (zoneOffsetMinutes(second, timeZone) === after) return second;
  return first;
}

/** Calendar arithmetic on day keys: DST-free because it never leaves UTC. */
export const addDays = (day: DayKey, n: number): DayKey => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');
export const addMonths = (day: DayKey, n: number): DayKey => dayjs.utc(day).add(n, 'month').format('YYYY-MM-DD');
export const addYears = (day: DayKey, n: number): DayKey => dayjs.utc(day).add(n, 'year').format('YYYY-MM-DD');
