import dayjs from 'dayjs';
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

const localeOf = (language: string) => (language === 'ru' ? 'ru' : 'en');

function inZone(iso: string, tz: string | null | undefined) {
  const d = dayjs(iso);
  if (!tz) return d;
  try {
    return d.tz(tz);
  } catch {
    return d;
  }
}

/** A moment as the user reads it, in their language and zone: "21 нояб. 2026, 14:05". */
export function formatDateTime(iso: string, opts: DateTimeOptions): string {
  const lang = localeOf(opts.language);
  return inZone(iso, opts.timezone)
    .locale(lang)
    .format(lang === 'ru' ? 'D MMM YYYY, HH:mm' : 'MMM D, YYYY, HH:mm');
}

/** "5 минут назад" within the last day, the full date and time after that. */
export function formatRecent(iso: string, opts: DateTimeOptions, now: Date = new Date()): string {
  const d = dayjs(iso);
  const ageMs = now.getTime() - d.valueOf();
  if (ageMs >= 0 && ageMs < 24 * 60 * 60 * 1000) return d.locale(localeOf(opts.language)).from(now);
  return formatDateTime(iso, opts);
}
