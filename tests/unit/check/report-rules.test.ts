import { describe, expect, it } from 'vitest';
import { addRecentSearch, RECENT_SEARCHES_LIMIT } from '@shared/check/recent-searches.ts';
import { creditRatingTone, scoreTone, winRate } from '@shared/check/scores.ts';
import { COMPANY_STATUSES, RISK_LEVELS } from '@shared/check/types.ts';
import { translations } from '@shared/locales/index.ts';

describe('recent searches', () => {
  it('keeps five, newest first', () => {
    let list: string[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, q);
    expect(RECENT_SEARCHES_LIMIT).toBe(5);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('moves a repeated search to the front instead of listing it twice', () => {
    expect(addRecentSearch(['Вектор', 'Альтаир', 'Меридиан'], 'Альтаир')).toEqual(['Альтаир', 'Вектор', 'Меридиан']);
    expect(addRecentSearch(['Вектор', 'Альтаир'], '  альтаир ')).toEqual(['альтаир', 'Вектор']);
  });

  it('ignores a blank search', () => {
    expect(addRecentSearch(['Вектор'], '   ')).toEqual(['Вектор']);
  });
});

describe('report colours', () => {
  it('colours the score bar in four bands: ≥80, ≥60, ≥40, below 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('colours credit ratings: AAA/AA/A green, BBB/BB yellow, B/CCC orange, else red', () => {
    expect(['AAA', 'AA', 'A'].map(creditRatingTone)).toEqual(['green', 'green', 'green']);
    expect(['BBB', 'BB'].map(creditRatingTone)).toEqual(['yellow', 'yellow']);
    expect(['B', 'CCC'].map(creditRatingTone)).toEqual(['orange', 'orange']);
    expect(['CC', 'C', 'D', ''].map(creditRatingTone)).toEqual(['red', 'red', 'red', 'red']);
  });

  it('gives the win rate as won / total in percent', () => {
    expect(winRate(14, 18)).toBe(78);
    expect(winRate(3, 4)).toBe(75);
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(5, 5)).toBe(100);
  });
});

describe('status and risk labels', () => {
  const check = translations.ru.check as { status: Record<string, string>; risk: Record<string, string> };

  it('names every company status as the spec does', () => {
    expect(COMPANY_STATUSES.map((s) => check.status[s])).toEqual([
      'Действующая',
      'Ликвидируется',
      'Ликвидирована',
      'Реорганизуется',
    ]);
  });

  it('names every overall risk level', () => {
    expect(RISK_LEVELS.map((r) => check.risk[r])).toEqual(['Низкий', 'Средний', 'Высокий', 'Критический']);
  });
});
