import { type Kysely, sql } from 'kysely';

/**
 * What a quiz's results and changes may tell about who answered it:
 * - `quiz_results.is_anonymous`: the result was given to an anonymous quiz, and never shows its
 *   person, whatever the quiz becomes; results of quizzes anonymous now are marked so.
 * - `quiz_results.is_time_over`: a one-time attempt whose time ran out, stored as a zero result
 *   so it counts as the person's one attempt.
 * - `quiz_attempts.one_time_key`: the participant's profile id on a one-time quiz (as on
 *   `quiz_results`), unique among open attempts, so a second start resumes the running attempt
 *   instead of winding its clock back.
 * - the quiz's change carries whether its post is public and who wrote it, so the live stream
 *   tells a draft's quiz to its author alone without a query per change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quiz_results add column is_anonymous boolean not null default false`.execute(db);
  await sql`update quiz_results r set is_anonymous = true from quiz q where q.id = r.quiz_id and q.is_anonymous`.execute(
    db,
  );
  await sql`alter table quiz_results add column is_time_over boolean not null default false`.execute(db);

  await sql`alter table quiz_attempts add column one_time_key integer`.execute(db);
  await sql`create unique index quiz_attempts_one_open on quiz_attempts (quiz_id, one_time_key) where finished_at is null`.execute(
    db,
  );

  await sql`
    create function quiz_notify_change() returns trigger language plpgsql as $$
    declare
      rec quiz;
      is_public boolean;
      author integer;
    begin
      if tg_op = 'DELETE' then rec := old; else rec := new; end if;
      select p.status = 'published' and not p.is_archived, a.user_id
        into is_public, author
        from posts p join profiles a on a.id = p.profile_id where p.id = rec.post_id;
      perform pg_notify('changes', jsonb_build_object(
        'table', tg_table_name, 'op', lower(tg_op), 'id', rec.id, 'post_id', rec.post_id,
        'post_public', coalesce(is_public, false), 'author_user_id', author)::text);
      return null;
    end;
    $$`.execute(db);
  await sql`drop trigger quiz_notify on quiz`.execute(db);
  await sql`create trigger quiz_notify after insert or update or delete on quiz
    for each row execute function quiz_notify_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger quiz_notify on quiz`.execute(db);
  await sql`create trigger quiz_notify after insert or update or delete on quiz
    for each row execute function notify_change('post_id')`.execute(db);
  await sql`drop function quiz_notify_change()`.execute(db);
  await sql`drop index quiz_attempts_one_open`.execute(db);
  await sql`alter table quiz_attempts drop column one_time_key`.execute(db);
  await sql`alter table quiz_results drop column is_time_over`.execute(db);
  await sql`alter table quiz_results drop column is_anonymous`.execute(db);
}
