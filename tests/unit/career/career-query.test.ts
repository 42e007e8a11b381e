import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  careerListArgs,
  EMPTY_CAREER_FILTERS,
  hasActiveFilters,
  parseAmount,
  readCareerParams,
  salaryRangeInvalid,
  toggleValue,
  writeCareerParams,
  type CareerView,
} from '@shared/career/career-query.ts';
import { WORK_FORMATS } from '@shared/career/constants.ts';
import { careerInput } from '@shared/schemas/career.ts';

const view = (
  over: Omit<Partial<CareerView>, 'filters'> & { filters?: Partial<CareerView['filters']> } = {},
): CareerView => ({
  tab: over.tab ?? 'jobs',
  search: over.search ?? '',
  filters: { ...EMPTY_CAREER_FILTERS, ...over.filters },
});

describe('career filters in the address', () => {
  it('writes only the tab for an unfiltered board', () => {
    expect(writeCareerParams(view())).toBe('tab=jobs');
    expect(writeCareerParams(view({ tab: 'jobSeekers' }))).toBe('tab=jobSeekers');
  });

  it('writes search and every filter set, lists comma-joined in their vocabulary order', () => {
    const qs = writeCareerParams(
      view({
        search: '  арбитраж ',
        filters: {
          workFormat: ['remote', 'hybrid'],
          workStatus: ['job'],
          salaryCurrency: ['RUB'],
          salaryPeriod: ['monthly', 'one-time'],
          salaryFrom: 100000,
          salaryTo: 200000,
        },
      }),
    );
    expect(qs).toBe(
      'tab=jobs&search=%D0%B0%D1%80%D0%B1%D0%B8%D1%82%D1%80%D0%B0%D0%B6&workStatus=job&workFormat=remote,hybrid&salaryCurrency=RUB&salaryPeriod=monthly,one-time&salaryFrom=100000&salaryTo=200000',
    );
  });

  it('reads back what it wrote', () => {
    const v = view({
      tab: 'jobSeekers',
      search: 'M&A 100%',
      filters: { workType: ['full-time', 'project'], workFormat: ['on-site'], salaryTo: 5000 },
    });
    expect(readCareerParams(writeCareerParams(v))).toEqual(v);
  });

  it('keeps a hand-edited address to what the board knows: unknown values, repeats and bad amounts dropped', () => {
    const read = readCareerParams(
      '?tab=other&workFormat=hybrid,space,remote,hybrid&salaryCurrency=GBP&salaryFrom=-5&salaryTo=1e3&search=' +
        'я'.repeat(300),
    );
    expect(read.tab).toBeNull();
    expect(read.filters.workFormat).toEqual(['remote', 'hybrid']);
    expect(read.filters.salaryCurrency).toEqual([]);
    expect(read.filters.salaryFrom).toBeNull();
    expect(read.filters.salaryTo).toBeNull();
    expect(read.search).toHaveLength(200);
  });

  it('gives the call only what narrows the list, in a form its schema accepts', () => {
    const v = view({ search: ' суд ', filters: { workFormat: ['remote'], salaryFrom: 100000 } });
    const args = careerListArgs(v);
    expect(args).toEqual({ tab: 'jobs', search: 'суд', workFormat: ['remote'], salaryFrom: 100000 });
    // The app sends arrays comma-joined and numbers as text: the server's schema reads the same view.
    const query = Object.fromEntries(
      Object.entries(args)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => [k, Array.isArray(x) ? x.join(',') : String(x)]),
    );
    expect(careerInput.parse(query)).toMatchObject({
      tab: 'jobs',
      search: 'суд',
      workFormat: ['remote'],
      salaryFrom: 100000,
    });
    expect(careerListArgs(view())).toEqual({ tab: 'jobs' });
  });

  it('leaves a reversed salary range out of the call and names it', () => {
    const f = { ...EMPTY_CAREER_FILTERS, salaryFrom: 300000, salaryTo: 100000 };
    expect(salaryRangeInvalid(f)).toBe(true);
    expect(careerListArgs(view({ filters: f }))).toEqual({ tab: 'jobs' });
    expect(salaryRangeInvalid({ salaryFrom: 100000, salaryTo: 100000 })).toBe(false);
  });
});

describe('career filter controls', () => {
  it("counts the filters set ('Any' is empty; the salary range counts once)", () => {
    expect(activeFilterCount(EMPTY_CAREER_FILTERS)).toBe(0);
    expect(hasActiveFilters(EMPTY_CAREER_FILTERS)).toBe(false);
    expect(activeFilterCount({ ...EMPTY_CAREER_FILTERS, workFormat: ['remote'], salaryFrom: 1, salaryTo: 2 })).toBe(2);
    expect(hasActiveFilters({ ...EMPTY_CAREER_FILTERS, salaryTo: 0 })).toBe(true);
  });

  it('toggles a value of a multi-select, keeping the vocabulary order', () => {
    expect(toggleValue(WORK_FORMATS, ['hybrid'], 'on-site')).toEqual(['on-site', 'hybrid']);
    expect(toggleValue(WORK_FORMATS, ['on-site', 'hybrid'], 'on-site')).toEqual(['hybrid']);
  });

  it('reads a typed salary bound: digits with spaces, nothing else', () => {
    expect(parseAmount('150 000')).toBe(150000);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('99999999999')).toBeNull();
    expect(parseAmount('1000000001')).toBeNull();
  });
});
