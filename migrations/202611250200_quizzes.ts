import { type Kysely, sql } from 'kysely';

/**
 * Quizzes on posts, their attempts and results. The server is
 * the judge, and the database holds its rules where a check-then-insert could race:
 * - one quiz per post (unique post_id);
 * - one result per person on a one-time quiz: `one_time_key` is the participant's profile id
 *   when the quiz was one-time for them (null for the owner's retries and other quizzes),
 *   unique with the quiz, so two devices submitting at once store one result;
 * - an attempt is finished once (`finished_at` set by the submission that stores its result).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quiz')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('post_id', 'integer', (c) => c.notNull().unique().references('posts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // [{ id, number, question, explanation, options: [{ id, option, is_correct }] }]
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('passed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_anonymous', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_time_limit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_limit', 'integer', (c) => c.check(sql`time_limit between 1 and 1000`))
    .addColumn('results_visible', 'text', (c) =>
      c
        .notNull()
        .defaultTo('owner')
        .check(sql`results_visible in ('owner', 'partners', 'all')`),
    )
    .addColumn('is_paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_one_time', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_answers_visible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_registration', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('registration', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('quiz_time_limit_when_timed', sql`not is_time_limit or time_limit is not null`)
    .addCheckConstraint('quiz_anonymous_not_one_time', sql`not (is_anonymous and is_one_time)`)
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quiz.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deadline', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index quiz_attempts_open_idx on quiz_attempts (quiz_id, profile_id, started_at desc) where finished_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('quiz_results')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quiz.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (c) => c.unique().references('quiz_attempts.id').onDelete('set null'))
    .addColumn('one_time_key', 'integer')
    // the score: correct / total × 100, rounded
    .addColumn('result', 'integer', (c) => c.notNull().check(sql`result between 0 and 100`))
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // [{ questionId, selectedOptionId, isCorrect }], scored by the server
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('registration', 'jsonb')
    .addColumn('is_archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quiz_results_one_time', ['quiz_id', 'one_time_key'])
    .execute();
  await sql`create index quiz_results_date_idx on quiz_results (quiz_id, created_at desc, id desc) where not is_archived`.execute(
    db,
  );
  await sql`create index quiz_results_score_idx on quiz_results (quiz_id, result desc, created_at desc, id desc) where not is_archived`.execute(
    db,
  );
  await sql`create index quiz_results_profile_idx on quiz_results (profile_id, quiz_id)`.execute(db);

  await sql`create trigger quiz_notify after insert or update or delete on quiz
    for each row execute function notify_change('post_id')`.execute(db);
  await sql`create trigger quiz_results_notify after insert or update on quiz_results
    for each row execute function notify_change('quiz_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quiz_results').ifExists().execute();
  await db.schema.dropTable('quiz_attempts').ifExists().execute();
  await db.schema.dropTable('quiz').ifExists().execute();
}
