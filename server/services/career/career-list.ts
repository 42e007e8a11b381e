import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { searchWords } from '../../../shared/career/constants.ts';
import type { CareerQuery } from '../../../shared/schemas/career.ts';
import type { Database } from '../../db/schema.ts';
import { JOB_COLUMNS, toJob } from './jobs-service.ts';

/**
 * The career board (sections §2 Career, §7 `career`; issue 12): vacancies on published,
 * non-archived posts (`jobs`) or people with a resume (`jobSeekers`), newest first, 20 a page.
 * Filters: any of the chosen work statuses, types and formats (array overlap); currency and
 * period; a salary range matching a fixed amount inside it or a range overlapping it; a text
 * search over title and description (full text, Russian stemming, each word as a prefix).
 * The page is picked from `listed` jobs on their own indexes before people and posts are
 * joined; `after` (the last job id the reader has) reads on from there, as Load more does.
 */
export async function readCareer(db: Kysely<Database>, q: CareerQuery) {
  const type = q.tab === 'jobs' ? 'vacancy' : 'resume';
  let pick = careerFilter(db.selectFrom('jobs').select(JOB_COLUMNS).where('listed', '=', true).where('type', '=', type), q);
  if (q.after !== undefined) {
    pick = pick.where(sql<boolean>`(created_at, id) < (select x.created_at, x.id from jobs x where x.id = ${q.after})`);
  } else if (q.page > 1) pick = pick.offset((q.page - 1) * q.limit);
  // One more than a page says whether there is a next one.
  pick = pick.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit + 1);

  const rows = await db
    .selectFrom(pick.as('j'))
    .innerJoin('profiles as p', 'p.id', 'j.profile_id')
    .leftJoin('posts as po', 'po.id', 'j.post_id')
    .selectAll('j')
    .select(['p.username', 'p.name', 'p.avatar', 'p.type as profile_type', sql<string | null>`p.info ->> 'city'`.as('city'), 'po.url', 'po.slug'])
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();

  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const profileOf = (r: (typeof rows)[number]) => ({
    id: r.profile_id,
    username: r.username,
    name: r.name,
    avatar: r.avatar,
    type: r.profile_type,
    info: r.city ? { city: r.city } : {},
  });
  const pagination = { page: q.page, hasMore };
  if (q.tab === 'jobs') {
    return { jobs: page.map((r) => ({ ...toJob(r), post: { url: r.url ?? '', slug: r.slug ?? '' }, profile: profileOf(r) })), pagination };
  }
  return { jobSeekers: page.map((r) => ({ ...profileOf(r), resume: toJob(r) })), pagination };
}

/** The board's filters on a query over `jobs` (also the saved filter a job seeker is notified by). */
export function careerFilter<QB extends SelectQueryBuilder<Database, 'jobs', any>>(qb: QB, q: CareerFilter): QB {
  let pick = qb;
  const overlap = (column: 'work_status' | 'work_type' | 'work_format', values: string[] | undefined) => {
    if (values?.length) pick = pick.where(sql<boolean>`${sql.ref(column)} && ${values}::text[]`) as QB;
  };
  overlap('work_status', q.workStatus);
  overlap('work_type', q.workType);
  overlap('work_format', q.workFormat);
  if (q.salaryCurrency?.length) pick = pick.where('salary_currency', 'in', q.salaryCurrency) as QB;
  if (q.salaryPeriod?.length) pick = pick.where('salary_period', 'in', q.salaryPeriod) as QB;
  if (q.salaryFrom !== undefined) pick = pick.where('salary_max', '>=', q.salaryFrom) as QB;
  if (q.salaryTo !== undefined) pick = pick.where('salary_min', '<=', q.salaryTo) as QB;
  const words = searchWords(q.search ?? '');
  if (words.length) {
    // Words of letters and digits only, each a prefix: nothing the reader types is syntax.
    pick = pick.where(sql<boolean>`search @@ to_tsquery('russian', ${words.map((w) => `${w}:*`).join(' & ')})`) as QB;
  }
  return pick;
}

export type CareerFilter = Pick<CareerQuery, 'search' | 'workStatus' | 'workType' | 'workFormat' | 'salaryCurrency' | 'salaryPeriod' | 'salaryFrom' | 'salaryTo'>;
