/**
 * An event's dates as one line: "15 мар. 2027, 10:30 – 12:00" within one day, both in full
 * across days. `when` formats one moment as "<date>, <time>" (lib/date-time formatDateTime).
 */
export function eventDates(start: string, end: string | null, when: (iso: string) => string): string {
  const from = when(start);
  if (!end) return from;
  const to = when(end);
  const cut = (s: string) => s.lastIndexOf(',');
  return from.slice(0, cut(from)) === to.slice(0, cut(to))
    ? `${from} – ${to.slice(cut(to) + 1).trim()}`
    : `${from} – ${to}`;
}
