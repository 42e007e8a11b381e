import { type Kysely, sql } from 'kysely';
import { QUIZ_LIMITS, SUBMIT_GRACE_SECONDS } from '@shared/quiz/rules.ts';
import { isoText } from '@server/db/json-sql.ts';
import { answerVersionSql, type KeptReads, type KeptText, keptAnswer } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError, noSession } from '@server/errors.ts';
import { hashSessionId, isLive, isStale, touchIfStale } from '@server/services/sessions.ts';
import { storeTimeOver } from './pass-service.ts';

type Db = Kysely<Database>;
const PAGE = QUIZ_LIMITS.resultsPage;

export interface ResultsQuery {
  quizId: number;
  sort: 'date' | 'score';
  page?: number;
  after?: number;
}

/**
 * `quiz-results`: who may see them, 50 a page by date
 * (newest first) or score. An anonymous quiz, and a result given to one, answers no one's identity; registration answers
 * go to the owner alone. The page is picked on its own index before the profiles are joined,
 * and `after` (the last result id the reader has) reads on from there in the same order.
 *
 * One small statement reads the reader's session, the quiz's visibility, who may see its
 * results and the results' version (401 for a session id that is no longer live, 404 for a
 * quiz the reader may not see); the answer is then the one kept for what this reader may see
 * (server/db/answer-cache.ts, RESULTS_READS), else one more statement builds the page,
 * the count and (for the owner) the per-question figures as JSON text in PostgreSQL (the four
 * queries it was cost ~4× the server CPU: tests/bench/quiz-bench.ts).
 */
/** What a quiz's results read: the results, the quiz (anonymity, who may see them), its post and the people. */
export const RESULTS_READS: KeptReads = { scope: 'quiz_results', reads: ['quiz_results', 'quiz', 'posts', 'profiles'] };

export async function readResults(
  db: Db,
  sessionId: string | undefined,
  query: ResultsQuery,
  again = false,
): Promise<KeptText> {
  // Without a session id the reader is nobody; with one, its person (an anonymous session: nobody).
  const reader = sessionId
    ? sql`select p.id as profile_id, coalesce(p.roles, '{}') as roles, ${isStale('s')} as stale
        from sessions s left join profiles p on s.is_auth and p.user_id = s.user_id
        where s.id_hash = ${hashSessionId(sessionId)} and ${isLive('s')}`
    : sql`select null::bigint as profile_id, '{}'::text[] as roles, false as stale`;
  const { rows } = await sql<Access>`
    with reader as (${reader}), quiz as (${quizAccess(query.quizId)})
    select exists (select 1 from reader) as live, (select stale from reader) as stale,
      (select profile_id from reader) as profile_id, (select roles from reader) as roles,
      (select visible from quiz) as visible, (select is_owner from quiz) as is_owner, (select can_view from quiz) as can_view,
      ${timedOut} as timed_out, ${answerVersionSql(RESULTS_READS.reads)} as version`.execute(db);
  const access = rows[0];
  if (sessionId && !access.live) throw noSession();
  if (sessionId) touchIfStale(db, sessionId, access.stale);
  if (!access.visible) throw new HttpError('quiz_not_found');
  // One-time attempts whose time ran out are results before anyone reads them, so the list is complete.
  if (access.can_view && access.timed_out && !again) {
    await db.transaction().execute((trx) => storeTimeOver(trx, query.quizId, null));
    return readResults(db, sessionId, query, true);
  }
  // The answer differs only by what the reader may see: kept per quiz, page and that.
  const key = `${query.quizId} ${query.sort} ${query.page ?? 1} ${query.after ?? ''} ${access.is_owner} ${access.can_view}`;
  return keptAnswer(db, RESULTS_READS, key, () => makeResults(db, access, query), access.version);
}

interface Access {
  live: boolean;
  stale: boolean | null;
  profile_id: number | null;
  roles: string[] | null;
  visible: boolean | null;
  is_owner: boolean | null;
  can_view: boolean | null;
  timed_out: boolean | null;
  version: string;
}

/** Whether the one-time quiz (the `quiz` CTE) has an attempt of someone but its owner whose time ran out unstored. */
const timedOut = sql`(
  select q.is_one_time and exists (
    select 1 from quiz_attempts a
    where a.quiz_id = q.id and a.finished_at is null and a.profile_id <> q.owner_profile_id
      and now() > a.deadline + make_interval(secs => ${SUBMIT_GRACE_SECONDS}))
  from quiz q)`;

