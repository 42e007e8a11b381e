import { type Kysely, sql } from 'kysely';

/**
 * `answer_versions`: one version per scope of kept answers (server/db/answer-cache.ts), moved
 * on by a statement-level trigger with every statement that writes one of the scope's tables.
 * A process serves a kept answer only while its scope's version stands.
 *
 * - `community`: the feed, the career board and the directory: posts, profiles, jobs, events,
 *   a quiz added or removed (the feed's `has_quiz`; a submission's `passed_count` is not
 *   theirs), regions, universities and who studied where.
 * - `quiz_results`: a quiz's results: the results, the quiz (its anonymity, who may see
 *   them), its post (published, archived) and the people shown.
 * - `catalog`: the service catalog, its types and the regions (before: `catalog_state`).
 *
 * A version starts at a random number, so a database made again under the same name and
 * handle never matches an answer kept from the one before. The trigger locks each scope's row
 * in one order (by name), so two writers never wait on each other's rows in a circle.
 */
const SCOPES: Record<string, { tables: string[]; events?: string }[]> = {
  community: [
    { tables: ['posts', 'profiles', 'jobs', 'events', 'regions', 'universities', 'profile_university'] },
    { tables: ['quiz'], events: 'insert or delete or truncate' },
  ],
  quiz_results: [{ tables: ['quiz_results', 'quiz', 'posts', 'profiles'] }],
  catalog: [{ tables: ['catalog_services', 'catalog_service_types', 'regions'] }],
};

/** Every table with the scopes it moves on, for the events given. */
function triggers(): Map<string, Map<string, string[]>> {
  const byTable = new Map<string, Map<string, string[]>>();
  for (const [scope, groups] of Object.entries(SCOPES)) {
    for (const { tables, events = 'insert or update or delete or truncate' } of groups) {
      for (const table of tables) {
        const byEvents = byTable.get(table) ?? new Map<string, string[]>();
        byEvents.set(events, [...(byEvents.get(events) ?? []), scope].sort());
        byTable.set(table, byEvents);
      }
    }
  }
  return byTable;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table answer_versions (
    scope text primary key,
    version bigint not null default floor(random() * 1e12)::bigint
  )`.execute(db);
  await sql`insert into answer_versions (scope) select unnest(${Object.keys(SCOPES)}::text[])`.execute(db);
  await sql`
    create function answer_versions_bump() returns trigger language plpgsql as $$
    declare s text;
    begin
      foreach s in array (select array_agg(x order by x) from unnest(tg_argv) x) loop
        update answer_versions set version = version + 1 where scope = s;
      end loop;
      return null;
    end;
    $$`.execute(db);

  // The catalog's own version becomes one of these.
  for (const table of ['catalog_services', 'catalog_service_types', 'regions']) {
    await sql`drop trigger ${sql.raw(`${table}_catalog_bump`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function catalog_bump()`.execute(db);
  await sql`drop table catalog_state`.execute(db);

  for (const [table, byEvents] of triggers()) {
    let n = 0;
    for (const [events, scopes] of byEvents) {
      const name = `${table}_answer_versions${n++ ? `_${n}` : ''}`;
      await sql`create trigger ${sql.raw(name)} after ${sql.raw(events)} on ${sql.table(table)}
        for each statement execute function answer_versions_bump(${sql.raw(scopes.map((s) => `'${s}'`).join(', '))})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, byEvents] of triggers()) {
    for (let n = 1; n <= byEvents.size; n++) {
      await sql`drop trigger if exists ${sql.raw(`${table}_answer_versions${n > 1 ? `_${n}` : ''}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  await sql`drop function if exists answer_versions_bump()`.execute(db);
  await sql`drop table if exists answer_versions`.execute(db);
  await sql`create table catalog_state (id boolean primary key default true check (id), version bigint not null default 0)`.execute(
    db,
  );
  await sql`insert into catalog_state default values`.execute(db);
  await sql`
    create or replace function catalog_bump() returns trigger language plpgsql as $$
    begin
      update catalog_state set version = version + 1;
      return null;
    end;
    $$`.execute(db);
  for (const table of ['catalog_services', 'catalog_service_types', 'regions']) {
    await sql`create trigger ${sql.raw(`${table}_catalog_bump`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function catalog_bump()`.execute(db);
  }
}
