import { describe, expect, it } from 'vitest';
import { cardDateParts, formatCardDate, isDateOverdue, type RelativeDay } from '@shared/planner/card-date.ts';

const labels: Record<RelativeDay, string> = { today: 'Сегодня', tomorrow: 'Завтра', yesterday: 'Вчера' };
const ru = (t: RelativeDay) => labels[t];
const now = '2024-05-10T12:00:00Z';

describe('task card date', () => {
  it('names today, tomorrow and yesterday', () => {
    expect(formatCardDate('2024-05-10', now, 'UTC', ru)).toBe('Сегодня');
    expect(formatCardDate('2024-05-11', now, 'UTC', ru)).toBe('Завтра');
    expect(formatCardDate('2024-05-09', now, 'UTC', ru)).toBe('Вчера');
  });

  it('follows the clock and the zone from one call to the next, though it keeps the last today it worked out', () => {
    expect(formatCardDate('2024-05-10', now, 'UTC', ru)).toBe('Сегодня');
    expect(formatCardDate('2024-05-10', '2024-05-11T12:00:00Z', 'UTC', ru)).toBe('Вчера');
    // 23:30 UTC on the 10th is already the 11th in Moscow.
    expect(formatCardDate('2024-05-10', '2024-05-10T23:30:00Z', 'Europe/Moscow', ru)).toBe('Вчера');
    expect(formatCardDate('2024-05-10', '2024-05-10T23:30:00Z', 'UTC', ru)).toBe('Сегодня');
    // A Date moved in place after a call is a new now.
    const clock = new Date('2024-05-10T12:00:00Z');
    expect(formatCardDate('2024-05-11', clock, 'UTC', ru)).toBe('Завтра');
    clock.setUTCDate(11);
    expect(formatCardDate('2024-05-11', clock, 'UTC', ru)).toBe('Сегодня');
    expect(isDateOverdue('2024-05-10', clock, 'UTC', false)).toBe(true);
  });

  it('shows DD.MM.YYYY for other days', () => {
    expect(formatCardDate('2024-05-12', now, 'UTC', ru)).toBe('12.05.2024');
    expect(formatCardDate('2023-01-02', now, 'UTC', ru)).toBe('02.01.2023');
  });

  it('adds HH:MM to a moment, 00:00 too, and none to a calendar day', () => {
    expect(formatCardDate('2024-05-10T00:00:00Z', now, 'UTC', ru)).toBe('Сегодня 00:00');
    expect(formatCardDate('2024-05-10', now, 'UTC', ru)).toBe('Сегодня');
    expect(formatCardDate('2024-05-10T14:05:00Z', now, 'UTC', ru)).toBe('Сегодня 14:05');
    expect(formatCardDate('2024-06-01T09:30:00Z', now, 'UTC', ru)).toBe('01.06.2024 09:30');
    expect(formatCardDate('2024-06-01T00:01:00Z', now, 'UTC', ru)).toBe('01.06.2024 00:01');
  });

  it('reads a moment in the user zone: midnight UTC shows 03:00 in Moscow, 00:00 in Moscow shows its time', () => {
    expect(formatCardDate('2024-05-10T21:00:00Z', now, 'Europe/Moscow', ru)).toBe('Завтра 00:00');
    expect(formatCardDate('2024-05-10T00:00:00Z', now, 'Europe/Moscow', ru)).toBe('Сегодня 03:00');
  });

  it('shows a calendar day as the same day, without a time, in every zone', () => {
    for (const zone of [
      'Europe/Kaliningrad',
      'Europe/Moscow',
      'Asia/Yekaterinburg',
      'Asia/Vladivostok',
      'America/Los_Angeles',
    ])
      expect(cardDateParts('2024-12-08', now, zone), zone).toEqual({ relative: null, date: '08.12.2024', time: null });
  });

  it('uses today in the user zone, not in UTC', () => {
    // 22:00 UTC on the 10th is already the 11th in Moscow, so the 11th is today there.
    expect(formatCardDate('2024-05-11T09:00:00Z', '2024-05-10T22:00:00Z', 'Europe/Moscow', ru)).toBe('Сегодня 12:00');
    expect(formatCardDate('2024-05-11T09:00:00Z', '2024-05-10T22:00:00Z', 'UTC', ru)).toBe('Завтра 09:00');
  });

  it('keeps local times right across the Berlin DST change', () => {
    expect(formatCardDate('2024-03-31T07:00:00Z', '2024-03-30T12:00:00Z', 'Europe/Berlin', ru)).toBe('Завтра 09:00');
    expect(formatCardDate('2024-10-27T08:00:00Z', '2024-10-26T12:00:00Z', 'Europe/Berlin', ru)).toBe('Завтра 09:00');
  });

  it('shows a date-only value as that day with no time', () => {
    expect(formatCardDate('2024-05-11', now, 'America/Los_Angeles', ru)).toBe('Завтра');
    expect(cardDateParts('2024-07-01', now, 'Asia/Tokyo')).toEqual({ relative: null, date: '01.07.2024', time: null });
  });

  it('yields an empty value for missing or unreadable dates', () => {
    expect(formatCardDate(null, now, 'UTC', ru)).toBe('');
    expect(formatCardDate(undefined, now, 'UTC', ru)).toBe('');
    expect(formatCardDate('31.02.2024', now, 'UTC', ru)).toBe('');
    expect(formatCardDate('2024-05-10T12:00:00Z', 'bad now', 'UTC', ru)).toBe('');
    expect(cardDateParts('nope', now, 'UTC')).toBeNull();
  });

  it('gives the parts for UIs that lay them out themselves', () => {
    expect(cardDateParts('2024-05-11T18:45:00Z', now, 'UTC')).toEqual({
      relative: 'tomorrow',
      date: '11.05.2024',
      time: '18:45',
    });
  });
});

describe('overdue dates', () => {
  it("is red only for a day before today in the person's zone, and never for finished work", () => {
    expect(isDateOverdue('2024-05-09T10:00:00Z', now, 'UTC', false)).toBe(true);
    expect(isDateOverdue('2024-05-09T10:00:00Z', now, 'UTC', true)).toBe(false);
    expect(isDateOverdue('2024-05-10T01:00:00Z', now, 'UTC', false)).toBe(false);
    expect(isDateOverdue('2024-05-11T00:00:00Z', now, 'UTC', false)).toBe(false);
    // 21:30 UTC on the 9th is already the 10th (today) in Moscow.
    expect(isDateOverdue('2024-05-09T21:30:00Z', now, 'Europe/Moscow', false)).toBe(false);
    expect(isDateOverdue(null, now, 'UTC', false)).toBe(false);
  });
});
