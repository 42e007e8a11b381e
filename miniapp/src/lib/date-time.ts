import dayjs from 'dayjs';
import type { Language } from '@shared/constants.ts';
import { formatMediumDate, formatMediumDateTime } from '@shared/dates/medium-date.ts';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

export interface DateTimeOptions {
  language: string;
  /** The user's IANA zone; the browser's own when unset or unknown. */
  timezone?: string | null;
}

const localeOf = (language: string): Language => (language === 'en' ? 'en' : 'ru');

/** A moment as the user reads it, in their language and zone: "21 нояб. 2026, 14:05" (shared/dates). */
export function formatDateTime(iso: string, opts: DateTimeOptions): string {
  return formatMediumDateTime(iso, localeOf(opts.language), opts.timezone);
}

/** A day as the user reads it: "21 нояб. 2026" / "Nov 21, 2026" (shared/dates). */
export function formatDate(value: string, opts: DateTimeOptions): string {
  return formatMediumDate(value, localeOf(opts.language), opts.timezone);
}

/** "5 минут назад" within the last day, the full date and time after that. */
export function formatRecent(iso: string, opts: DateTimeOptions, now: Date = new Date()): string {
  const d = dayjs(iso);
  const ageMs = now.getTime() - d.valueOf();
  if (ageMs >= 0 && ageMs < 24 * 60 * 60 * 1000) return d.locale(localeOf(opts.language)).from(now);
  return formatDateTime(iso, opts);
}
