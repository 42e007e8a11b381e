import { describe, expect, it } from 'vitest';
import { DEADLINE_PRESETS } from '@shared/deadlines/presets.ts';
import { isWorkingDay } from '@shared/deadlines/production-calendar.ts';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import { deadlineQuerySchema } from '@shared/deadlines/schema.ts';
import { addDays } from '@shared/planner/zoned-time.ts';

const preset = (id: string) => {
  const p = DEADLINE_PRESETS.find((x) => x.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  return p;
};
const dueOf = (id: string, from: string) => {
  const { code, amount, unit } = preset(id);
  return computeDeadline({ from, code, amount, unit }).due;
};

describe('deadline presets', () => {
  it('has at least fifteen, with unique ids, an article and both titles', () => {
    expect(DEADLINE_PRESETS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(DEADLINE_PRESETS.map((p) => p.id)).size).toBe(DEADLINE_PRESETS.length);
    for (const p of DEADLINE_PRESETS) {
      expect(p.id, p.id).toMatch(new RegExp(`^${p.code}-[a-z-]+$`));
      expect(p.article, p.id).toMatch(/^ст\. \d+(\.\d+)?( (ч|п)\. \d+(\.\d+)?)?$/);
      for (const text of [p.title.ru, p.title.en, p.from.ru, p.from.en]) expect(text.trim(), p.id).not.toBe('');
    }
  });

  it('covers every code', () => {
    expect(new Set(DEADLINE_PRESETS.map((p) => p.code))).toEqual(
      new Set(['gk', 'gpk', 'apk', 'kas', 'koap', 'nk', 'upk']),
    );
  });

  it('computes every preset from every third day of 2025 and 2026, on a schema-valid query', () => {
    for (const p of DEADLINE_PRESETS) {
      expect(
        deadlineQuerySchema.safeParse({ from: '2026-03-02', code: p.code, amount: p.amount, unit: p.unit }).success,
        p.id,
      ).toBe(true);
      for (let from = '2025-01-01'; from <= '2026-12-31'; from = addDays(from, 3)) {
        const r = computeDeadline({ from, code: p.code, amount: p.amount, unit: p.unit });
        expect(r.due > from, `${p.id} from ${from}`).toBe(true);
        expect(r.steps[0]).toMatchObject({ kind: 'start', event: from });
        // Only КоАП months and years may end on a day off; no preset is one of those.
        expect(isWorkingDay(r.due), `${p.id} from ${from}`).toBe(true);
      }
    }
  });

  it('gives the worked examples a lawyer would check by hand', () => {
    // ГПК appeal: a month from a decision made in final form on 31 January 2025.
    expect(dueOf('gpk-appeal', '2025-01-31')).toBe('2025-02-28');
    // ГПК private complaint: fifteen working days from 24 December 2025.
    expect(dueOf('gpk-private-complaint', '2025-12-24')).toBe('2026-01-26');
    // КоАП complaint: ten calendar days from 29 April 2025 end on Friday 9 May, a holiday.
    expect(dueOf('koap-complaint', '2025-04-29')).toBe('2025-05-12');
    // УПК appeal: fifteen сутки from 24 April 2026 end on Saturday 9 May; 11 May is off too.
    expect(dueOf('upk-appeal', '2026-04-24')).toBe('2026-05-12');
    // НК documents: ten working days from Friday 6 March 2026 skip 7–9 March.
    expect(dueOf('nk-documents-on-request', '2026-03-06')).toBe('2026-03-23');
    // Limitation: three years from 12 June 2023 end on the holiday of 12 June 2026, moved to Monday.
    expect(dueOf('gk-limitation', '2023-06-12')).toBe('2026-06-15');
    // АПК cassation: two months from 31 December 2025 end on 28 February 2026, a Saturday.
    expect(dueOf('apk-cassation', '2025-12-31')).toBe('2026-03-02');
  });
});
