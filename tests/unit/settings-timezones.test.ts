import { describe, expect, it } from 'vitest';
import { listTimezones, searchTimezones } from '@app/features/settings/timezones.ts';
import { formatDateTime, formatRecent } from '@app/lib/date-time.ts';

describe('time zone picker', () => {
  const ru = listTimezones('ru', new Date('2026-01-15T12:00:00Z'));

  it('offers every zone the runtime knows, with UTC first', () => {
    expect(ru[0].id).toBe('UTC');
    expect(ru.length).toBe(Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC').length + 1);
    expect(new Set(ru.map((z) => z.id)).size).toBe(ru.length);
  });

  it('finds Moscow by its English name, its Russian name and its offset', () => {
    expect(searchTimezones(ru, 'Moscow').map((z) => z.id)).toEqual(['Europe/Moscow']);
    expect(searchTimezones(ru, 'москва').map((z) => z.id)).toContain('Europe/Moscow');
    expect(searchTimezones(ru, 'utc+3').map((z) => z.id)).toContain('Europe/Moscow');
  });

  it('matches every word, with spaces for underscores', () => {
    expect(searchTimezones(ru, 'new york').map((z) => z.id)).toEqual(['America/New_York']);
    expect(searchTimezones(ru, 'america new_york').map((z) => z.id)).toEqual(['America/New_York']);
    expect(searchTimezones(ru, 'no such place')).toEqual([]);
    expect(searchTimezones(ru, '  ')).toBe(ru);
  });

  it('shows offsets as UTC±h with a real minus', () => {
    const nyc = ru.find((z) => z.id === 'America/New_York')!;
    expect(nyc.offset).toBe('UTC−5');
    expect(nyc.label).toBe('America / New York');
    expect(searchTimezones(ru, 'utc-5').map((z) => z.id)).toContain('America/New_York');
  });
});

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
