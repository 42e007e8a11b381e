import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { searchWords } from '@shared/career/constants.ts';
import type { CareerQuery } from '@shared/schemas/career.ts';
import { type KeptReads, type KeptText, keptAnswer } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';
import { isoText } from '@server/db/json-sql.ts';
import { JOB_COLUMNS } from './jobs-service.ts';

/**
 * The career board: vacancies on published,
 * non-archived posts (`jobs`) or people with a resume (`jobSeekers`), newest first, 20 a page.
 * Filters: any of the chosen work statuses, types and formats (array overlap); currency and
 * period; a salary range matching a fixed amount inside it or a range overlapping it; a text
 * search over title and description (full text, Russian stemming, each word as a prefix).
 * The page is picked from `listed` jobs on their own indexes before people and posts are
 * joined; `after` (the last job id the reader has) reads on from there, as Load more does.
 * Answers the JSON text of `{ jobs | jobSeekers, pagination }`, the same for every reader, so
 * kept while nothing it shows changed (server/db/answer-cache.ts, CAREER_READS).
 */
/** What the career board's answer reads: the jobs, their posts and their people. */
export const CAREER_READS: KeptReads = { scope: 'career', reads: ['jobs', 'posts', 'profiles'] };

export function readCareer(db: Kysely<Database>, q: CareerQuery): Promise<KeptText> {
  return keptAnswer(db, CAREER_READS, JSON.stringify(q), () => makeCareer(db, q));
}

async function makeCareer(db: Kysely<Database>, q: CareerQuery): Promise<string> {
  const type = q.tab === 'jobs' ? 'vacancy' : 'resume';
  let pick = careerFilter(
    db.selectFrom('jobs').select(JOB_COLUMNS).where('listed', '=', sql.lit(true)).where('type', '=', type),
    q,
  );
  if (q.after !== undefined) {
    pick = pick.where(sql<boolean>`(created_at, id) < (select x.created_at, x.id from jobs x where x.id = ${q.after})`);
  } else if (q.page > 1) pick = pick.offset((q.page - 1) * q.limit);
  // One more than a page says whether there is a next one.
  pick = pick
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1);

  // The answer in its exact shape, built by PostgreSQL: 21 jobs with their people parsed and
  // serialised again in Node cost ~3× the server CPU of this (tests/bench/career-bench.ts).
  const jobFields = sql`'id', j.id, 'post_id', j.post_id, 'type', j.type, 'profile_id', j.profile_id,
    'title', j.title, 'description', j.description, 'work_status', j.work_status, 'work_type', j.work_type,
    'work_format', j.work_format, 'salary', j.salary, 'created_at', ${isoText('j.created_at')}, 'updated_at', ${isoText('j.updated_at')}`;
  const city = sql`nullif(p.info ->> 'city', '')`;
  const person = sql`'id', p.id, 'username', p.username, 'name', p.name, 'avatar', p.avatar, 'type', p.type,
    'info', case when ${city} is null then '{}'::json else json_build_object('city', ${city}) end`;
  const item =
    q.tab === 'jobs'
      ? sql`json_build_object(${jobFields}, 'post', json_build_object('url', coalesce(po.url, ''), 'slug', coalesce(po.slug, '')), 'profile', json_build_object(${person}))`
      : sql`json_build_object(${person}, 'resume', json_build_object(${jobFields}))`;
  const key = q.tab === 'jobs' ? 'jobs' : 'jobSeekers';
  const { rows } = await sql<{ j: string }>`
    select json_build_object(${key}::text,
      coalesce(json_agg(x.item order by x.created_at desc, x.id desc) filter (where x.n <= ${q.limit}), '[]'),
      'pagination', json_build_object('page', ${q.page}::int, 'hasMore', count(*) > ${q.limit}))::text as j
    from (
      select ${item} as item, j.created_at, j.id, row_number() over (order by j.created_at desc, j.id desc) as n
      from (${pick}) j join profiles p on p.id = j.profile_id left join posts po on po.id = j.post_id
    ) x`.execute(db);
  return rows[0].j;
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

export type CareerFilter = Pick<
  CareerQuery,
  'search' | 'workStatus' | 'workType' | 'workFormat' | 'salaryCurrency' | 'salaryPeriod' | 'salaryFrom' | 'salaryTo'
>;
