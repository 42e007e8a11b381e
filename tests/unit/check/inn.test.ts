import { describe, expect, it } from 'vitest';
import { classifyQuery, isValidInn, isValidOgrn } from '@shared/check/inn.ts';

describe('tax number (ИНН) check digits', () => {
  it('accepts 10-digit organisation numbers with the right check digit', () => {
    // Published numbers of large Russian companies.
    for (const inn of ['7707083893', '7736050003', '7702070139', '7728168971']) expect(isValidInn(inn), inn).toBe(true);
  });

  it('refuses a 10-digit number with one digit mistyped or two swapped', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('7707083983')).toBe(false);
    expect(isValidInn('7707038893')).toBe(false);
  });

  it('checks both check digits of a 12-digit number', () => {
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732250')).toBe(false); // last digit wrong
    expect(isValidInn('500100732269')).toBe(false); // eleventh digit wrong
  });

  it('refuses other lengths and non-digits', () => {
    for (const s of ['', '770708389', '77070838933', '770708389a', '7707 083893']) expect(isValidInn(s), s).toBe(false);
  });

  it('checks ОГРН (13 digits) and ОГРНИП (15)', () => {
    expect(isValidOgrn('1027700132195')).toBe(true);
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('304500116000158')).toBe(false);
    expect(isValidOgrn('12345')).toBe(false);
  });
});

describe('search query', () => {
  it('is blank when empty or spaces', () => {
    expect(classifyQuery('   ')).toEqual({ kind: 'blank' });
  });

  it('is a name when it has any letter', () => {
    expect(classifyQuery('  Северный терминал ')).toEqual({ kind: 'name', text: 'Северный терминал' });
    expect(classifyQuery('ООО 1С')).toEqual({ kind: 'name', text: 'ООО 1С' });
  });

  it('is a tax number when it is 10 or 12 digits (spaces allowed) with the right check digits', () => {
    expect(classifyQuery('7707083893')).toEqual({ kind: 'inn', inn: '7707083893' });
    expect(classifyQuery('7707 083 893')).toEqual({ kind: 'inn', inn: '7707083893' });
    expect(classifyQuery('500100732259')).toEqual({ kind: 'inn', inn: '500100732259' });
  });

  it('names a mistyped tax number before searching', () => {
    expect(classifyQuery('7707083894')).toEqual({ kind: 'innChecksum', inn: '7707083894' });
    expect(classifyQuery('77070838')).toEqual({ kind: 'innLength', length: 8 });
    expect(classifyQuery('1027700132195')).toEqual({ kind: 'innLength', length: 13 });
  });
});
