import { type Kysely, sql } from 'kysely';

/**
 * The search's vectors for the rows that existed before 202611261100_search_columns.ts, and its
 * indexes, without locking `tasks` or `posts` for long. Listed in
 * OUTSIDE_TRANSACTION (migrations/index.ts): server/db/migrate.ts runs it with no transaction
 * around it, so
 *
 * - the rows are filled in batches of BATCH ids, each its own statement and commit: a writer
 *   waits at most for one batch's rows, never for the table (the trigger of 202611261100 fills
 *   rows written meanwhile; `search is null` skips what is done, so a stopped run resumes);
 * - on PostgreSQL the GIN indexes are built CONCURRENTLY (writes go on while they build); an
 *   interrupted build leaves an INVALID index, which is dropped and built again. PGlite (one
 *   process, no other writers) builds them plainly.
 *
 * Filling does not touch `updated_at`, so no task's live event fires for it.
 */
const BATCH = 5_000;

/** The vectors to fill; `index` (on `search`) where the search reads the table by it. */
const TABLES: {
  table: string;
  column: string;
  vector: ReturnType<typeof sql>;
  index?: string;
  where?: ReturnType<typeof sql>;
}[] = [
  {
    table: 'tasks',
    column: 'search',
    vector: sql`setweight(to_tsvector('russian'::regconfig, title), 'A')
      || setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'B')`,
    index: 'tasks_search_idx',
    where: sql`archived_at is null`,
  },
  {
    table: 'posts',
    column: 'search',
    vector: sql`setweight(to_tsvector('russian'::regconfig, title), 'A')
      || setweight(to_tsvector('russian'::regconfig, coalesce(preview_text, '') || ' ' || coalesce(content_text, '')), 'B')`,
    index: 'posts_search_idx',
    where: sql`not is_archived`,
  },
  { table: 'profiles', column: 'name_search', vector: sql`to_tsvector('russian'::regconfig, name)` },
  { table: 'jobs', column: 'title_search', vector: sql`to_tsvector('russian'::regconfig, title)` },
];

async function isPglite(db: Kysely<any>): Promise<boolean> {
  // PGlite names itself in version(); a PostgreSQL server never does.
  const r = await sql<{ v: string }>`select version() as v`.execute(db);
  return /pglite/i.test(r.rows[0]?.v ?? '');
}

export async function up(db: Kysely<any>): Promise<void> {
  const concurrently = (await isPglite(db)) ? sql`` : sql`concurrently`;
  for (const t of TABLES) {
    const table = sql.table(t.table);
    const { rows } = await sql<{ max: number | null }>`select max(id) as max from ${table}`.execute(db);
    for (let from = 0; from <= (rows[0]?.max ?? 0); from += BATCH) {
      await sql`update ${table} set ${sql.ref(t.column)} = ${t.vector}
        where id > ${from}::int and id <= ${from + BATCH}::int and ${sql.ref(t.column)} is null`.execute(db);
    }
    if (!t.index) continue;
    const invalid = await sql<{ invalid: boolean }>`
      select not i.indisvalid as invalid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = ${t.index} and c.relnamespace = current_schema()::regnamespace`.execute(db);
    if (invalid.rows[0]?.invalid) await sql`drop index ${concurrently} if exists ${sql.id(t.index)}`.execute(db);
    await sql`create index ${concurrently} if not exists ${sql.id(t.index)} on ${table} using gin (search) where ${t.where!}`.execute(
      db,
    );
  }
}

// A plain drop: going down runs in the Migrator's transaction with the migrations after it (a
// test or an operator stepping back several versions at once), where CONCURRENTLY is refused; a
// drop holds its lock only for the moment it takes.
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) if (t.index) await sql`drop index if exists ${sql.id(t.index)}`.execute(db);
}
