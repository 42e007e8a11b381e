/**
 * The planner offers Telegram's home-screen icon to a person who opened it on
 * five different days within a week. Days are the device's local calendar dates (where the
 * person is now, as the phone shows them), not the time zone of their settings: the count
 * lives on the device and is about how they use this phone. Kept as `YYYY-MM-DD` strings.
 */
export const DAYS_NEEDED = 5;
/** today and the six days before it */
export const WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The device's local date of `d`. */
export const localDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const isDay = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);
/** Whole days from `a` to `b` (calendar dates: no clock change can make it a fraction). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

/**
 * The remembered days with `today` added, only those of the last week (a date after today,
 * from a clock set back, is dropped too), oldest first, each once. Anything else stored is ignored.
 */
export function withVisit(stored: unknown, today: string): string[] {
  const days = Array.isArray(stored) ? stored.filter(isDay) : [];
  const recent = new Set(
    [...days, today].filter((d) => {
      const ago = daysBetween(d, today);
      return ago >= 0 && ago < WINDOW_DAYS;
    }),
  );
  return [...recent].sort();
}

/** Whether `days` (as withVisit keeps them) hold five different days of the week ending `today`. */
export const openedOnEnoughDays = (days: readonly string[], today: string): boolean =>
  withVisit(days, today).length >= DAYS_NEEDED;
