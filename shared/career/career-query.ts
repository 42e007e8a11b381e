import {
  CAREER_LIMITS,
  CAREER_TABS,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  WORK_FORMATS,
  WORK_STATUSES,
  WORK_TYPES,
  type CareerTab,
  type SalaryCurrency,
  type SalaryPeriod,
  type WorkFormat,
  type WorkStatus,
  type WorkType,
} from './constants.ts';

/**
 * The career board's view (the `career` call's filters) and its place in the page's URL,
 * so a filtered list can be shared: `?tab=jobs&search=…&workFormat=remote,hybrid&salaryFrom=100000`.
 * Lists keep their vocabulary's order, so one choice always makes one address and one cache key.
 * Anything a hand-edited address gets wrong is dropped, never sent to the server.
 */
export interface CareerFilters {
  workStatus: WorkStatus[];
  workType: WorkType[];
  workFormat: WorkFormat[];
  salaryCurrency: SalaryCurrency[];
  salaryPeriod: SalaryPeriod[];
  salaryFrom: number | null;
  salaryTo: number | null;
}

export interface CareerView {
  tab: CareerTab;
  search: string;
  filters: CareerFilters;
}

export type CareerListKey = 'workStatus' | 'workType' | 'workFormat' | 'salaryCurrency' | 'salaryPeriod';

/** Each multi-select filter and its values, in the sidebar's order. */
export const CAREER_LIST_FILTERS = {
  workStatus: WORK_STATUSES,
  workType: WORK_TYPES,
  workFormat: WORK_FORMATS,
  salaryCurrency: SALARY_CURRENCIES,
  salaryPeriod: SALARY_PERIODS,
} as const satisfies Record<CareerListKey, readonly string[]>;

const LIST_KEYS = Object.keys(CAREER_LIST_FILTERS) as CareerListKey[];

/** 'Any' everywhere. */
export const EMPTY_CAREER_FILTERS: CareerFilters = {
  workStatus: [],
  workType: [],
  workFormat: [],
  salaryCurrency: [],
  salaryPeriod: [],
  salaryFrom: null,
  salaryTo: null,
};

/** The values of `vocabulary` that `picked` holds, in the vocabulary's order, each once. */
export function orderedPick<T extends string>(vocabulary: readonly T[], picked: readonly string[]): T[] {
  return vocabulary.filter((v) => picked.includes(v));
}

/** Adds or removes one value of a multi-select. */
export function toggleValue<T extends string>(vocabulary: readonly T[], picked: readonly T[], value: T): T[] {
  return orderedPick(vocabulary, picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value]);
}

/**
 * A salary bound as typed: digits, spaces allowed ("150 000"); null when empty or not a whole
 * number of at most the largest salary.
 */
export function parseAmount(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const n = Number(digits);
  return n <= CAREER_LIMITS.maxSalary ? n : null;
}

/** 'от' above 'до': the range cannot match and the server would refuse it. */
export const salaryRangeInvalid = (f: Pick<CareerFilters, 'salaryFrom' | 'salaryTo'>) =>
  f.salaryFrom !== null && f.salaryTo !== null && f.salaryFrom > f.salaryTo;

/** How many filters narrow the list (the salary range counts once). */
export function activeFilterCount(f: CareerFilters): number {
  return LIST_KEYS.filter((k) => f[k].length > 0).length + (f.salaryFrom !== null || f.salaryTo !== null ? 1 : 0);
}

export const hasActiveFilters = (f: CareerFilters) => activeFilterCount(f) > 0;

export const isCareerTab = (v: unknown): v is CareerTab =>
  typeof v === 'string' && (CAREER_TABS as readonly string[]).includes(v);

/** The view an address names; `tab` null when it names none (the page then takes the remembered one). */
export function readCareerParams(query: string | URLSearchParams): {
  tab: CareerTab | null;
  search: string;
  filters: CareerFilters;
} {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const list = (k: CareerListKey) => (params.get(k) ?? '').split(',').map((v) => v.trim());
  const tab = params.get('tab');
  return {
    tab: isCareerTab(tab) ? tab : null,
    search: (params.get('search') ?? '').trim().slice(0, CAREER_LIMITS.search),
    filters: {
      workStatus: orderedPick(WORK_STATUSES, list('workStatus')),
      workType: orderedPick(WORK_TYPES, list('workType')),
      workFormat: orderedPick(WORK_FORMATS, list('workFormat')),
      salaryCurrency: orderedPick(SALARY_CURRENCIES, list('salaryCurrency')),
      salaryPeriod: orderedPick(SALARY_PERIODS, list('salaryPeriod')),
      salaryFrom: parseAmount(params.get('salaryFrom')),
      salaryTo: parseAmount(params.get('salaryTo')),
    },
  };
}

/** The address's query for a view, without the '?': tab first, then search, then the filters set. */
export function writeCareerParams(view: CareerView): string {
  const params = new URLSearchParams({ tab: view.tab });
  const search = view.search.trim();
  if (search) params.set('search', search);
  for (const k of LIST_KEYS) if (view.filters[k].length) params.set(k, view.filters[k].join(','));
  if (view.filters.salaryFrom !== null) params.set('salaryFrom', String(view.filters.salaryFrom));
  if (view.filters.salaryTo !== null) params.set('salaryTo', String(view.filters.salaryTo));
  // Commas read better than %2C in a shared link, and URLSearchParams parses them back alike.
  return params.toString().replace(/%2C/gi, ',');
}

/** The `career` call's arguments for a view (page and cursor aside): empty filters left out. */
export interface CareerListArgs {
  tab: CareerTab;
  search?: string;
  workStatus?: WorkStatus[];
  workType?: WorkType[];
  workFormat?: WorkFormat[];
  salaryCurrency?: SalaryCurrency[];
  salaryPeriod?: SalaryPeriod[];
  salaryFrom?: number;
  salaryTo?: number;
}

const nonEmpty = <T>(values: T[]) => (values.length ? values : undefined);

/** Unset filters are undefined: the api client leaves them out of the query, the cache key ignores them. */
export function careerListArgs(view: CareerView): CareerListArgs {
  const f = view.filters;
  // A reversed range is shown as a mistake beside the inputs and not asked for.
  const range = salaryRangeInvalid(f)
    ? {}
    : { salaryFrom: f.salaryFrom ?? undefined, salaryTo: f.salaryTo ?? undefined };
  return {
    tab: view.tab,
    search: view.search.trim() || undefined,
    workStatus: nonEmpty(f.workStatus),
    workType: nonEmpty(f.workType),
    workFormat: nonEmpty(f.workFormat),
    salaryCurrency: nonEmpty(f.salaryCurrency),
    salaryPeriod: nonEmpty(f.salaryPeriod),
    ...range,
  };
}
