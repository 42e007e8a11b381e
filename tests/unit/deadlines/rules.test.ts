import { describe, expect, it } from 'vitest';
import { isWorkingDay } from '@shared/deadlines/production-calendar.ts';
import { CODE_RULES, computeDeadline, countedUnit, daysMeaning, unitsFor, type Step } from '@shared/deadlines/rules.ts';
import { CODES, type CodeId, type DeadlineQuery } from '@shared/deadlines/types.ts';
import { addDays } from '@shared/planner/zoned-time.ts';

const due = (q: DeadlineQuery) => computeDeadline(q).due;
const kinds = (steps: Step[]) => steps.map((s) => s.kind);
const stepOf = <K extends Step['kind']>(steps: Step[], kind: K) =>
  steps.find((s): s is Extract<Step, { kind: K }> => s.kind === kind);

describe('counting starts the day after the event', () => {
  it('names the first day counted and the article that says so, per code', () => {
    const starts: Record<CodeId, string> = {
      gk: 'ст. 191',
      gpk: 'ст. 107 ч. 3',
      apk: 'ст. 113 ч. 4',
      kas: 'ст. 92 ч. 3',
      koap: 'ст. 4.8 ч. 1.1',
      nk: 'ст. 6.1 п. 2',
      upk: 'ст. 128 ч. 1',
    };
    for (const code of CODES) {
      const { steps } = computeDeadline({ from: '2026-03-02', amount: 1, unit: 'months', code });
      expect(steps[0]).toEqual({
        kind: 'start',
        event: '2026-03-02',
        day: '2026-03-03',
        article: { code, article: starts[code] },
      });
    }
  });

  it('counts working days from an event on a holiday as from any other day', () => {
    // 3 January 2026 is a holiday; the first working day counted is 12 January.
    expect(due({ from: '2026-01-03', amount: 5, unit: 'days', code: 'gpk' })).toBe('2026-01-16');
    // Calendar days from New Year's Day end on Sunday 11 January, which moves to Monday.
    const r = computeDeadline({ from: '2026-01-01', amount: 10, unit: 'days', code: 'gk' });
    expect(r.due).toBe('2026-01-12');
    expect(stepOf(r.steps, 'move')).toMatchObject({ from: '2026-01-11', to: '2026-01-12', reason: 'weekend' });
  });
});

describe('what "days" means in each code', () => {
  it('reads days as working days in ГПК, АПК, КАС and НК, and as calendar days in ГК, КоАП and УПК', () => {
    expect(Object.fromEntries(CODES.map((c) => [c, daysMeaning(c).unit]))).toEqual({
      gk: 'calendar_days',
      gpk: 'working_days',
      apk: 'working_days',
      kas: 'working_days',
      koap: 'calendar_days',
      nk: 'working_days',
      upk: 'calendar_days',
    });
    expect(daysMeaning('gpk').article).toEqual({ code: 'gpk', article: 'ст. 107 ч. 3' });
    expect(daysMeaning('apk').article).toEqual({ code: 'apk', article: 'ст. 113 ч. 3' });
    expect(daysMeaning('kas').article).toEqual({ code: 'kas', article: 'ст. 92 ч. 2' });
    expect(daysMeaning('nk').article).toEqual({ code: 'nk', article: 'ст. 6.1 п. 6' });
  });

  it('gives ten "days" from Monday 2 March 2026 two different ends across the 8 March weekend', () => {
    const ten = (code: CodeId) => due({ from: '2026-03-02', amount: 10, unit: 'days', code });
    // Working days: 3–6 March, then 10–13 and 16–17 March (7–9 March are off).
    for (const code of ['gpk', 'apk', 'kas', 'nk'] as const) expect(ten(code), code).toBe('2026-03-17');
    for (const code of ['gk', 'koap', 'upk'] as const) expect(ten(code), code).toBe('2026-03-12');
  });

  it('lets the caller name the kind of days outright', () => {
    expect(due({ from: '2026-03-02', amount: 10, unit: 'calendar_days', code: 'gpk' })).toBe('2026-03-12');
    expect(due({ from: '2026-03-02', amount: 10, unit: 'working_days', code: 'gk' })).toBe('2026-03-17');
    const add = stepOf(computeDeadline({ from: '2026-03-02', amount: 10, unit: 'days', code: 'nk' }).steps, 'add');
    expect(add).toMatchObject({ amount: 10, unit: 'working_days', article: { code: 'nk', article: 'ст. 6.1 п. 6' } });
    expect(countedUnit('upk', 'days')).toBe('calendar_days');
    expect(countedUnit('gpk', 'months')).toBe('months');
  });

  it('counts УПК periods only in сутки and months', () => {
    expect(unitsFor('upk')).toEqual(['days', 'calendar_days', 'months']);
    expect(() => computeDeadline({ from: '2026-03-02', amount: 1, unit: 'years', code: 'upk' })).toThrow(RangeError);
    expect(() => computeDeadline({ from: '2026-03-02', amount: 1, unit: 'working_days', code: 'upk' })).toThrow(
      RangeError,
    );
  });
});

