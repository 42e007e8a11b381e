import { formatNumber } from '../format-number.ts';
import { CURRENCY_SYMBOLS, SALARY_DISPLAY_FALLBACK, type SalaryCurrency, type SalaryPeriod } from './constants.ts';

/**
 * A salary as the career board and the job card show it, one wording for both:
 * the currency's symbol (₽ $ €; USD when a salary names none), the reader's digit grouping
 * ("250 000" in Russian), a range as "от … до …", and the period's suffix.
 */
export type SalaryLanguage = 'ru' | 'en';

/** Loose on purpose: display never fails on a salary saved before a rule tightened. */
export interface SalaryLike {
  amount?: number | null;
  range?: { from?: number | null; to?: number | null } | null;
  period?: SalaryPeriod | string | null;
  currency?: SalaryCurrency | string | null;
}

/** The period suffixes: per month, week, day and one-time. */
export const SALARY_PERIOD_SUFFIX: Record<SalaryLanguage, Record<SalaryPeriod, string>> = {
  ru: { monthly: 'в месяц', weekly: 'в неделю', daily: 'в день', 'one-time': 'разово' },
  en: { monthly: 'per month', weekly: 'per week', daily: 'per day', 'one-time': 'one-time' },
};

const RANGE_WORDS: Record<SalaryLanguage, { from: string; to: string }> = {
  ru: { from: 'от', to: 'до' },
  en: { from: 'from', to: 'to' },
};

/** Whole units, grouped the reader's way: "250 000" (no-break space) in Russian, "250,000" in English. */
export const formatAmount = (n: number, lang: SalaryLanguage): string => formatNumber(n, lang);

export function currencySymbol(currency: string | null | undefined): string {
  return CURRENCY_SYMBOLS[(currency ?? '') as SalaryCurrency] ?? CURRENCY_SYMBOLS[SALARY_DISPLAY_FALLBACK];
}

const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * The amount ("от 180 000 до 250 000 ₽", "$2,500") and the period's suffix ("в месяц"), apart,
 * so a card can set them on two lines; null when there is no amount to show. Russian puts the
 * symbol after the number (once, after a range), English before it.
 */
export function salaryParts(
  salary: SalaryLike | null | undefined,
  lang: SalaryLanguage,
): { amount: string; suffix: string | null } | null {
  if (!salary) return null;
  const symbol = currencySymbol(salary.currency);
  const money = (n: number) =>
    lang === 'ru' ? `${formatAmount(n, lang)}\u00a0${symbol}` : `${symbol}${formatAmount(n, lang)}`;
  const bare = (n: number) => formatAmount(n, lang);
  const words = RANGE_WORDS[lang];
  let amount: string | null = null;
  if (isAmount(salary.amount)) amount = money(salary.amount);
  else if (salary.range) {
    const { from, to } = salary.range;
    if (isAmount(from) && isAmount(to)) {
      if (from === to) amount = money(from);
      else
        amount =
          lang === 'ru'
            ? `${words.from} ${bare(from)} ${words.to} ${money(to)}`
            : `${words.from} ${money(from)} ${words.to} ${money(to)}`;
    } else if (isAmount(from)) amount = `${words.from} ${money(from)}`;
    else if (isAmount(to)) amount = `${words.to} ${money(to)}`;
  }
  if (amount === null) return null;
  return { amount, suffix: SALARY_PERIOD_SUFFIX[lang][salary.period as SalaryPeriod] ?? null };
}

/** "от 180 000 до 250 000 ₽ в месяц", "65 000 ₽ в месяц", "from $3,000 to $4,000 per month", "$2,500 one-time". */
export function formatSalary(salary: SalaryLike | null | undefined, lang: SalaryLanguage): string | null {
  const parts = salaryParts(salary, lang);
  if (!parts) return null;
  return parts.suffix ? `${parts.amount} ${parts.suffix}` : parts.amount;
}
