import { type Kysely, sql } from 'kysely';
import { QUIZ_LIMITS } from '../../../shared/quiz/rules.ts';
import type { QuizResult } from '../../../shared/schemas/quiz.ts';
import type { Database } from '../../db/schema.ts';
import { canViewResults, type QuizReader, visibleQuiz } from './quiz-access.ts';

type Db = Kysely<Database>;
const PAGE = QUIZ_LIMITS.resultsPage;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

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
 */
export async function readResults(db: Db, reader: () => Promise<QuizReader>, query: ResultsQuery) {
  const who = await reader();
  const q = await visibleQuiz(db, query.quizId, async () => who);
  if (!canViewResults(q, who)) return { canViewResults: false, results: [], total: 0, questionStats: null };
  const isOwner = who.profileId === q.owner_id;

  let pick = db.selectFrom('quiz_results').selectAll().where('quiz_id', '=', q.id).where('is_archived', '=', false).limit(PAGE);
  pick = query.sort === 'score'
    ? pick.orderBy('result', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc')
    : pick.orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (query.after !== undefined) {
    pick = pick.where(
      query.sort === 'score'
        ? sql<boolean>`(result, created_at, id) < (select x.result, x.created_at, x.id from quiz_results x where x.id = ${query.after})`
        : sql<boolean>`(created_at, id) < (select x.created_at, x.id from quiz_results x where x.id = ${query.after})`,
    );
  } else if (query.page && query.page > 1) pick = pick.offset((query.page - 1) * PAGE);

  let rows = db
    .selectFrom(pick.as('r'))
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .select(['r.id', 'r.quiz_id', 'r.result', 'r.correct', 'r.total', 'r.created_at', 'r.is_archived', 'r.registration', 'p.id as pid', 'p.name', 'p.username', 'p.avatar']);
  rows = query.sort === 'score' ? rows.orderBy('r.result', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc') : rows.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');

  const first = query.after === undefined && (query.page ?? 1) === 1;
  const [list, count, stats] = await Promise.all([
    rows.execute(),
    first
      ? db.selectFrom('quiz_results').select((eb) => eb.fn.countAll<number>().as('n')).where('quiz_id', '=', q.id).where('is_archived', '=', false).executeTakeFirstOrThrow()
      : Promise.resolve(null),
    first && isOwner
      ? sql<{ question_id: string; correct: number }>`
          select a ->> 'questionId' as question_id, count(*) filter (where (a ->> 'isCorrect')::boolean)::int as correct
          from quiz_results r, jsonb_array_elements(r.answers) a
          where r.quiz_id = ${q.id} and not r.is_archived group by 1`.execute(db)
      : Promise.resolve(null),
  ]);

  const results: QuizResult[] = list.map((r) => ({
    id: r.id,
    quiz_id: r.quiz_id,
    result: r.result,
    correct: r.correct,
    total: r.total,
    created_at: iso(r.created_at),
    is_archived: r.is_archived,
    profile: q.is_anonymous ? null : { id: r.pid, name: r.name, username: r.username, avatar: r.avatar },
    registration: isOwner ? r.registration : null,
  }));
  const byQuestion = new Map((stats?.rows ?? []).map((s) => [s.question_id, Number(s.correct)]));
  return {
    canViewResults: true,
    results,
    // Counted on the first page; later pages keep the number the reader has.
    total: count ? Number(count.n) : null,
    questionStats: stats ? q.content.map((x) => ({ questionId: x.id, correct: byQuestion.get(x.id) ?? 0 })) : null,
  };
}
