/** Job and event vocabularies and limits, one list for the forms, the server's checks and the board's filters. */
export const WORK_STATUSES = ['job', 'internship', 'partnership'] as const;
export const WORK_TYPES = ['full-time', 'part-time', 'project'] as const;
export const WORK_FORMATS = ['on-site', 'remote', 'hybrid'] as const;
export const SALARY_PERIODS = ['monthly', 'weekly', 'daily', 'one-time'] as const;
export const SALARY_CURRENCIES = ['RUB', 'USD', 'EUR'] as const;
export const EVENT_TYPES = [
  'conference',
  'forum',
  'webinar',
  'workshop',
  'meetup',
  'training',
  'seminar',
  'other',
] as const;
export const CAREER_TABS = ['jobs', 'jobSeekers'] as const;

export type WorkStatus = (typeof WORK_STATUSES)[number];
export type WorkType = (typeof WORK_TYPES)[number];
export type WorkFormat = (typeof WORK_FORMATS)[number];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export type EventType = (typeof EVENT_TYPES)[number];
export type CareerTab = (typeof CAREER_TABS)[number];

/** The form's defaults: monthly, in roubles. */
export const SALARY_DEFAULTS = { period: 'monthly', currency: 'RUB' } as const satisfies {
  period: SalaryPeriod;
  currency: SalaryCurrency;
};
/** Display falls back to USD when a salary names no currency, as the earlier system's cards did. */
export const SALARY_DISPLAY_FALLBACK: SalaryCurrency = 'USD';
export const CURRENCY_SYMBOLS: Record<SalaryCurrency, string> = { RUB: '₽', USD: '$', EUR: '€' };

export const CAREER_LIMITS = {
  pageSize: 20,
  maxLimit: 50,
  maxPage: 500,
  search: 200,
  title: 200,
  description: 10_000,
  location: 500,
  /** salaries are whole units up to a billion */
  maxSalary: 1_000_000_000,
  /** a description longer than this gets Read more / Show less */
  clampAt: 300,
} as const;

/** The words of a search, safe for a full-text query: letters and digits only (no SQL, no LIKE wildcards). */
export function searchWords(search: string, max = 8): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}
