import { type Kysely, sql } from 'kysely';

/**
 * The planner as a calendar subscription: an address a calendar app fetches the person's tasks from.
 *
 * `calendar_feeds`: one feed per person. The address's token is never stored: only its
 * SHA-256 (`token_hash`, what a fetch is looked up by) and the random `salt` the server makes
 * the token from under its secret (server/features/calendar/feed-service.ts), so Settings can show the
 * address again while the table alone gives none away. A new salt is a new address, and the
 * old one stops working at once.
 *
 * Kept answers (server/db/answer-cache.ts): the scope `calendar` moves on with every
 * statement writing a table the feed is read from: the tasks, their projects and spaces,
 * memberships (who sees what) and the select options (a done task's ✓).
 */
const CALENDAR_TABLES = ['tasks', 'projects', 'spaces', 'members', 'property_options'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table calendar_feeds (
    user_id integer primary key references users (id) on delete cascade,
    salt text not null,
    token_hash text not null unique,
    scope text not null default 'mine' check (scope in ('mine', 'all')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`insert into answer_versions (scope) values ('calendar')`.execute(db);
  for (const table of CALENDAR_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_answer_versions_calendar`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function answer_versions_bump('calendar')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CALENDAR_TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_answer_versions_calendar`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`delete from answer_versions where scope = 'calendar'`.execute(db);
  await sql`drop table if exists calendar_feeds`.execute(db);
}
