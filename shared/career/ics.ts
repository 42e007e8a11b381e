/**
 * "Add to calendar" for an event: an iCalendar file (RFC 5545)
 * every calendar app imports. Times are written in UTC (`…Z`), so the event lands at the right
 * hour in whatever zone the calendar shows; an event without an end lasts an hour. An all-day
 * event (its dates are days, `YYYY-MM-DD`) is written as dates, the same days in every calendar.
 */

export interface IcsEvent {
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** A moment (ISO) or a calendar day (`YYYY-MM-DD`); the end of the same kind. */
  start: string;
  end?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateValue = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = bytes.encode(ch).length;
    if (size + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function eventIcs(e: IcsEvent, now = new Date().toISOString()): string {
  const allDay = DAY.test(e.start);
  const end = e.end ?? new Date(Date.parse(e.start) + 3_600_000).toISOString();
  // DTEND of an all-day event is exclusive: the day after its last one.
  const times = allDay
    ? [`DTSTART;VALUE=DATE:${dateValue(e.start)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(e.end ?? e.start))}`]
    : [`DTSTART:${stamp(e.start)}`, `DTEND:${stamp(end)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Legal Platform//Events//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(now)}`,
    ...times,
    `SUMMARY:${icsText(e.title)}`,
    e.description ? `DESCRIPTION:${icsText(e.description)}` : '',
    e.location ? `LOCATION:${icsText(e.location)}` : '',
    e.url ? `URL:${e.url}` : '',
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter(Boolean);
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
