/**
 * When a vacancy or resume was posted, as the board says it: 'posted
 * recently' for today, yesterday and tomorrow by name (a clock a little behind the server's),
 * otherwise dd.mm.yyyy; days are the reader's calendar days in their time zone.
 */
export type PostedDay = { kind: 'today' | 'yesterday' | 'tomorrow' } | { kind: 'date'; date: string };

const DAY_MS = 86_400_000;

/** [year, month, day] of a moment in a time zone (the runtime's own when unset or unknown). */
function calendarDay(at: Date, timeZone?: string): [number, number, number] {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

export function postedDay(iso: string, now: Date = new Date(), timeZone?: string): PostedDay | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const [y, m, d] = calendarDay(at, timeZone);
  const [ny, nm, nd] = calendarDay(now, timeZone);
  const diff = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(ny, nm - 1, nd)) / DAY_MS);
  if (diff === 0) return { kind: 'today' };
  if (diff === -1) return { kind: 'yesterday' };
  if (diff === 1) return { kind: 'tomorrow' };
  const two = (n: number) => String(n).padStart(2, '0');
  return { kind: 'date', date: `${two(d)}.${two(m)}.${String(y).padStart(4, '0')}` };
}
