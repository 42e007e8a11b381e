import { type Kysely, sql } from 'kysely';

/**
 * The search's text of tasks and posts, kept in a `search` column: the title's
 * words weighted A, the rest B, so one stored vector answers both "does it match" and "does
 * its title match" (the ranking: a query of `word:*A`), and no search recomputes to_tsvector
 * row by row (tests/bench/search-bench.ts: that cost ~50 µs a task).
 *
 * People and jobs keep the vector of their name or title alone (`profiles.name_search`,
 * `jobs.title_search`) for the same ranking, beside the `search` columns they are matched on.
 *
 * Not a generated column: adding a stored one rewrites the whole `tasks` table under an ACCESS
 * EXCLUSIVE lock. A nullable column with no default is added at once; a trigger fills it for
 * every new or edited row; the existing rows are filled in batches, and the indexes built
 * CONCURRENTLY, by 202611261101_search_indexes.ts, outside any transaction. Until then a row
 * with no vector yet is simply not found.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks add column search tsvector`.execute(db);
  await sql`alter table posts add column search tsvector`.execute(db);
  await sql`
    create or replace function tasks_search() returns trigger language plpgsql as $$
    begin
      new.search := setweight(to_tsvector('russian'::regconfig, new.title), 'A')
        || setweight(to_tsvector('russian'::regconfig, coalesce(new.description, '')), 'B');
      return new;
    end $$`.execute(db);
  await sql`create trigger tasks_search before insert or update of title, description on tasks
    for each row execute function tasks_search()`.execute(db);
  await sql`
    create or replace function posts_search() returns trigger language plpgsql as $$
    begin
      new.search := setweight(to_tsvector('russian'::regconfig, new.title), 'A')
        || setweight(to_tsvector('russian'::regconfig, coalesce(new.preview_text, '') || ' ' || coalesce(new.content_text, '')), 'B');
      return new;
    end $$`.execute(db);
  await sql`create trigger posts_search before insert or update of title, preview_text, content_text on posts
    for each row execute function posts_search()`.execute(db);
  // People and jobs are matched on their own `search` columns (the directory's and the career
  // board's); these hold the name's and the title's words alone, for the title-first ranking.
  await sql`alter table profiles add column name_search tsvector`.execute(db);
  await sql`alter table jobs add column title_search tsvector`.execute(db);
  await sql`
    create or replace function profiles_name_search() returns trigger language plpgsql as $$
    begin
      new.name_search := to_tsvector('russian'::regconfig, new.name);
      return new;
    end $$`.execute(db);
  await sql`create trigger profiles_name_search before insert or update of name on profiles
    for each row execute function profiles_name_search()`.execute(db);
  await sql`
    create or replace function jobs_title_search() returns trigger language plpgsql as $$
    begin
      new.title_search := to_tsvector('russian'::regconfig, new.title);
      return new;
    end $$`.execute(db);
  await sql`create trigger jobs_title_search before insert or update of title on jobs
    for each row execute function jobs_title_search()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists jobs_title_search on jobs`.execute(db);
  await sql`drop function if exists jobs_title_search()`.execute(db);
  await sql`drop trigger if exists profiles_name_search on profiles`.execute(db);
  await sql`drop function if exists profiles_name_search()`.execute(db);
  await sql`alter table jobs drop column if exists title_search`.execute(db);
  await sql`alter table profiles drop column if exists name_search`.execute(db);
  await sql`drop trigger if exists posts_search on posts`.execute(db);
  await sql`drop function if exists posts_search()`.execute(db);
  await sql`drop trigger if exists tasks_search on tasks`.execute(db);
  await sql`drop function if exists tasks_search()`.execute(db);
  await sql`alter table posts drop column if exists search`.execute(db);
  await sql`alter table tasks drop column if exists search`.execute(db);
}
