import { describe, expect, it } from 'vitest';
import { acceptLanguage } from '@server/http/language.ts';

describe('Accept-Language', () => {
  it('takes the first of ru and en the header names, by its q-values', () => {
    expect(acceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ru');
    expect(acceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(acceptLanguage('de-DE,de;q=0.9,en;q=0.5,ru;q=0.4')).toBe('en');
    expect(acceptLanguage('en;q=0.3,ru;q=0.8')).toBe('ru');
    expect(acceptLanguage('EN')).toBe('en');
  });

  it('names none for other languages, a refused one or no header', () => {
    expect(acceptLanguage('de-DE,fr;q=0.9')).toBeUndefined();
    expect(acceptLanguage('en;q=0')).toBeUndefined();
    expect(acceptLanguage('')).toBeUndefined();
    expect(acceptLanguage(undefined)).toBeUndefined();
    expect(acceptLanguage('*')).toBeUndefined();
  });
});
