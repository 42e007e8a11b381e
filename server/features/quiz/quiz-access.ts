import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';

type Db = Kysely<Database>;

/** Who reads or acts: a signed-in person's profile and roles, or nobody (anonymous). */
export interface QuizReader {
  profileId: number | null;
  roles: string[];
}

/**
 * The quiz's columns the calls read, named rather than `q.*`: a named statement's answer must keep
 * its columns when a migration adds one (db/prepared-statements.ts).
 */
const QUIZ_COLUMNS = [
  'q.id',
  'q.post_id',
  'q.title',
  'q.description',
  'q.content',
  'q.passed_count',
  'q.is_anonymous',
  'q.is_time_limit',
  'q.time_limit',
  'q.results_visible',
  'q.is_paused',
  'q.is_one_time',
  'q.is_answers_visible',
  'q.is_registration',
  'q.registration',
  'q.created_at',
  'q.updated_at',
] as const;

/** A quiz with the state of its post, for the checks every call makes. */
export async function quizWithPost(db: Db, quizId: number, lock = false) {
  let q = db
    .selectFrom('quiz as q')
    .innerJoin('posts as p', 'p.id', 'q.post_id')
    .select(QUIZ_COLUMNS)
    .select(['p.profile_id as owner_id', 'p.status as post_status', 'p.is_archived as post_archived'])
    .where('q.id', '=', quizId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}
export type QuizRow = NonNullable<Awaited<ReturnType<typeof quizWithPost>>>;

const postIsPublic = (q: { post_status: string; post_archived: boolean }) =>
  q.post_status === 'published' && !q.post_archived;

/** The quiz as `reader` may see it: 404 when there is none, or its post is someone else's draft or archived. */
export async function visibleQuiz(
  db: Db,
  quizId: number,
  reader: () => Promise<QuizReader>,
  lock = false,
): Promise<QuizRow> {
  const q = await quizWithPost(db, quizId, lock);
  if (!q || (!postIsPublic(q) && q.owner_id !== (await reader()).profileId)) throw new HttpError('quiz_not_found');
  return q;
}

/** The quiz for its post's author to change: 404 as above, 403 for someone else's. */
export async function ownQuiz(db: Db, quizId: number, profileId: number): Promise<QuizRow> {
  const q = await visibleQuiz(db, quizId, async () => ({ profileId, roles: [] }), true);
  if (q.owner_id !== profileId) throw new HttpError('not_quiz_owner');
  return q;
}

/** The post a quiz is written on, for its author: 404 when invisible to them, 403 when someone else's. */
export async function ownPostForQuiz(db: Db, postId: number, profileId: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'profile_id', 'status', 'is_archived'])
    .where('id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
  if (!post || (!(post.status === 'published' && !post.is_archived) && post.profile_id !== profileId))
    throw new HttpError('post_not_found');
  if (post.profile_id !== profileId) throw new HttpError('not_quiz_owner');
  return post;
}

/** Results visibility: the owner; anyone when `all`; partners when `partners`. */
export function canViewResults(q: Pick<QuizRow, 'owner_id' | 'results_visible'>, reader: QuizReader): boolean {
  if (reader.profileId !== null && reader.profileId === q.owner_id) return true;
  if (q.results_visible === 'all') return true;
  return q.results_visible === 'partners' && reader.roles.includes('partner');
}

/** The published, non-archived post a quiz sits on, for a `quiz_<id>` deep link; none for any other quiz. */
export function publicPostOfQuiz(db: Kysely<Database>, quizId: number): Promise<{ url: string } | undefined> {
  return db
    .selectFrom('quiz as q')
    .innerJoin('posts as p', 'p.id', 'q.post_id')
    .select('p.url')
    .where('q.id', '=', quizId)
    .where('p.status', '=', 'published')
    .where('p.is_archived', '=', false)
    .executeTakeFirst();
}
