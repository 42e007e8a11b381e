import { type Kysely, sql } from 'kysely';

/**
 * Kept answers' versions per table: `answer_versions` holds one row per table a
 * kept answer reads, and each answer names the tables it reads (server/db/answer-cache.ts).
 * Before, three scopes' rows were moved by every write to any of their tables, so writers of
 * unrelated tables (a university and a job) queued on one row, and an answer went stale on
 * writes it never read.
 *
 * A write notes its table in the transaction (`lp.answer_versions`, a statement trigger), and
 * the versions of every table noted move together at commit (a deferred constraint trigger), row
 * locks taken in the tables' order: two transactions writing the same tables in opposite orders
 * (a quiz submitted while its owner edits it) never wait on each other's version rows in a
 * circle, and a row is held only from the commit's start to its end. TRUNCATE fires no row
 * trigger: it moves its version at once.
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
  'members',
  'posts',
  'profile_university',
  'profiles',
  'projects',
  'property_options',
  'quiz_results',
  'region_selected',
  'regions',
  'spaces',
  'tasks',
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
/** The calendar feed's scope of 202611261040_calendar_feeds, with its trigger names. */
const OLD_CALENDAR_TABLES = ['tasks', 'projects', 'spaces', 'members', 'property_options'];

async function dropVersionTriggers(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ trigger: string; table: string }>`
    select t.tgname as trigger, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where p.proname in ('answer_versions_bump', 'answer_versions_note', 'answer_versions_flush') and not t.tgisinternal`.execute(
    db,
  );
  for (const r of rows) await sql`drop trigger ${sql.id(r.trigger)} on ${sql.table(r.table)}`.execute(db);
}

/** The triggers of one table: `names` noted by its writes (`rowNames` too by inserts and deletes). */
async function versionTriggers(db: Kysely<any>, table: string, names: string[], rowNames: string[] = []) {
  const args = (list: string[]) => sql.raw(list.map((n) => `'${n}'`).join(', '));
  const t = sql.table(table);
  if (rowNames.length) {
    await sql`create trigger ${sql.id(`${table}_answer_version_note`)} after update on ${t}
      for each statement execute function answer_versions_note(${args(names)})`.execute(db);
    await sql`create trigger ${sql.id(`${table}_answer_version_note_rows`)} after insert or delete on ${t}
      for each statement execute function answer_versions_note(${args([...names, ...rowNames])})`.execute(db);
  } else {
    await sql`create trigger ${sql.id(`${table}_answer_version_note`)} after insert or update or delete on ${t}
      for each statement execute function answer_versions_note(${args(names)})`.execute(db);
  }
  await sql`create constraint trigger ${sql.id(`${table}_answer_version_flush`)} after insert or update or delete
    on ${t} deferrable initially deferred for each row execute function answer_versions_flush()`.execute(db);
  await sql`create trigger ${sql.id(`${table}_answer_version_truncate`)} after truncate on ${t}
    for each statement execute function answer_versions_bump(${args([...names, ...rowNames])})`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db);
  await sql`delete from answer_versions`.execute(db);
  await sql`insert into answer_versions (scope) select unnest(${[...TABLES, 'quiz', 'quiz.rows']}::text[])`.execute(db);
  await sql`
    create function answer_versions_note() returns trigger language plpgsql as $$
    begin
      perform set_config('lp.answer_versions',
        coalesce(current_setting('lp.answer_versions', true), '') || ',' || array_to_string(tg_argv, ','), true);
      return null;
    end;
    $$`.execute(db);
  await sql`
    create function answer_versions_flush() returns trigger language plpgsql as $$
    declare noted text[];
    begin
      noted := array(select distinct x from unnest(string_to_array(current_setting('lp.answer_versions', true), ',')) x
        where x <> '');
      if cardinality(noted) = 0 then return null; end if;
      perform set_config('lp.answer_versions', '', true);
      perform 1 from answer_versions where scope = any(noted) order by scope for update;
      update answer_versions set version = version + 1 where scope = any(noted);
      return null;
    end;
    $$`.execute(db);
  for (const table of TABLES) await versionTriggers(db, table, [table]);
  await versionTriggers(db, 'quiz', ['quiz'], ['quiz.rows']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropVersionTriggers(db);
  await sql`drop function answer_versions_note()`.execute(db);
  await sql`drop function answer_versions_flush()`.execute(db);
  await sql`delete from answer_versions`.execute(db);
  await sql`insert into answer_versions (scope) select unnest(${[...Object.keys(OLD_SCOPES), 'calendar']}::text[])`.execute(
    db,
  );
  for (const table of OLD_CALENDAR_TABLES) {
    await sql`create trigger ${sql.id(`${table}_answer_versions_calendar`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function answer_versions_bump('calendar')`.execute(db);
  }
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