describe('months and years end on the corresponding date, or the last day of a shorter month', () => {
  it('ends one month after 31 January on 28 February, and on the 29th in a leap year', () => {
    const r = computeDeadline({ from: '2025-01-31', amount: 1, unit: 'months', code: 'gpk' });
    expect(r.due).toBe('2025-02-28');
    expect(kinds(r.steps)).toEqual(['start', 'add', 'clamp']);
    expect(stepOf(r.steps, 'clamp')).toEqual({
      kind: 'clamp',
      wanted: '2025-02-31',
      day: '2025-02-28',
      article: { code: 'gpk', article: 'ст. 108 ч. 1' },
    });
    expect(due({ from: '2024-01-31', amount: 1, unit: 'months', code: 'gpk' })).toBe('2024-02-29');
    expect(due({ from: '2024-01-29', amount: 1, unit: 'months', code: 'apk' })).toBe('2024-02-29');
  });

  it('keeps the date when the month has it', () => {
    const r = computeDeadline({ from: '2026-01-15', amount: 1, unit: 'months', code: 'kas' });
    expect(r.due).toBe('2026-02-16'); // 15 February 2026 is a Sunday
    expect(stepOf(r.steps, 'add')).toMatchObject({ day: '2026-02-15', article: { article: 'ст. 93 ч. 1' } });
    expect(stepOf(r.steps, 'clamp')).toBeUndefined();
  });

  it('clamps first and then moves off a weekend', () => {
    const r = computeDeadline({ from: '2026-01-31', amount: 1, unit: 'months', code: 'gpk' });
    expect(kinds(r.steps)).toEqual(['start', 'add', 'clamp', 'move']);
    expect(r.due).toBe('2026-03-02'); // 28 February 2026 is a Saturday
  });

  it('ends a year from 29 February on 28 February, and four years on the 29th', () => {
    const r = computeDeadline({ from: '2024-02-29', amount: 1, unit: 'years', code: 'gk' });
    expect(r.due).toBe('2025-02-28');
    expect(stepOf(r.steps, 'clamp')).toMatchObject({ wanted: '2025-02-29', day: '2025-02-28' });
    expect(due({ from: '2024-02-29', amount: 4, unit: 'years', code: 'gk' })).toBe('2028-02-29');
  });

  it('counts three years of limitation to the same date, moved off a holiday', () => {
    expect(due({ from: '2023-06-10', amount: 3, unit: 'years', code: 'gk' })).toBe('2026-06-10');
    const r = computeDeadline({ from: '2023-06-12', amount: 3, unit: 'years', code: 'gk' });
    expect(r.due).toBe('2026-06-15');
    expect(stepOf(r.steps, 'add')).toMatchObject({ day: '2026-06-12', article: { article: 'ст. 192 п. 1' } });
    expect(stepOf(r.steps, 'move')).toMatchObject({ reason: 'holiday', article: { code: 'gk', article: 'ст. 193' } });
  });

  it('runs months over a year end', () => {
    expect(due({ from: '2025-11-30', amount: 3, unit: 'months', code: 'apk' })).toBe('2026-03-02'); // 28 Feb is a Saturday
    expect(due({ from: '2025-10-31', amount: 2, unit: 'months', code: 'gk' })).toBe('2026-01-12'); // 31 Dec and the holidays
  });
});

