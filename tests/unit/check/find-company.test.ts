import { describe, expect, it } from 'vitest';
import { findCompany, normalizeName, SEARCH_DELAY_MS, searchCompany } from '@shared/check/find-company.ts';
import { isValidInn, isValidOgrn } from '@shared/check/inn.ts';
import { COMPANY_STATUSES, RISK_LEVELS } from '@shared/check/types.ts';
import { DEMO_COMPANIES, QUICK_PICKS } from '@app/features/check/demo/companies.ts';

const name = (q: string) => findCompany(DEMO_COMPANIES, q)?.basic.name ?? null;

describe('counterparty matching', () => {
  it('finds by the exact key', () => {
    expect(name('северный терминал')).toBe('ООО «Северный терминал»');
  });

  it('finds by an equal tax number', () => {
    expect(name('6671048315')).toBe('АО «Уралстройинвест»');
    expect(name('772914385093')).toBe('ИП Кузнецова Ольга Викторовна');
    expect(name('6671 048 315')).toBe('АО «Уралстройинвест»');
  });

  it('finds by a name containing the query, ignoring case', () => {
    expect(name('ВЕКТОР')).toBe('ООО «Вектор Консалт»');
    expect(name('агрохолд')).toBe('ПАО «СибАгроХолдинг»');
    expect(name('ооо «технопром')).toBe('ООО «ТехноПром-Снаб»');
  });

  it('treats ё as е and ignores the kind of quotes', () => {
    expect(normalizeName('«Ёлка»')).toBe('елка');
    expect(name('ООО "Альтаир Трейд"')).toBe('ООО «Альтаир Трейд»');
  });

  it('finds nothing for a blank query, an unknown name or an unknown tax number', () => {
    expect(name('  ')).toBeNull();
    expect(name('Ромашка')).toBeNull();
    expect(name('7707083893')).toBeNull();
  });

  it('prefers the exact key over a tax number and a tax number over a name', () => {
    const basic = (name: string, inn: string) => ({ basic: { name, inn } });
    const companies = {
      '1234567890': basic('Первая', '0000000001'),
      second: basic('Вторая 0000000003', '0000000002'),
      third: basic('Третья', '0000000003'),
    };
    expect(findCompany(companies, '1234567890')?.basic.name).toBe('Первая');
    expect(findCompany(companies, '0000000003')?.basic.name).toBe('Третья');
  });
});

describe('the search itself', () => {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };

  it('waits 1.5 s, then answers the company', async () => {
    const outcome = await searchCompany('вектор', (q) => findCompany(DEMO_COMPANIES, q), wait);
    expect(waits).toEqual([SEARCH_DELAY_MS]);
    expect(SEARCH_DELAY_MS).toBe(1500);
    expect(outcome.status === 'found' && outcome.company.basic.inn).toBe('7703084198');
  });

  it("answers 'notFound' without a match and 'failed' when the lookup throws", async () => {
    expect(await searchCompany('Ромашка', (q) => findCompany(DEMO_COMPANIES, q), wait)).toEqual({ status: 'notFound' });
    expect(
      await searchCompany(
        'x',
        () => {
          throw new Error('index broken');
        },
        wait,
      ),
    ).toEqual({ status: 'failed' });
  });
});

describe('demo companies', () => {
  const reports = Object.values(DEMO_COMPANIES);

  it('are at least eight and cover every status and every risk level', () => {
    expect(reports.length).toBeGreaterThanOrEqual(8);
    expect(new Set(reports.map((r) => r.basic.status))).toEqual(new Set(COMPANY_STATUSES));
    expect(new Set(reports.map((r) => r.risks.overall))).toEqual(new Set(RISK_LEVELS));
  });

  it('carry tax numbers and ОГРН with valid check digits, a unique tax number each', () => {
    for (const r of reports) {
      expect(isValidInn(r.basic.inn), r.basic.name).toBe(true);
      expect(isValidOgrn(r.basic.ogrn), r.basic.name).toBe(true);
    }
    expect(new Set(reports.map((r) => r.basic.inn)).size).toBe(reports.length);
  });

  it('have consistent numbers: scores 0–100, court cases adding up', () => {
    for (const r of reports) {
      const c = r.legal.courtCases;
      expect(r.risks.score).toBeGreaterThanOrEqual(0);
      expect(r.risks.score).toBeLessThanOrEqual(100);
      expect(c.asPlaintiff + c.asDefendant, r.basic.name).toBe(c.total);
      expect(c.won + c.lost + c.pending, r.basic.name).toBe(c.total);
    }
  });

  it('offers quick picks that all find a company', () => {
    for (const q of QUICK_PICKS) expect(findCompany(DEMO_COMPANIES, q), q).not.toBeNull();
  });
});
