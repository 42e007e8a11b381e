import { type Kysely, sql } from 'kysely';

/**
 * A project's tasks newest first: the search reads a common word's tasks along this
 * index, project by project, and stops at the few it answers, where the text index would hand it
 * every task holding the word (server/features/search/search-service.ts, tests/bench/search-bench.ts). Listed in
 * OUTSIDE_TRANSACTION (migrations/index.ts): on PostgreSQL the index is built CONCURRENTLY, so
 * writes to `tasks` go on while it builds; an interrupted build leaves an INVALID index, which
 * is dropped and built again. PGlite (one process, no other writers) builds it plainly.
 */
const INDEX = 'tasks_project_recent_idx';

async function isPglite(db: Kysely<any>): Promise<boolean> {
  // PGlite names itself in version(); a PostgreSQL server never does.
  const r = await sql<{ v: string }>`select version() as v`.execute(db);
  return /pglite/i.test(r.rows[0]?.v ?? '');
}

export async function up(db: Kysely<any>): Promise<void> {
  const concurrently = (await isPglite(db)) ? sql`` : sql`concurrently`;
  const invalid = await sql<{ invalid: boolean }>`
    select not i.indisvalid as invalid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${INDEX} and c.relnamespace = current_schema()::regnamespace`.execute(db);
  if (invalid.rows[0]?.invalid) await sql`drop index ${concurrently} if exists ${sql.id(INDEX)}`.execute(db);
  await sql`create index ${concurrently} if not exists ${sql.id(INDEX)}
    on tasks (project_id, updated_at desc, id desc) where archived_at is null`.execute(db);
}

// A plain drop: going down runs in the Migrator's transaction with the migrations after it,
// where CONCURRENTLY is refused (as 202611261101_search_indexes.ts).
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists ${sql.id(INDEX)}`.execute(db);
}
