/**
 * An event's dates as one line: "15 мар. 2027, 10:30 – 12:00" within one day, both in full
 * across days. `when` formats one moment as "<date>, <time>" (lib/date-time formatDateTime). An
 * all-day event's ends are days (`YYYY-MM-DD`), which `when` writes without a time: one day alone,
 * or "15 мар. 2027 – 17 мар. 2027".
 */
export function eventDates(start: string, end: string | null, when: (value: string) => string): string {
  const from = when(start);
  if (!end) return from;
  const to = when(end);
  if (/^\d{4}-\d{2}-\d{2}$/.test(start)) return start === end ? from : `${from} – ${to}`;
  const cut = (s: string) => s.lastIndexOf(',');
  return from.slice(0, cut(from)) === to.slice(0, cut(to))
    ? `${from} – ${to.slice(cut(to) + 1).trim()}`
    : `${from} – ${to}`;
}
