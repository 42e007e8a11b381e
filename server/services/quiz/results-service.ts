import { type Kysely, sql } from 'kysely';
import { QUIZ_LIMITS } from '../../../shared/quiz/rules.ts';
import { isoText } from '../../db/json-sql.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, noSession } from '../../http/errors.ts';
import { hashSessionId, isLive, isStale, touchIfStale } from '../sessions.ts';

type Db = Kysely<Database>;
const PAGE = QUIZ_LIMITS.resultsPage;

export interface ResultsQuery {
  quizId: number;
  sort: 'date' | 'score';
  page?: number;
  after?: number;
}

/**
 * `quiz-results` (spec community §2 Results table, §6): who may see them, 50 a page by date
 * (newest first) or score. An anonymous quiz answers no one's identity; registration answers
 * go to the owner alone. The page is picked on its own index before the profiles are joined,
 * and `after` (the last result id the reader has) reads on from there in the same order.
 *
 * One statement, one round trip: the reader's session, the quiz's visibility and who may see
 * its results, the page, the count and (for the owner) the per-question figures, answered as
 * JSON text built by PostgreSQL (the four queries it was cost ~4× the server CPU: the note of
 * issues 12–14, tests/bench/quiz-bench.ts). 401 for a session id that is no longer live, 404
 * for a quiz the reader may not see.
 */
export async function readResults(db: Db, sessionId: string | undefined, query: ResultsQuery): Promise<string> {
  const byScore = query.sort === 'score';
  const order = sql.raw(byScore ? 'result desc, created_at desc, id desc' : 'created_at desc, id desc');
  const orderPage = sql.raw(byScore ? 'pg.result desc, pg.created_at desc, pg.id desc' : 'pg.created_at desc, pg.id desc');
  const first = query.after === undefined && (query.page ?? 1) === 1;
  const after =
    query.after === undefined
      ? sql``
      : byScore
        ? sql`and (result, created_at, id) < (select x.result, x.created_at, x.id from quiz_results x where x.id = ${query.after})`
        : sql`and (created_at, id) < (select x.created_at, x.id from quiz_results x where x.id = ${query.after})`;
  const offset = query.after === undefined && query.page && query.page > 1 ? (query.page - 1) * PAGE : 0;
  // Without a session id the reader is nobody; with one, its person (an anonymous session: nobody).
  const reader = sessionId
    ? sql`select p.id as profile_id, coalesce(p.roles, '{}') as roles, ${isStale('s')} as stale
        from sessions s left join profiles p on s.is_auth and p.user_id = s.user_id
        where s.id_hash = ${hashSessionId(sessionId)} and ${isLive('s')}`
    : sql`select null::bigint as profile_id, '{}'::text[] as roles, false as stale`;

  const { rows } = await sql<{ live: boolean; stale: boolean | null; visible: boolean | null; j: string }>`
    with reader as (${reader}),
    quiz as (
      select q.id, q.is_anonymous, q.content, po.profile_id = r.profile_id is true as is_owner,
        (po.status = 'published' and not po.is_archived) or po.profile_id = r.profile_id is true as visible,
        po.profile_id = r.profile_id is true or q.results_visible = 'all'
          or (q.results_visible = 'partners' and 'partner' = any(r.roles)) as can_view
      from quiz q join posts po on po.id = q.post_id, reader r
      where q.id = ${query.quizId}
    ),
    shown as (select * from quiz where visible and can_view),
    -- The page from the index alone (a deep page skips index entries, not rows); each row and its
    -- person are then read by primary key.
    page as (
      select id, result, created_at from quiz_results
      where quiz_id = (select id from shown) and not is_archived ${after}
      order by ${order} limit ${PAGE} offset ${offset}
    )
    select exists (select 1 from reader) as live, (select stale from reader) as stale, (select visible from quiz) as visible,
      json_build_object(
        'canViewResults', exists (select 1 from shown),
        'results', coalesce((
          select json_agg((
            select json_build_object(
              'id', r.id, 'quiz_id', r.quiz_id, 'result', r.result, 'correct', r.correct, 'total', r.total,
              'created_at', ${isoText('r.created_at')}, 'is_archived', r.is_archived,
              'profile', case when not s.is_anonymous then (
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
  const row = rows[0];
  if (sessionId && !row.live) throw noSession();
  if (sessionId) touchIfStale(db, sessionId, row.stale);
  if (!row.visible) throw new HttpError('quiz_not_found');
  return row.j;
}
