import { describe, expect, it } from 'vitest';
import { localDay, openedOnEnoughDays, withVisit } from '@app/features/planner/home-screen/visit-days.ts';

describe('planner visit days for the home-screen offer', () => {
  it('counts each local date once and offers on the fifth different day within a week', () => {
    let days: string[] = [];
    for (const d of ['2026-11-20', '2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24']) {
      days = withVisit(days, d);
      expect(openedOnEnoughDays(days, d)).toBe(false);
    }
    expect(days).toEqual(['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24']);
    days = withVisit(days, '2026-11-26');
    expect(openedOnEnoughDays(days, '2026-11-26')).toBe(true);
  });

  it('forgets days older than a week, so five days spread over longer do not count', () => {
    const days = withVisit(['2026-11-01', '2026-11-10', '2026-11-19', '2026-11-21', '2026-11-23'], '2026-11-26');
    expect(days).toEqual(['2026-11-21', '2026-11-23', '2026-11-26']);
    expect(openedOnEnoughDays(days, '2026-11-26')).toBe(false);
    // The sixth day back is still inside the week; the seventh is not.
    expect(withVisit(['2026-11-20', '2026-11-19'], '2026-11-26')).toEqual(['2026-11-20', '2026-11-26']);
  });

  it('crosses a month, a year and a clock change, and ignores junk and future dates', () => {
    expect(
      openedOnEnoughDays(
        withVisit(['2026-12-27', '2026-12-29', '2026-12-31', '2027-01-01'], '2027-01-02'),
        '2027-01-02',
      ),
    ).toBe(true);
    // Europe's clocks go back on 25 October 2026: still whole days.
    expect(withVisit(['2026-10-24', '2026-10-26'], '2026-10-30')).toEqual(['2026-10-24', '2026-10-26', '2026-10-30']);
    expect(withVisit(['x', 3, null, '2026-11-27', '2026-11-25'], '2026-11-26')).toEqual(['2026-11-25', '2026-11-26']);
    expect(withVisit('not a list', '2026-11-26')).toEqual(['2026-11-26']);
  });

  it('takes the date as the device shows it, not in UTC', () => {
    // 00:30 local on 1 March is that day whatever the offset from UTC.
    expect(localDay(new Date(2026, 2, 1, 0, 30))).toBe('2026-03-01');
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
