import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { features } from '@server/features/index.ts';
import { addRealtimeRules } from '@server/features/feature.ts';
import { createLogger } from '@server/logger.ts';
import { RealtimeHub } from '@server/realtime/hub.ts';
import { REALTIME_COLUMNS } from '@shared/realtime.ts';
import { openTestDb } from '../support/test-db.ts';

/**
 * The map of notifying tables and their event columns (shared/realtime.ts), from which the
 * rules and the app's invalidation are typed, is what the migrated database's triggers send,
 * and the server does not start while a notifying table has no rule: the map, the triggers
 * and the rules are kept in step by this test, not by memory.
 */
const db = await openTestDb();
afterAll(() => db.close());

/** Each notifying table's columns, as its triggers send them, read from the database. */
async function triggerColumns(): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ table: string; fn: string; args: string; body: string }>`
    select c.relname as "table", p.proname as fn, encode(t.tgargs, 'escape') as args, p.prosrc as body
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.prosrc like '%pg_notify(''changes''%'`.execute(db.db);
  const byTable: Record<string, Set<string>> = {};
  for (const r of rows) {
    // notify_change() sends the trigger's arguments; a function of its own (quiz_notify_change)
    // names its keys in its jsonb_build_object.
    const columns =
      r.fn === 'notify_change'
        ? r.args.split('\\000').filter(Boolean)
        : [...r.body.slice(r.body.indexOf('jsonb_build_object(')).matchAll(/'(\w+)',/g)]
            .map((m) => m[1])
            .filter((k) => !['table', 'op', 'id'].includes(k));
    const seen = (byTable[r.table] ??= new Set());
    for (const c of columns) seen.add(c);
  }
  return Object.fromEntries(Object.entries(byTable).map(([t, cols]) => [t, [...cols].sort()]));
}

describe("the realtime map and the database's triggers", () => {
  it('name the same tables, each with the same columns', async () => {
    const fromDb = await triggerColumns();
    const fromMap = Object.fromEntries(Object.entries(REALTIME_COLUMNS).map(([t, cols]) => [t, [...cols].sort()]));
    expect(fromDb).toEqual(fromMap);
  });

  it('every table of the map has a visibility rule, and the server refuses to start without one', () => {
    const hub = () => new RealtimeHub(db, createLogger('silent'));
    expect(() => addRealtimeRules(hub(), db.db, features)).not.toThrow();
    expect(() =>
      addRealtimeRules(
        hub(),
        db.db,
        features.filter((f) => f.name !== 'posts'),
      ),
    ).toThrow(/no visibility rule for posts/);
  });
});
