import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayKeyOf,
  inZone,
  isDayKey,
  safeTimeZone,
  todayKey,
  toInstantMs,
  wallTimeToInstant,
  zoneOffsetMinutes,
} from '@shared/planner/zoned-time.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time', () => {
  it('reads the same moment as different days in Moscow and UTC around midnight', () => {
    expect(dayKeyOf('2024-05-10T21:30:00Z', 'Europe/Moscow')).toBe('2024-05-11');
    expect(dayKeyOf('2024-05-10T21:30:00Z', 'UTC')).toBe('2024-05-10');
    expect(dayKeyOf('2024-05-10T02:00:00Z', 'America/New_York')).toBe('2024-05-09');
  });

  it('keeps a date-only value on its calendar day in every zone', () => {
    expect(dayKeyOf('2024-05-10', 'America/Los_Angeles')).toBe('2024-05-10');
    expect(dayKeyOf('2024-05-10', 'Asia/Tokyo')).toBe('2024-05-10');
    expect(iso(toInstantMs('2024-05-10', 'Europe/Moscow')!)).toBe('2024-05-09T21:00:00.000Z');
  });

  it('honours explicit offsets and reads offset-less times as UTC', () => {
    expect(iso(toInstantMs('2024-05-10T10:00:00+03:00')!)).toBe('2024-05-10T07:00:00.000Z');
    expect(iso(toInstantMs('2024-05-10T10:00:00')!)).toBe('2024-05-10T10:00:00.000Z');
    expect(iso(toInstantMs('2024-05-10T10:00:00.123456Z')!)).toBe('2024-05-10T10:00:00.123Z');
  });

  it('refuses impossible and garbage dates instead of rolling them over', () => {
    for (const bad of ['2024-02-30', '2023-02-29T10:00:00Z', '2024-13-01', 'tomorrow', '', '2024-05-10T24:00:00Z']) {
      expect(toInstantMs(bad)).toBeNull();
      expect(inZone(bad, 'UTC')).toBeNull();
    }
    expect(toInstantMs('2024-02-29')).not.toBeNull();
    expect(toInstantMs(new Date(Number.NaN))).toBeNull();
    expect(toInstantMs(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('shows wall-clock time in Berlin on both sides of the spring DST change', () => {
    expect(inZone('2024-03-31T00:30:00Z', 'Europe/Berlin')!.format('YYYY-MM-DD HH:mm')).toBe('2024-03-31 01:30');
    expect(inZone('2024-03-31T01:30:00Z', 'Europe/Berlin')!.format('YYYY-MM-DD HH:mm')).toBe('2024-03-31 03:30');
  });

  it('turns wall times into instants across DST gaps and overlaps', () => {
    expect(iso(wallTimeToInstant('2024-03-31', 9, 0, 'Europe/Berlin'))).toBe('2024-03-31T07:00:00.000Z');
    expect(iso(wallTimeToInstant('2024-03-30', 9, 0, 'Europe/Berlin'))).toBe('2024-03-30T08:00:00.000Z');
    // 02:30 does not exist on 31.03 in Berlin: it moves forward by the gap.
    expect(iso(wallTimeToInstant('2024-03-31', 2, 30, 'Europe/Berlin'))).toBe('2024-03-31T01:30:00.000Z');
    // 02:30 happens twice on 27.10: the first (CEST) one wins.
    expect(iso(wallTimeToInstant('2024-10-27', 2, 30, 'Europe/Berlin'))).toBe('2024-10-27T00:30:00.000Z');
    expect(iso(wallTimeToInstant('2024-10-27', 3, 30, 'Europe/Berlin'))).toBe('2024-10-27T02:30:00.000Z');
    expect(iso(wallTimeToInstant('2024-05-10', 0, 0, 'Europe/Moscow'))).toBe('2024-05-09T21:00:00.000Z');
  });

  it('falls back to UTC for an unknown or missing zone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
    expect(safeTimeZone('Europe/Moscow')).toBe('Europe/Moscow');
    expect(todayKey('2024-05-10T22:00:00Z', 'Mars/Olympus')).toBe('2024-05-10');
  });

  it('does day arithmetic without DST drift', () => {
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey('2023-02-29')).toBe(false);
    expect(isDayKey('2024-02-29T00:00:00Z')).toBe(false);
  });

  it('gives the exact offset on every minute around clock changes, though it keeps offsets by the hour', () => {
    // Fresh every time, as the kept offsets are not.
    const offset = (ms: number, timeZone: string) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        })
          .formatToParts(ms)
          .map((x) => [x.type, Number(x.value)]),
      );
      return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms) / 60_000);
    };
    const changes: Array<[string, string]> = [
      ['Europe/Berlin', '2024-03-31T01:00:00Z'],
      ['Europe/Berlin', '2024-10-27T01:00:00Z'],
      // Half an hour, at 02:00 local.
      ['Australia/Lord_Howe', '2024-10-05T15:30:00Z'],
      // At 00:01 local: not on a quarter hour of UTC.
      ['America/Goose_Bay', '2010-03-14T03:31:00Z'],
      ['Asia/Kathmandu', '1986-01-01T00:00:00Z'],
    ];
    for (const [zone, at] of changes) {
      const around = Date.parse(at);
      // Later minutes first, then earlier: the kept hour must not depend on the order asked.
      const minutes = Array.from({ length: 241 }, (_, i) => around + (120 - i) * 60_000);
      for (const ms of [...minutes, ...minutes.reverse()])
        expect(zoneOffsetMinutes(ms, zone), `${zone} ${iso(ms)}`).toBe(offset(ms, zone));
    }
  });

  it('reads a text the same each time, though it keeps its readings: a bad one stays bad, a day stays a day', () => {
    for (let i = 0; i < 2; i++) {
      expect(toInstantMs('2024-05-10T12:00:00+03:00')).toBe(Date.parse('2024-05-10T09:00:00Z'));
      expect(toInstantMs('2024-02-30')).toBeNull();
      expect(isDayKey('2024-05-10')).toBe(true);
      expect(toInstantMs('2024-05-10', 'Europe/Moscow')).toBe(Date.parse('2024-05-09T21:00:00Z'));
      expect(toInstantMs('2024-05-10', 'UTC')).toBe(Date.parse('2024-05-10T00:00:00Z'));
    }
  });

  it('throws on an unreadable now, because the caller passed a bug', () => {
    expect(() => todayKey('not a date', 'UTC')).toThrow(RangeError);
  });
});
