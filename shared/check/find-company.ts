import type { CompanyReport } from './types.ts';

/** Case-insensitive, ё = е, and quotes of every kind ignored: «Ромашка», "Ромашка" and ромашка are one name. */
export function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"'“”„]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A match is an exact key, or an equal tax number, or a name containing the query
 * (case-insensitive); the first rule that finds one wins.
 */
export function findCompany<T extends { basic: Pick<CompanyReport['basic'], 'name' | 'inn'> }>(
  companies: Readonly<Record<string, T>>,
  query: string,
): T | null {
  const q = normalizeName(query);
  if (!q) return null;
  const exact = Object.entries(companies).find(([key]) => normalizeName(key) === q);
  if (exact) return exact[1];
  const inn = q.replace(/[\s-]/g, '');
  const byInn = Object.values(companies).find((c) => c.basic.inn === inn);
  if (byInn) return byInn;
  return Object.values(companies).find((c) => normalizeName(c.basic.name).includes(q)) ?? null;
}

export type SearchOutcome<T> = { status: 'found'; company: T } | { status: 'notFound' } | { status: 'failed' };

/** The demo search takes this long, as a real lookup would. */
export const SEARCH_DELAY_MS = 1500;

/**
 * One search: waits, then looks up. No match → 'notFound' ('Компания не найдена в базе
 * данных'); a lookup that throws → 'failed' ('Ошибка при поиске компании').
 */
export async function searchCompany<T>(
  query: string,
  lookup: (query: string) => T | null,
  wait: (ms: number) => Promise<void>,
): Promise<SearchOutcome<T>> {
  await wait(SEARCH_DELAY_MS);
  try {
    const company = lookup(query);
    return company ? { status: 'found', company } : { status: 'notFound' };
  } catch {
    return { status: 'failed' };
  }
}
