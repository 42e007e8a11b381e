import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@app/lib/date-time.ts';
import { eventDates } from '@app/features/posts/attachments/event-dates.ts';

const moscow = (language: string) => (iso: string) => formatDateTime(iso, { language, timezone: 'Europe/Moscow' });

describe('an event card’s dates', () => {
  it('shows the start alone when the event names no end', () => {
    expect(eventDates('2027-03-15T07:30:00Z', null, moscow('ru'))).toBe('15 мар. 2027, 10:30');
  });
  it('gives the end only its time on the same day, in the reader’s zone', () => {
    expect(eventDates('2027-03-15T07:30:00Z', '2027-03-15T09:00:00Z', moscow('ru'))).toBe(
      '15 мар. 2027, 10:30 – 12:00',
    );
    expect(eventDates('2027-03-15T07:30:00Z', '2027-03-15T09:00:00Z', moscow('en'))).toBe(
      'Mar 15, 2027, 10:30 – 12:00',
    );
  });
  it('writes both dates in full across days (a day that ends past midnight in Moscow too)', () => {
    expect(eventDates('2027-03-15T07:30:00Z', '2027-03-16T15:00:00Z', moscow('ru'))).toBe(
      '15 мар. 2027, 10:30 – 16 мар. 2027, 18:00',
    );
    expect(eventDates('2027-03-15T18:00:00Z', '2027-03-15T22:00:00Z', moscow('en'))).toBe(
      'Mar 15, 2027, 21:00 – Mar 16, 2027, 01:00',
    );
  });
});
