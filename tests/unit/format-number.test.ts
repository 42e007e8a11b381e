import { describe, expect, it } from 'vitest';
import { formatNumber, formatRub } from '@shared/format-number.ts';
import { translations } from '@shared/locales/index.ts';

const nb = '\u00a0';

describe('numbers in the reader’s language', () => {
  it('groups digits with a no-break space in Russian and commas in English, four-digit numbers too', () => {
    expect(formatNumber(50000, 'ru')).toBe(`50${nb}000`);
    expect(formatNumber(5000, 'ru')).toBe(`5${nb}000`);
    expect(formatNumber(1_000_000, 'ru')).toBe(`1${nb}000${nb}000`);
    expect(formatNumber(5000, 'en')).toBe('5,000');
    expect(formatNumber(1_000_000, 'en')).toBe('1,000,000');
    expect(formatNumber(999, 'ru')).toBe('999');
  });

  it('writes a decimal comma in Russian and a point in English, when asked for decimals', () => {
    expect(formatNumber(1234.5, 'ru', { maxFractionDigits: 2 })).toBe(`1${nb}234,5`);
    expect(formatNumber(1234.5, 'en', { maxFractionDigits: 2 })).toBe('1,234.5');
    expect(formatNumber(1234.5, 'ru')).toBe(`1${nb}235`);
  });

  it('reads any language but English as Russian, the app’s default', () => {
    expect(formatNumber(5000, 'de')).toBe(formatNumber(5000, 'ru'));
    expect(formatRub(5000, 'ru-RU')).toBe(formatRub(5000, 'ru'));
  });
});

describe('roubles', () => {
  it('put the sign after the number in Russian and before it in English', () => {
    expect(formatRub(50000, 'ru')).toBe(`50${nb}000${nb}₽`);
    expect(formatRub(5000, 'ru')).toBe(`5${nb}000${nb}₽`);
    expect(formatRub(50000, 'en')).toBe('₽50,000');
    expect(formatRub(0, 'ru')).toBe(`0${nb}₽`);
  });

  it('show kopecks only when there are any, with the language’s decimal mark', () => {
    expect(formatRub(1234.5, 'ru')).toBe(`1${nb}234,50${nb}₽`);
    expect(formatRub(1234.5, 'en')).toBe('₽1,234.50');
    expect(formatRub(8167, 'ru')).toBe(`8${nb}167${nb}₽`);
    expect(formatRub(8167.004, 'en')).toBe('₽8,167');
  });

  it('shorten a company’s revenue when asked', () => {
    expect(formatRub(1_600_000_000, 'ru', { compact: true })).toBe(`1,6${nb}млрд${nb}₽`);
    expect(formatRub(1_600_000_000, 'en', { compact: true })).toBe('₽1.6B');
  });
});

describe('the instalment texts', () => {
  it('write no amount themselves: every sum is formatted into them', () => {
    for (const lang of ['ru', 'en'] as const) {
      const texts = JSON.stringify(translations[lang].split);
      expect(texts, lang).not.toMatch(/\d[,.\s\u00a0\u202f]\d{3}/);
    }
  });
});
