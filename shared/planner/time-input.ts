import type { DayKey, Instant, IsoString } from './types.ts';
import { inZone, isDayKey, safeTimeZone, wallTimeToInstant } from './zoned-time.ts';

/*
 * The date picker's hour and minute inputs and the value it saves: the time of day is used
 * only when the time toggle is on, and each field is clamped as it is typed.
 */

const NUMBER_RE = /^[-+]?\d+(?:[.,]\d+)?$/;

function clampField(raw: string | number | null | undefined, max: number): string {
  const text = String(raw ?? '').trim();
  if (!NUMBER_RE.test(text)) return '';
  const n = Math.trunc(Number(text.replace(',', '.')));
  return String(Math.min(max, Math.max(0, n)));
}

/** The hour field after input: clamped to 0–23; anything not a number empties it. */
export const clampHourInput = (raw: string | number | null | undefined): string => clampField(raw, 23);

/** The minute field after input: clamped to 0–59; anything not a number empties it. */
export const clampMinuteInput = (raw: string | number | null | undefined): string => clampField(raw, 59);

/** "7" → "07" for display on blur; an empty field stays empty. */
export const padTimeField = (value: string): string => (value === '' ? '' : value.padStart(2, '0'));

export interface PickedTime {
  /** The picker's time toggle. */
  enabled: boolean;
  hour: string | number;
  minute: string | number;
}

/**
 * The saved value for a picked day. Without the time toggle, the day itself (`YYYY-MM-DD`): a
 * calendar day, the same day for everyone in every zone (docs/dates.md). With it, that day at
 * the chosen time (empty fields count as 0) in the user's zone, as a UTC ISO string; a time
 * skipped by a DST change moves forward by the gap (Berlin 31.03 02:30 → 03:30 CEST).
 */
export function composePickedDate(day: DayKey, time: PickedTime, timeZone: string): IsoString | DayKey {
  if (!isDayKey(day)) throw new RangeError(`Invalid day: ${day}`);
  if (!time.enabled) return day;
  const hour = Number(clampHourInput(time.hour) || 0);
  const minute = Number(clampMinuteInput(time.minute) || 0);
  return new Date(wallTimeToInstant(day, hour, minute, safeTimeZone(timeZone))).toISOString();
}

export interface PickerState {
  /** The selected day, or null when the value is empty or unreadable. */
  day: DayKey | null;
  /** On when the stored value is a moment (a day has no time). */
  timeEnabled: boolean;
  hour: string;
  minute: string;
}

/** The picker's state when it opens on an existing value, read in the user's zone. */
export function pickerStateFromValue(value: Instant | null | undefined, timeZone: string): PickerState {
  const local = inZone(value, safeTimeZone(timeZone));
  if (!local) return { day: null, timeEnabled: false, hour: '', minute: '' };
  const day = local.format('YYYY-MM-DD');
  if (typeof value === 'string' && isDayKey(value)) return { day, timeEnabled: false, hour: '', minute: '' };
  return {
    day,
    timeEnabled: true,
    hour: padTimeField(String(local.hour())),
    minute: padTimeField(String(local.minute())),
  };
}