describe('a last day that is not a working day moves to the next working day', () => {
  it('moves 3 January 2026 to 12 January', () => {
    const r = computeDeadline({ from: '2025-12-24', amount: 10, unit: 'days', code: 'gk' });
    expect(stepOf(r.steps, 'add')).toMatchObject({ unit: 'calendar_days', day: '2026-01-03' });
    expect(stepOf(r.steps, 'move')).toEqual({
      kind: 'move',
      from: '2026-01-03',
      to: '2026-01-12',
      reason: 'holiday',
      article: { code: 'gk', article: 'ст. 193' },
    });
    expect(r.due).toBe('2026-01-12');
  });

  it('moves 9 May 2025 to 12 May under КоАП ст. 4.8 ч. 3.1', () => {
    const r = computeDeadline({ from: '2025-04-29', amount: 10, unit: 'days', code: 'koap' });
    expect(r.due).toBe('2025-05-12');
    expect(stepOf(r.steps, 'move')).toMatchObject({
      from: '2025-05-09',
      to: '2025-05-12',
      reason: 'holiday',
      article: { code: 'koap', article: 'ст. 4.8 ч. 3.1' },
    });
  });

  it('names each code’s article for the move', () => {
    const moves: Array<[DeadlineQuery, string, string]> = [
      [{ from: '2026-04-30', amount: 1, unit: 'months', code: 'apk' }, '2026-06-01', 'ст. 114 ч. 4'],
      [{ from: '2026-01-21', amount: 1, unit: 'months', code: 'kas' }, '2026-02-24', 'ст. 93 ч. 2'],
      [{ from: '2026-02-07', amount: 1, unit: 'months', code: 'nk' }, '2026-03-10', 'ст. 6.1 п. 7'],
      [{ from: '2026-04-24', amount: 15, unit: 'days', code: 'upk' }, '2026-05-12', 'ст. 128 ч. 2'],
      [{ from: '2026-04-11', amount: 1, unit: 'months', code: 'gpk' }, '2026-05-12', 'ст. 108 ч. 2'],
    ];
    for (const [q, day, article] of moves) {
      const r = computeDeadline(q);
      expect(r.due, q.code).toBe(day);
      expect(stepOf(r.steps, 'move')?.article, q.code).toEqual({ code: q.code, article });
    }
  });

  it('does not move off a working Saturday: 1 November 2025 and 28 December 2024', () => {
    const nov = computeDeadline({ from: '2025-10-22', amount: 10, unit: 'days', code: 'gk' });
    expect(nov.due).toBe('2025-11-01');
    expect(kinds(nov.steps)).toEqual(['start', 'add']);
    expect(due({ from: '2024-11-28', amount: 1, unit: 'months', code: 'gk' })).toBe('2024-12-28');
    expect(due({ from: '2025-10-31', amount: 1, unit: 'days', code: 'apk' })).toBe('2025-11-01');
  });

  it('moves Sunday 29 December 2024 over the New Year holidays to 9 January 2025', () => {
    const r = computeDeadline({ from: '2024-11-29', amount: 1, unit: 'months', code: 'gk' });
    expect(r.due).toBe('2025-01-09');
    expect(stepOf(r.steps, 'move')).toMatchObject({ from: '2024-12-29', reason: 'weekend' });
    expect(r.calendar).toEqual({
      known: true,
      source: expect.stringMatching(/№ 1314.*; .*№ 1335/),
      years: [2024, 2025],
    });
  });

  it('leaves a КоАП month or year on its date, saying why (ст. 4.8 ч. 2 has no move)', () => {
    const r = computeDeadline({ from: '2026-04-09', amount: 1, unit: 'months', code: 'koap' });
    expect(r.due).toBe('2026-05-09');
    expect(stepOf(r.steps, 'stay')).toEqual({
      kind: 'stay',
      day: '2026-05-09',
      reason: 'holiday',
      article: { code: 'koap', article: 'ст. 4.8 ч. 2' },
    });
    expect(stepOf(r.steps, 'move')).toBeUndefined();
  });

  it('ends a working-day period on a working day with no move step', () => {
    const r = computeDeadline({ from: '2026-03-06', amount: 1, unit: 'days', code: 'gpk' });
    expect(r.due).toBe('2026-03-10');
    expect(kinds(r.steps)).toEqual(['start', 'add']);
  });

  it('gives every code but КоАП’s months and years a due day that is a working day', () => {
    for (const code of CODES) {
      const rules = CODE_RULES[code];
      for (const unit of unitsFor(code)) {
        const moves = Boolean(rules.move[countedUnit(code, unit)]);
        expect(moves || Boolean(rules.stay), `${code} ${unit} has an article either way`).toBe(true);
      }
    }
    let before = '';
    for (let from = '2024-01-01'; from <= '2026-11-30'; from = addDays(from, 1)) {
      for (const q of [
        { from, amount: 15, unit: 'days', code: 'gpk' },
        { from, amount: 10, unit: 'days', code: 'koap' },
        { from, amount: 1, unit: 'months', code: 'apk' },
      ] as const) {
        const d = due(q);
        expect(isWorkingDay(d), `${q.code} from ${from}`).toBe(true);
        expect(d > from).toBe(true);
      }
      // A later event never gives an earlier deadline.
      const month = due({ from, amount: 1, unit: 'months', code: 'gpk' });
      expect(month >= before, from).toBe(true);
      before = month;
    }
  });
});

