import { describe, expect, it } from 'vitest';
import { needsReadMore } from '@shared/career/description.ts';
import { postedDay } from '@shared/career/posted-day.ts';

describe('when a vacancy was posted', () => {
  const now = new Date('2026-03-05T10:00:00+03:00');

  it('names today, yesterday and tomorrow in the reader’s time zone', () => {
    expect(postedDay('2026-03-05T00:30:00+03:00', now, 'Europe/Moscow')).toEqual({ kind: 'today' });
    expect(postedDay('2026-03-04T23:59:00+03:00', now, 'Europe/Moscow')).toEqual({ kind: 'yesterday' });
    expect(postedDay('2026-03-06T08:00:00+03:00', now, 'Europe/Moscow')).toEqual({ kind: 'tomorrow' });
    // 23:30 in Moscow on the 4th is already the 5th in Vladivostok.
    expect(postedDay('2026-03-04T23:30:00+03:00', now, 'Asia/Vladivostok')).toEqual({ kind: 'today' });
  });

  it('writes older days as dd.mm.yyyy', () => {
    expect(postedDay('2026-03-03T12:00:00+03:00', now, 'Europe/Moscow')).toEqual({ kind: 'date', date: '03.03.2026' });
    expect(postedDay('2025-12-31T12:00:00+03:00', now, 'Europe/Moscow')).toEqual({ kind: 'date', date: '31.12.2025' });
  });

  it('shows nothing for a date it cannot read', () => {
    expect(postedDay('not a date', now)).toBeNull();
  });
});

describe('Read more, past 300 characters', () => {
  it('appears only above 300 characters', () => {
    expect(needsReadMore('а'.repeat(300))).toBe(false);
    expect(needsReadMore('а'.repeat(301))).toBe(true);
    expect(needsReadMore(null)).toBe(false);
  });
});
