import { type Kysely, sql } from 'kysely';

/**
 * Jobs (a vacancy on a post, or a person's resume), events on posts, Russia's regions and a
 * profile's region, for posts' job and event blocks and the career board's two lists.
 * - A resume has no post and a profile has at most one (a partial unique index); a post carries
 *   at most one job and one event (unique post_id).
 * - The career board lists `listed` jobs: every resume, and vacancies whose post is published
 *   and not archived, kept by triggers as posts.in_feed is; salary bounds, currency and period
 *   are generated columns the filters read, and `search` is a Russian full-text vector (its
 *   configuration stems Latin words as English), all indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('regions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_top', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('region_selected')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('profile'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('region_selected_pkey', ['profile_id', 'type'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('post_id', 'integer', (c) => c.unique().references('posts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('vacancy', 'resume')`))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('work_status', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('work_type', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('work_format', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // { amount, period, currency } or { range: { from, to }, period, currency }
    .addColumn('salary', 'jsonb')
    .addColumn('salary_min', 'integer', (c) =>
      c.generatedAlwaysAs(sql`coalesce((salary ->> 'amount')::int, (salary -> 'range' ->> 'from')::int)`).stored(),
    )
    .addColumn('salary_max', 'integer', (c) =>
      c.generatedAlwaysAs(sql`coalesce((salary ->> 'amount')::int, (salary -> 'range' ->> 'to')::int)`).stored(),
    )
    .addColumn('salary_currency', 'text', (c) => c.generatedAlwaysAs(sql`salary ->> 'currency'`).stored())
    .addColumn('salary_period', 'text', (c) => c.generatedAlwaysAs(sql`salary ->> 'period'`).stored())
    .addColumn('search', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('russian'::regconfig, title || ' ' || description)`).stored(),
    )
    .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('jobs_vacancy_has_post', sql`(type = 'vacancy') = (post_id is not null)`)
    .execute();
  await sql`create unique index jobs_one_resume on jobs (profile_id) where type = 'resume'`.execute(db);
  await sql`create index jobs_listed_idx on jobs (type, created_at desc, id desc) where listed`.execute(db);
  await sql`create index jobs_search_idx on jobs using gin (search)`.execute(db);
  await sql`create index jobs_format_idx on jobs using gin (work_format)`.execute(db);

  await sql`
    create or replace function jobs_listed() returns trigger language plpgsql as $$
    begin
      new.listed := new.type = 'resume' or exists (
        select 1 from posts p where p.id = new.post_id and p.status = 'published' and not p.is_archived);
      return new;
    end;
    $$`.execute(db);
  await sql`create trigger jobs_listed before insert or update on jobs for each row execute function jobs_listed()`.execute(
    db,
  );
  await sql`
    create or replace function posts_jobs_listed() returns trigger language plpgsql as $$
    begin
      if (old.status, old.is_archived) is distinct from (new.status, new.is_archived) then
        update jobs set listed = listed where post_id = new.id; -- jobs_listed recomputes it
      end if;
      return null;
    end;
    $$`.execute(db);
  await sql`create trigger posts_jobs_listed after update of status, is_archived on posts
    for each row execute function posts_jobs_listed()`.execute(db);

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('post_id', 'integer', (c) => c.notNull().unique().references('posts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date', 'timestamptz')
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('other')
        .check(sql`type in ('conference', 'forum', 'webinar', 'workshop', 'meetup', 'training', 'seminar', 'other')`),
    )
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_offline', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('link', 'text')
    .addColumn('cover', 'text')
    .addColumn('region_id', 'integer', (c) => c.references('regions.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('events_end_after_start', sql`end_date is null or end_date >= start_date`)
    .addCheckConstraint('events_offline_location', sql`not is_offline or location is not null`)
    .execute();

  await sql`create trigger jobs_notify after insert or update or delete on jobs
    for each row execute function notify_change('post_id', 'type', 'profile_id')`.execute(db);
  await sql`create trigger events_notify after insert or update or delete on events
    for each row execute function notify_change('post_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists posts_jobs_listed on posts`.execute(db);
  await sql`drop function if exists posts_jobs_listed()`.execute(db);
  for (const t of ['events', 'jobs', 'region_selected', 'regions']) await db.schema.dropTable(t).ifExists().execute();
  await sql`drop function if exists jobs_listed()`.execute(db);
}
