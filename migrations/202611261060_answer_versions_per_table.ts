import { type Kysely, sql } from 'kysely';

/**
 * Kept answers' versions per table (issue 35 §6): `answer_versions` holds one row per table a
 * kept answer reads, moved on by a statement-level trigger of that table alone, and each answer
 * names the tables it reads (server/db/answer-cache.ts). Before, three scopes' rows were moved by
 * every write to any of their tables, so writers of unrelated tables (a university and a job)
 * queued on one row, and an answer went stale on writes it never read.
 *
 * `quiz.rows` moves only when a quiz is added or removed (the feed shows whether a post has one,
 * not the count of its submissions). Versions start at a random number, so a database made again
 * under the same name never matches an answer kept from the one before.
 */
const TABLES = [
  'catalog_service_types',
  'catalog_services',
  'events',
  'jobs',
  'posts',
  'profile_university',
  'profiles',
  'quiz_results',
  'region_selected',
  'regions',
  'universities',
];

/** The scopes of 202611260100_answer_versions, as they stood, for `down`. */
const OLD_SCOPES: Record<string, { tables: string[]; events?: string }[]> = {
  community: [
    { tables: ['posts', 'profiles', 'jobs', 'events', 'regions', 'universities', 'profile_university'] },
    { tables: ['quiz'], events: 'insert or delete or truncate' },
  ],
  quiz_results: [{ tables: ['quiz_results', 'quiz', 'posts', 'profiles'] }],
  catalog: [{ tables: ['catalog_services', 'catalog_service_types', 'regions'] }],
};

async function dropVersionTriggers(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ trigger: string; table: string }>`
    select t.tgname as trigger, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid where p.proname = 'answer_versions_bump' and not t.tgisinternal`.execute(db);
  for (const r of rows) await sql`drop trigger ${sql.id(r.trigger)} on ${sql.table(r.table)}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db);
  await sql`delete from answer_versions`.execute(db);
  await sql`insert into answer_versions (scope) select unnest(${[...TABLES, 'quiz', 'quiz.rows']}::text[])`.execute(db);
  for (const table of TABLES) {
    await sql`create trigger ${sql.id(`${table}_answer_version`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function answer_versions_bump(${sql.lit(table)})`.execute(db);
  }
  await sql`create trigger quiz_answer_version after update on quiz
    for each statement execute function answer_versions_bump('quiz')`.execute(db);
  await sql`create trigger quiz_answer_version_rows after insert or delete or truncate on quiz
    for each statement execute function answer_versions_bump('quiz', 'quiz.rows')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db);
  await sql`delete from answer_versions`.execute(db);
  await sql`insert into answer_versions (scope) select unnest(${Object.keys(OLD_SCOPES)}::text[])`.execute(db);
  const byTable = new Map<string, Map<string, string[]>>();
  for (const [scope, groups] of Object.entries(OLD_SCOPES))
    for (const { tables, events = 'insert or update or delete or truncate' } of groups)
      for (const table of tables) {
        const byEvents = byTable.get(table) ?? new Map<string, string[]>();
        byEvents.set(events, [...(byEvents.get(events) ?? []), scope].sort());
        byTable.set(table, byEvents);
      }
  for (const [table, byEvents] of byTable) {
    let n = 0;
    for (const [events, scopes] of byEvents) {
      const name = `${table}_answer_versions${n++ ? `_${n}` : ''}`;
      await sql`create trigger ${sql.id(name)} after ${sql.raw(events)} on ${sql.table(table)}
        for each statement execute function answer_versions_bump(${sql.raw(scopes.map((s) => `'${s}'`).join(', '))})`.execute(
        db,
      );
    }
  }
}
