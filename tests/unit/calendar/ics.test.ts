import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@shared/i18n/translator.ts';
import { writeFeed } from '@server/features/calendar/feed-ics.ts';
import type { FeedTask } from '@server/features/calendar/feed-tasks.ts';
import { escapeText, foldLine } from '@server/features/calendar/ics.ts';

/** RFC 5545's text rules (line folding and TEXT values), checked against ical.js, Thunderbird's parser. */

const unfold = (text: string) => text.replace(/\r\n /g, '');
const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    for (const text of ['Ж'.repeat(100), '😀'.repeat(60), `a${'я'.repeat(50)}👩‍⚖️${'€'.repeat(40)}`]) {
      const folded = foldLine(`SUMMARY:${text}`);
      for (const line of folded.split('\r\n')) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        // Each piece is whole UTF-8: no replacement character when read on its own.
        expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\ufffd');
      }
      expect(unfold(folded)).toBe(`SUMMARY:${text}`);
    }
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas, and writes every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('drops control characters, makes a lone surrogate U+FFFD, keeps tabs, quotes and emoji', () => {
    expect(escapeText('a\u0000b\u0007c\u001fd\u007fe')).toBe('abcde');
    expect(escapeText('tab\there "q" 😀')).toBe('tab\there "q" 😀');
    expect(escapeText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
  });
});

describe('writeFeed', () => {
  const t = createTranslator()('ru');
  const task = (over: Partial<FeedTask>): FeedTask => ({
    id: 1,
    title: 'Задача',
    value_date: null,
    value_date_day: null,
    value_period_start: null,
    value_period_start_day: null,
    value_period_end: null,
    value_period_end_day: null,
    modified: new Date('2026-11-01T08:00:00Z'),
    project: 'Проект',
    space: 'Бюро',
    option_group: null,
    ...over,
  });
  const parse = (tasks: FeedTask[], timeZone = 'Europe/Moscow') => {
    const text = writeFeed(tasks, {
      timeZone,
      publicUrl: 'https://lp.example/',
      t,
      telegramLink: (id) => `https://t.me/lp_bot?startapp=task_${id}`,
    });
    const cal = new ICAL.Component(ICAL.parse(text));
    return { text, events: cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) })) };
  };

  it('writes the same bytes for the same data (a stable ETag in every process)', () => {
    const tasks = [task({ value_date: new Date('2026-12-01T07:00:00Z') })];
    expect(parse(tasks).text).toBe(parse(tasks).text);
  });

  it('marks done work with ✓ and cancelled work as CANCELLED; a deadline never makes the person busy', () => {
    const { events } = parse([
      task({ id: 1, title: 'Сдано', value_date: new Date('2026-12-01T07:00:00Z'), option_group: 'done' }),
      task({ id: 2, title: 'Отменено', value_date: new Date('2026-12-01T07:00:00Z'), option_group: 'cancelled' }),
    ]);
    expect(events.map(({ e }) => e.summary)).toEqual(['✓ Сдано', 'Отменено']);
    expect(events[1].v.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0].v.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(events[0].e.uid).toBe('task-1@lp.example');
  });

  it('a moment with no end has no DTEND; a period ending before it starts is the start alone', () => {
    const { events } = parse([
      task({ id: 1, value_date: new Date('2026-12-01T07:30:00Z') }),
      task({ id: 2, value_period_start_day: '2026-12-06', value_period_end_day: '2026-12-03' }),
    ]);
    expect(events[0].v.hasProperty('dtend')).toBe(false);
    expect(events[0].e.startDate.toString()).toBe('2026-12-01T07:30:00Z');
    expect([events[1].e.startDate.toString(), events[1].e.endDate.toString()]).toEqual(['2026-12-06', '2026-12-07']);
  });

  it('writes a calendar day as the same all-day date in every zone, and a moment at 00:00 as that moment', () => {
    for (const zone of ['Europe/Kaliningrad', 'Europe/Moscow', 'Asia/Vladivostok', 'Mars/Olympus']) {
      const { text, events } = parse(
        [
          task({ id: 1, value_date_day: '2026-12-08' }),
          task({ id: 2, value_date: new Date('2026-12-07T21:00:00Z') }), // 00:00 in Moscow: a moment all the same
          task({ id: 3, value_period_start_day: '2026-12-10', value_period_end_day: '2026-12-12' }),
        ],
        zone,
      );
      expect(text).toContain('DTSTART;VALUE=DATE:20261208');
      expect(
        events.map(({ e }) => e.startDate.toString()),
        zone,
      ).toEqual(['2026-12-08', '2026-12-07T21:00:00Z', '2026-12-10']);
      // A period through its last day: DTEND is the day after.
      expect(events[2].e.endDate.toString()).toBe('2026-12-13');
    }
  });
});
