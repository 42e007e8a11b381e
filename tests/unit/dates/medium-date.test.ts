import { describe, expect, it } from 'vitest';
import { formatMediumDate, formatMediumDateTime } from '@shared/dates/medium-date.ts';
import { formatCardDate, type RelativeDay } from '@shared/planner/card-date.ts';
import { translations } from '@shared/locales/index.ts';

describe('dates outside the planner read in the medium form of the language', () => {
  it('writes the day as "29 сент. 2026" in Russian and "Sep 29, 2026" in English', () => {
    expect(formatMediumDate('2026-09-29T10:00:00Z', 'ru', 'UTC')).toBe('29 сент. 2026');
    expect(formatMediumDate('2026-09-29T10:00:00Z', 'en', 'UTC')).toBe('Sep 29, 2026');
  });

  it('names every month in both languages', () => {
    const months = (lang: 'ru' | 'en') =>
      Array.from({ length: 12 }, (_, m) => formatMediumDate(`2027-${String(m + 1).padStart(2, '0')}-01`, lang));
    expect(months('ru')).toEqual([
      '1 янв. 2027',
      '1 февр. 2027',
      '1 мар. 2027',
      '1 апр. 2027',
      '1 мая 2027',
      '1 июн. 2027',
      '1 июл. 2027',
      '1 авг. 2027',
      '1 сент. 2027',
      '1 окт. 2027',
      '1 нояб. 2027',
      '1 дек. 2027',
    ]);
    expect(months('en')).toEqual([
      'Jan 1, 2027',
      'Feb 1, 2027',
      'Mar 1, 2027',
      'Apr 1, 2027',
      'May 1, 2027',
      'Jun 1, 2027',
      'Jul 1, 2027',
      'Aug 1, 2027',
      'Sep 1, 2027',
      'Oct 1, 2027',
      'Nov 1, 2027',
      'Dec 1, 2027',
    ]);
  });

  it('adds the time of day where one belongs, in the reader’s zone', () => {
    expect(formatMediumDateTime('2026-09-29T21:05:00Z', 'ru', 'Europe/Moscow')).toBe('30 сент. 2026, 00:05');
    expect(formatMediumDateTime('2026-09-29T21:05:00Z', 'en', 'America/New_York')).toBe('Sep 29, 2026, 17:05');
  });

  it('keeps a calendar day (a birthday) the same day in every zone', () => {
    expect(formatMediumDate('1990-03-01', 'ru', 'America/Los_Angeles')).toBe('1 мар. 1990');
    expect(formatMediumDate('1990-03-01', 'en', 'Asia/Tokyo')).toBe('Mar 1, 1990');
  });

  it('reads an unknown zone as the runtime’s own and an unreadable value as nothing', () => {
    expect(formatMediumDate('2026-09-29T12:00:00Z', 'en', 'Mars/Olympus')).toMatch(/^Sep (29|30), 2026$/);
    expect(formatMediumDate('not a date', 'ru')).toBe('');
    expect(formatMediumDateTime('', 'en')).toBe('');
  });
});

describe('planner dates keep DD.MM.YYYY in both languages', () => {
  const now = '2026-09-29T12:00:00Z';
  const label = (lang: 'ru' | 'en') => (token: RelativeDay) =>
    (translations[lang].planner as { date: Record<RelativeDay, string> }).date[token];

  it('says Today/Tomorrow/Yesterday in English and Сегодня/Завтра/Вчера in Russian', () => {
    expect(formatCardDate('2026-09-29', now, 'UTC', label('en'))).toBe('Today');
    expect(formatCardDate('2026-09-30', now, 'UTC', label('en'))).toBe('Tomorrow');
    expect(formatCardDate('2026-09-28', now, 'UTC', label('ru'))).toBe('Вчера');
  });

  it('writes other days as DD.MM.YYYY whatever the language', () => {
    expect(formatCardDate('2026-10-05T09:30:00Z', now, 'UTC', label('en'))).toBe('05.10.2026 09:30');
    expect(formatCardDate('2026-10-05T09:30:00Z', now, 'UTC', label('ru'))).toBe('05.10.2026 09:30');
  });
});
