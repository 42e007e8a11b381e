import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRecent } from '@app/lib/date-time.ts';

describe('session times', () => {
  const iso = '2026-03-01T09:05:00Z';

  it("formats in the user's language and zone", () => {
    expect(formatDateTime(iso, { language: 'ru', timezone: 'Europe/Moscow' })).toBe('1 мар. 2026, 12:05');
    expect(formatDateTime(iso, { language: 'en', timezone: 'America/New_York' })).toBe('Mar 1, 2026, 04:05');
  });

  it('falls back to the browser zone for an unknown one', () => {
    expect(() => formatDateTime(iso, { language: 'en', timezone: 'Mars/Olympus' })).not.toThrow();
  });

  it('says "minutes ago" within a day and the date after', () => {
    const now = new Date('2026-03-01T09:10:00Z');
    expect(formatRecent(iso, { language: 'ru', timezone: 'UTC' }, now)).toBe('5 минут назад');
    expect(formatRecent(iso, { language: 'en', timezone: 'UTC' }, now)).toBe('5 minutes ago');
    expect(formatRecent(iso, { language: 'en', timezone: 'UTC' }, new Date('2026-03-03T09:10:00Z'))).toBe(
      'Mar 1, 2026, 09:05',
    );
  });
});
