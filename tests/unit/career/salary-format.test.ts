import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatSalary,
  SALARY_PERIOD_SUFFIX,
  salaryParts,
} from '@shared/career/salary-format.ts';

const nb = '\u00a0';

describe('salary display', () => {
  it('uses the symbols of RUB, USD and EUR, and USD when a salary names no currency', () => {
    expect(currencySymbol('RUB')).toBe('₽');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol(undefined)).toBe('$');
    expect(currencySymbol('GBP')).toBe('$');
  });

  it('has a suffix for each period: per month, week, day and one-time', () => {
    expect(SALARY_PERIOD_SUFFIX.ru).toEqual({
      monthly: 'в месяц',
      weekly: 'в неделю',
      daily: 'в день',
      'one-time': 'разово',
    });
    expect(SALARY_PERIOD_SUFFIX.en).toEqual({
      monthly: 'per month',
      weekly: 'per week',
      daily: 'per day',
      'one-time': 'one-time',
    });
  });

  it('groups digits the Russian way in Russian, four-digit numbers too', () => {
    expect(formatAmount(250000, 'ru')).toBe(`250${nb}000`);
    expect(formatAmount(3000, 'ru')).toBe(`3${nb}000`);
    expect(formatAmount(1_000_000_000, 'ru')).toBe(`1${nb}000${nb}000${nb}000`);
    expect(formatAmount(250000, 'en')).toBe('250,000');
  });

  it('shows a fixed amount with its symbol and period', () => {
    expect(formatSalary({ amount: 65000, period: 'monthly', currency: 'RUB' }, 'ru')).toBe(`65${nb}000${nb}₽ в месяц`);
    expect(formatSalary({ amount: 30000, period: 'weekly', currency: 'RUB' }, 'ru')).toBe(`30${nb}000${nb}₽ в неделю`);
    expect(formatSalary({ amount: 8000, period: 'daily', currency: 'RUB' }, 'ru')).toBe(`8${nb}000${nb}₽ в день`);
    expect(formatSalary({ amount: 2500, period: 'one-time', currency: 'USD' }, 'ru')).toBe(`2${nb}500${nb}$ разово`);
    expect(formatSalary({ amount: 2500, period: 'one-time', currency: 'USD' }, 'en')).toBe('$2,500 one-time');
    expect(formatSalary({ amount: 0, period: 'monthly', currency: 'EUR' }, 'en')).toBe('€0 per month');
  });

  it('shows a range as "от … до …" with the symbol once in Russian', () => {
    expect(formatSalary({ range: { from: 180000, to: 250000 }, period: 'monthly', currency: 'RUB' }, 'ru')).toBe(
      `от 180${nb}000 до 250${nb}000${nb}₽ в месяц`,
    );
    expect(formatSalary({ range: { from: 2800, to: 3800 }, period: 'monthly', currency: 'EUR' }, 'ru')).toBe(
      `от 2${nb}800 до 3${nb}800${nb}€ в месяц`,
    );
    expect(formatSalary({ range: { from: 3000, to: 4000 }, period: 'monthly', currency: 'USD' }, 'en')).toBe(
      'from $3,000 to $4,000 per month',
    );
  });

  it('shows a range of one amount as that amount, and a half-open range by its one end', () => {
    expect(formatSalary({ range: { from: 50000, to: 50000 }, period: 'monthly', currency: 'RUB' }, 'ru')).toBe(
      `50${nb}000${nb}₽ в месяц`,
    );
    expect(formatSalary({ range: { from: 50000, to: null }, period: 'monthly', currency: 'RUB' }, 'ru')).toBe(
      `от 50${nb}000${nb}₽ в месяц`,
    );
    expect(formatSalary({ range: { from: null, to: 90000 }, period: 'weekly', currency: 'USD' }, 'en')).toBe(
      'to $90,000 per week',
    );
  });

  it('falls back to dollars and leaves the suffix out when currency or period is missing', () => {
    expect(formatSalary({ amount: 1200 }, 'en')).toBe('$1,200');
    expect(formatSalary({ amount: 1200, period: 'yearly' }, 'ru')).toBe(`1${nb}200${nb}$`);
  });

  it('gives the amount and the period apart, for a card that sets them on two lines', () => {
    expect(salaryParts({ range: { from: 180000, to: 250000 }, period: 'monthly', currency: 'RUB' }, 'ru')).toEqual({
      amount: `от 180${nb}000 до 250${nb}000${nb}₽`,
      suffix: 'в месяц',
    });
    expect(salaryParts({ amount: 5 }, 'en')).toEqual({ amount: '$5', suffix: null });
  });

  it('shows nothing without an amount', () => {
    expect(formatSalary(null, 'ru')).toBeNull();
    expect(formatSalary({ period: 'monthly', currency: 'RUB' }, 'ru')).toBeNull();
    expect(formatSalary({ amount: -5, period: 'monthly', currency: 'RUB' }, 'ru')).toBeNull();
    expect(formatSalary({ range: {}, period: 'monthly', currency: 'RUB' }, 'ru')).toBeNull();
  });
});
