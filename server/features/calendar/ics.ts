/**
 * The pieces of RFC 5545 text the calendar feed is written with. Written here
 * rather than taken from ical-generator: its 10.x (the last declaring Node 20) took about
 * 0.6 ms per event to serialise, three seconds for a 5,000-task feed; these take a few
 * milliseconds for the whole feed. The tests read the output with ical.js, not with this.
 */

/** RFC 5545 §3.1: a content line is at most 75 octets; longer ones go on after CRLF and one space. */
const LINE_OCTETS = 75;

/**
 * Folds one content line at 75 octets of UTF-8, never inside a character's bytes (a Cyrillic
 * letter is 2 octets, an emoji 4), so every piece is valid UTF-8 on its own, as the RFC asks.
 */
export function foldLine(line: string): string {
  // Every UTF-16 unit is at most 3 octets: a line this short cannot be over.
  if (line.length * 3 <= LINE_OCTETS || Buffer.byteLength(line, 'utf8') <= LINE_OCTETS) return line;
  const bytes = Buffer.from(line, 'utf8');
  const parts: string[] = [];
  let start = 0;
  let limit = LINE_OCTETS;
  while (bytes.length - start > limit) {
    let end = start + limit;
    // Back off to the first octet of a character (continuation octets are 10xxxxxx).
    while ((bytes[end] & 0xc0) === 0x80) end--;
    parts.push(bytes.toString('utf8', start, end));
    start = end;
    limit = LINE_OCTETS - 1; // the continuation's leading space counts
  }
  parts.push(bytes.toString('utf8', start));
  return parts.join('\r\n ');
}

// What TEXT must escape (RFC 5545 §3.3.11), and the control characters it may not hold at all
// (no CTL but HTAB: line breaks are escaped, the rest dropped).
const SPECIAL = /[\\;,\r\n\u0000-\u0008\u000b-\u001f\u007f]/;
const SPECIALS = /[\\;,]|\r\n?|\n|[\u0000-\u0008\u000b-\u001f\u007f]/g;
const escapeOne = (ch: string) =>
  ch[0] === '\r' || ch === '\n' ? '\\n' : ch.charCodeAt(0) < 0x20 || ch === '\u007f' ? '' : `\\${ch}`;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break
 * (CRLF, LF, or a bare CR) written as `\n`, other control characters dropped, and a lone
 * surrogate (no UTF-8 form) made U+FFFD.
 */
export function escapeText(value: string): string {
  // String.prototype.toWellFormed is Node 20's (ES2024); the project's lib is ES2023.
  const text = (value as string & { toWellFormed(): string }).toWellFormed();
  return SPECIAL.test(text) ? text.replace(SPECIALS, escapeOne) : text;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A DATE-TIME in UTC (form 2 of RFC 5545 §3.3.5): 20261201T093000Z. */
export function utcDateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** A DATE (RFC 5545 §3.3.4) from a day key "2026-12-01": 20261201. */
export const dateValue = (day: string): string => day.replaceAll('-', '');

/** Content lines joined as the RFC wants them: each folded, each ended by CRLF. */
export class IcsLines {
  private readonly lines: string[] = [];

  /** A property whose value is already in its type's form (a date, a duration, a URI). */
  raw(name: string, value: string): this {
    this.lines.push(foldLine(`${name}:${value}`));
    return this;
  }

  /** A TEXT property, escaped. */
  text(name: string, value: string): this {
    return this.raw(name, escapeText(value));
  }

  toString(): string {
    return `${this.lines.join('\r\n')}\r\n`;
  }
}
