import type { Language } from '../constants.ts';

/*
 * Dates outside the planner, in the reader's language: the medium form, "29 сент. 2026" in ru
 * and "Sep 29, 2026" in en, with ", 14:05" where a time belongs (feed, post, career, events,
 * profile, quiz results). The planner keeps DD.MM.YYYY (shared/planner/card-date.ts).
 * Written out here rather than left to Intl, whose ru form adds " г." and differs by runtime.
 */

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** A moment as a clock in some zone reads it; month 1–12. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = clocks.get(key);
  if (!f) {
    const fields = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    } as const;
    try {
      f = new Intl.DateTimeFormat('en-US', { ...fields, timeZone: timeZone || undefined });
    } catch {
      f = new Intl.DateTimeFormat('en-US', fields); // an unknown zone: the runtime's own
    }
    clocks.set(key, f);
  }
  return f;
}

/** "YYYY-MM-DD" is that calendar day wherever the reader is; anything else a moment read in `timeZone`. */
function wallClock(value: string | Date, timeZone: string | null | undefined): WallClock | null {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return null;
  const parts = clockIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const dayIn = (c: WallClock, language: Language) => {
  const month = SHORT_MONTHS[language][c.month - 1];
  return language === 'en' ? `${month} ${c.day}, ${c.year}` : `${c.day} ${month} ${c.year}`;
};

/** "29 сент. 2026" / "Sep 29, 2026"; '' for an unreadable value. */
export function formatMediumDate(value: string | Date, language: Language, timeZone?: string | null): string {
  const c = wallClock(value, timeZone);
  return c ? dayIn(c, language) : '';
}

/** "29 сент. 2026, 14:05" / "Sep 29, 2026, 14:05"; '' for an unreadable value. */
export function formatMediumDateTime(value: string | Date, language: Language, timeZone?: string | null): string {
  const c = wallClock(value, timeZone);
  if (!c) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${dayIn(c, language)}, ${two(c.hour)}:${two(c.minute)}`;
}