describe('working days across the New Year holidays', () => {
  it('counts fifteen working days from 24 December 2025 to 26 January 2026', () => {
    // 25, 26, 29, 30 December; 31 December to 11 January are off; then 12 January onwards.
    const r = computeDeadline({ from: '2025-12-24', amount: 15, unit: 'days', code: 'gpk' });
    expect(r.due).toBe('2026-01-26');
    expect(r.calendar).toMatchObject({ known: true, years: [2025, 2026] });
  });

  it('counts five АПК days from 26 December 2025 to 14 January 2026', () => {
    expect(due({ from: '2025-12-26', amount: 5, unit: 'days', code: 'apk' })).toBe('2026-01-14');
  });
});

describe('a year with no decree', () => {
  it('says the calendar is not known for 2027 and still applies the Labour Code', () => {
    const r = computeDeadline({ from: '2026-12-25', amount: 10, unit: 'days', code: 'gk' });
    // 4 January 2027 is a holiday; 5–8 January too, 9–10 a weekend.
    expect(r.due).toBe('2027-01-11');
    expect(stepOf(r.steps, 'move')).toMatchObject({ from: '2027-01-04', reason: 'holiday' });
    expect(r.calendar).toEqual({ known: false, source: null, years: [2027] });
  });

  it('moves off the Monday that takes Saturday 1 May 2027’s day off', () => {
    const r = computeDeadline({ from: '2027-04-03', amount: 1, unit: 'months', code: 'gk' });
    expect(stepOf(r.steps, 'move')).toMatchObject({ from: '2027-05-03', to: '2027-05-04', reason: 'transferred' });
  });

  it('is unknown when a count runs from a known year into an unknown one, and names the known decree', () => {
    const r = computeDeadline({ from: '2026-12-28', amount: 3, unit: 'days', code: 'apk' });
    expect(r.due).toBe('2027-01-11');
    expect(r.calendar).toEqual({ known: false, source: expect.stringContaining('№ 1466'), years: [2026, 2027] });
  });
});

describe('inputs it refuses', () => {
  it('throws on an impossible day, a bad amount, a year out of range or a unit the code does not use', () => {
    const ok: DeadlineQuery = { from: '2026-03-02', amount: 1, unit: 'days', code: 'gpk' };
    for (const bad of [
      { ...ok, from: '2026-02-30' },
      { ...ok, from: '02.03.2026' },
      { ...ok, from: '2012-12-31' },
      { ...ok, from: '2101-01-01' },
      { ...ok, amount: 0 },
      { ...ok, amount: -3 },
      { ...ok, amount: 1.5 },
      { ...ok, amount: 1001 },
      { ...ok, unit: 'months', amount: 121 },
      { ...ok, unit: 'years', amount: 51 },
      { ...ok, code: 'upk', unit: 'years' },
    ] as DeadlineQuery[]) {
      expect(() => computeDeadline(bad), JSON.stringify(bad)).toThrow(RangeError);
    }
    expect(due({ ...ok, amount: 1000 })).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(due({ ...ok, unit: 'years', amount: 50, code: 'gk' })).toBe('2076-03-02');
  });
});