/** The quiz as `reader` (a CTE) sees it: whether it is visible to them, theirs, and whether they may see its results. */
const quizAccess = (quizId: number) => sql`
  select q.id, q.is_anonymous, q.content, q.is_one_time, po.profile_id as owner_profile_id,
    po.profile_id = r.profile_id is true as is_owner,
    (po.status = 'published' and not po.is_archived) or po.profile_id = r.profile_id is true as visible,
    po.profile_id = r.profile_id is true or q.results_visible = 'all'
      or (q.results_visible = 'partners' and 'partner' = any(r.roles)) as can_view
  from quiz q join posts po on po.id = q.post_id, reader r
  where q.id = ${quizId}`;

/** The page, the count and the owner's figures, for a reader `readResults` let in. */
async function makeResults(db: Db, access: Access, query: ResultsQuery): Promise<string> {
  const byScore = query.sort === 'score';
  const order = sql.raw(byScore ? 'result desc, created_at desc, id desc' : 'created_at desc, id desc');
  const orderPage = sql.raw(
    byScore ? 'pg.result desc, pg.created_at desc, pg.id desc' : 'pg.created_at desc, pg.id desc',
  );
  const first = query.after === undefined && (query.page ?? 1) === 1;
  const after =
    query.after === undefined
      ? sql``
      : byScore
        ? sql`and (result, created_at, id) < (select x.result, x.created_at, x.id from quiz_results x where x.id = ${query.after})`
        : sql`and (created_at, id) < (select x.created_at, x.id from quiz_results x where x.id = ${query.after})`;
  const offset = query.after === undefined && query.page && query.page > 1 ? (query.page - 1) * PAGE : 0;
  const reader = sql`select ${access.profile_id}::bigint as profile_id, ${access.roles ?? []}::text[] as roles`;

  const { rows } = await sql<{ j: string }>`
    with reader as (${reader}),
    quiz as (${quizAccess(query.quizId)}),
    shown as (select * from quiz where visible and can_view),
    -- The page from the index alone (a deep page skips index entries, not rows); each row and its
    -- person are then read by primary key.
    page as (
      select id, result, created_at from quiz_results
      where quiz_id = (select id from shown) and not is_archived ${after}
      order by ${order} limit ${PAGE} offset ${offset}
    )
    select json_build_object(
        'canViewResults', exists (select 1 from shown),
        'results', coalesce((
          select json_agg((
            select json_build_object(
              'id', r.id, 'quiz_id', r.quiz_id, 'result', r.result, 'correct', r.correct, 'total', r.total,
              'created_at', ${isoText('r.created_at')}, 'is_archived', r.is_archived, 'time_over', r.is_time_over,
              -- A result given anonymously never shows its person, whatever the quiz became.
              'profile', case when not s.is_anonymous and not r.is_anonymous then (
                select json_build_object('id', p.id, 'name', p.name, 'username', p.username, 'avatar', p.avatar) from profiles p where p.id = r.profile_id) end,
              'registration', case when s.is_owner then r.registration end)
            from quiz_results r where r.id = pg.id
          ) order by ${orderPage})
          from page pg, shown s), '[]'),
        -- Counted on the first page; later pages keep the number the reader has.
        'total', case when not exists (select 1 from shown) then 0
          when ${first} then (select count(*) from quiz_results where quiz_id = (select id from shown) and not is_archived) end,
        'questionStats', case when ${first} and (select is_owner from shown) then (
          select coalesce(json_agg(json_build_object('questionId', c.value ->> 'id', 'correct', coalesce(st.correct, 0)) order by c.ord), '[]')
          from shown, jsonb_array_elements(shown.content) with ordinality c(value, ord)
          left join (
            select a ->> 'questionId' as question_id, count(*) filter (where (a ->> 'isCorrect')::boolean)::int as correct
            from quiz_results r, jsonb_array_elements(r.answers) a
            where r.quiz_id = (select id from shown) and not r.is_archived group by 1
          ) st on st.question_id = c.value ->> 'id') end
      )::text as j`.execute(db);
  return rows[0].j;
}
