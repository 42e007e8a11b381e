import { describe, expect, it } from 'vitest';
import { deadlineQueryProblem } from '@shared/deadlines/rules.ts';
import { deadlineQuerySchema } from '@shared/deadlines/schema.ts';
import { CODES, UNITS, type DeadlineQuery } from '@shared/deadlines/types.ts';
import { issueMessage } from '@shared/i18n/validation.ts';

/** Each issue as "path: key {params}", the way a form would get its text. */
function problems(input: unknown): string[] {
  const r = deadlineQuerySchema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.map((i) =>
    issueMessage(i, (key, params) => {
      const limit = params?.maximum ?? params?.minimum;
      return `${i.path.join('.')}: ${key}${limit === undefined ? '' : ` ${String(limit)}`}`;
    }),
  );
}

const ok = { from: '2026-03-02', amount: 10, unit: 'days', code: 'gpk' };

describe('deadline query schema', () => {
  it('accepts a query and returns it as sent', () => {
    expect(deadlineQuerySchema.parse(ok)).toEqual(ok);
    expect(problems({ ...ok, from: '2027-06-30', unit: 'months', amount: 120 })).toEqual([]);
    expect(problems({ ...ok, unit: 'years', amount: 50, code: 'gk' })).toEqual([]);
  });

  it('refuses a day the calendar does not have', () => {
    expect(problems({ ...ok, from: '2026-02-30' })).toEqual(['from: validation.day']);
    expect(problems({ ...ok, from: '2025-02-29' })).toEqual(['from: validation.day']);
    expect(problems({ ...ok, from: '2024-02-29' })).toEqual([]);
  });

  it('refuses an event before 2013 or after 2100, when the holiday rules differ or nobody plans', () => {
    expect(problems({ ...ok, from: '2012-12-31' })).toEqual(['from: validation.deadlineYear']);
    expect(problems({ ...ok, from: '2101-01-01' })).toEqual(['from: validation.deadlineYear']);
    expect(problems({ ...ok, from: '2013-01-01' })).toEqual([]);
  });

  it('refuses amounts that are not positive whole numbers', () => {
    expect(problems({ ...ok, amount: 0 })).toEqual(['amount: validation.tooSmall 1']);
    expect(problems({ ...ok, amount: -5 })).toEqual(['amount: validation.tooSmall 1']);
    expect(problems({ ...ok, amount: 2.5 })).toEqual(['amount: validation.wholeNumber']);
    expect(problems({ ...ok, amount: '10' })).toEqual(['amount: validation.number']);
    expect(problems({ from: ok.from, unit: ok.unit, code: ok.code })).toEqual(['amount: validation.required']);
  });

  it('limits the amount by its unit: 1000 days, 120 months, 50 years', () => {
    for (const unit of ['days', 'working_days', 'calendar_days']) {
      expect(problems({ ...ok, unit, amount: 1000 })).toEqual([]);
      expect(problems({ ...ok, unit, amount: 1001 })).toEqual(['amount: validation.atMost 1000']);
    }
    expect(problems({ ...ok, unit: 'months', amount: 121 })).toEqual(['amount: validation.atMost 120']);
    expect(problems({ ...ok, unit: 'years', amount: 51 })).toEqual(['amount: validation.atMost 50']);
  });

  it('refuses unknown units and codes, and a unit the code does not count in', () => {
    expect(problems({ ...ok, unit: 'weeks' })).toEqual(['unit: validation.invalidValue']);
    expect(problems({ ...ok, code: 'uk' })).toEqual(['code: validation.invalidValue']);
    expect(problems({ ...ok, code: 'upk', unit: 'years', amount: 1 })).toEqual(['unit: validation.deadlineUnit']);
    expect(problems({ ...ok, code: 'upk', unit: 'working_days' })).toEqual(['unit: validation.deadlineUnit']);
  });

  it('agrees with the rules on what can be computed', () => {
    const froms = ['2012-12-31', '2013-01-01', '2026-02-28', '2026-02-29', '2100-12-31', '2101-01-01'];
    const amounts = [0, 1, 50, 51, 120, 121, 1000, 1001, 1.5];
    for (const code of CODES)
      for (const unit of UNITS)
        for (const from of froms)
          for (const amount of amounts) {
            const q: DeadlineQuery = { from, amount, unit, code };
            expect(deadlineQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(deadlineQueryProblem(q) === null);
          }
  });
});
