import { type Kysely, sql } from 'kysely';

/**
 * The search's text indexes (issue 36 §2). Tasks and posts are found by the same Russian
 * full-text match as the career board and the directory (whose `jobs.search` and
 * `profiles.search` columns and GIN indexes this search reads as they are).
 *
 * Expression indexes, not stored generated columns: adding a stored column rewrites the whole
 * `tasks` table under an ACCESS EXCLUSIVE lock, while an index over the expression is built
 * beside the table. The queries repeat the expressions exactly (server/features/search/
 * search-sql.ts, TASK_TEXT and POST_TEXT), or PostgreSQL cannot use the indexes.
 *
 * On PostgreSQL the indexes are built CONCURRENTLY, so writers to `tasks` and `posts` keep
 * going while they build; CONCURRENTLY cannot run in a transaction, so this migration is listed
 * in OUTSIDE_TRANSACTION (migrations/index.ts) and server/db/migrate.ts runs it on its own,
 * without one. A build that was interrupted leaves an INVALID index behind: it is dropped and
 * built again. PGlite (one process, no other writers) builds them plainly.
 */
const INDEXES = [
  {
    name: 'tasks_search_idx',
    definition: sql`tasks using gin (to_tsvector('russian'::regconfig, title || ' ' || coalesce(description, ''))) where archived_at is null`,
  },
  {
    name: 'posts_search_idx',
    definition: sql`posts using gin (to_tsvector('russian'::regconfig, title || ' ' || coalesce(preview_text, '') || ' ' || coalesce(content_text, ''))) where not is_archived`,
  },
];

async function isPglite(db: Kysely<any>): Promise<boolean> {
  // PGlite reports itself in version(); a real server never does.
  const r = await sql<{ v: string }>`select version() as v`.execute(db);
  return /pglite|emscripten|wasm/i.test(r.rows[0]?.v ?? '');
}

export async function up(db: Kysely<any>): Promise<void> {
  const concurrently = (await isPglite(db)) ? sql`` : sql`concurrently`;
  for (const ix of INDEXES) {
    const invalid = await sql<{ invalid: boolean }>`
      select not i.indisvalid as invalid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = ${ix.name} and c.relnamespace = current_schema()::regnamespace`.execute(db);
    if (invalid.rows[0]?.invalid) await sql`drop index ${concurrently} if exists ${sql.id(ix.name)}`.execute(db);
    await sql`create index ${concurrently} if not exists ${sql.id(ix.name)} on ${ix.definition}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const concurrently = (await isPglite(db)) ? sql`` : sql`concurrently`;
  for (const ix of INDEXES) await sql`drop index ${concurrently} if exists ${sql.id(ix.name)}`.execute(db);
}
