import { describe, expect, it } from 'vitest';
import { eventIcs, foldLine, icsText } from '@shared/career/ics.ts';

describe('an event as an iCalendar file', () => {
  const ics = eventIcs(
    {
      uid: 'event-7@legal-platform',
      title: 'Форум: банкротство, практика; 2026',
      description: 'Первая строка\nвторая',
      location: 'Москва, Пресненская наб., 12',
      url: 'https://example.ru/forum',
      start: '2026-12-10T10:00:00+03:00',
      end: '2026-12-10T18:30:00+03:00',
    },
    '2026-11-23T07:00:00.000Z',
  );

  it('writes the times in UTC, so the calendar shows them in its own zone', () => {
    expect(ics).toContain('DTSTART:20261210T070000Z');
    expect(ics).toContain('DTEND:20261210T153000Z');
    expect(ics).toContain('DTSTAMP:20261123T070000Z');
  });

  it('escapes text and ends every line with CRLF', () => {
    expect(ics).toContain('SUMMARY:Форум: банкротство\\, практика\\; 2026');
    expect(ics).toContain('DESCRIPTION:Первая строка\\nвторая');
    expect(ics.split('\r\n').at(-1)).toBe('');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(icsText('a\\b')).toBe('a\\\\b');
  });

  it('writes an all-day event as dates, the same days in every calendar, through its last day', () => {
    const forum = eventIcs({ uid: 'f', title: 'Форум', start: '2026-12-10', end: '2026-12-11' });
    expect(forum).toContain('DTSTART;VALUE=DATE:20261210');
    expect(forum).toContain('DTEND;VALUE=DATE:20261212');
    expect(eventIcs({ uid: 'd', title: 'День юриста', start: '2026-12-03' })).toContain('DTEND;VALUE=DATE:20261204');
  });

  it('lasts an hour without an end', () => {
    expect(eventIcs({ uid: 'x', title: 'Вебинар', start: '2026-12-01T09:00:00Z' })).toContain('DTEND:20261201T100000Z');
  });

  it('folds long lines at 75 octets without splitting a letter', () => {
    const folded = foldLine(`SUMMARY:${'Ж'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Ж'.repeat(100)}`);
  });
});
