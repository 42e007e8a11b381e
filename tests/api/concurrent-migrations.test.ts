import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDb } from '@server/db/connect.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createLogger } from '@server/logger.ts';
import { migrations } from '@migrations/index.ts';
import { adminQuery, databaseUrlFor } from '../support/pg-admin.ts';

/**
 * Processes started together on one new PostgreSQL database (a deploy of several at once) each
 * migrate at start: every migration is applied once, by one of them, none is rolled back, and the
 * schema is the one a single run makes. PostgreSQL only: PGlite is held by one process.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('migrations started by several processes at once', () => {
  const name = `lp_test_${pgUrl ? inject('pgRun') : ''}_migrate_${Math.random().toString(36).slice(2, 8)}`;
  afterAll(() => adminQuery(pgUrl!, `drop database if exists ${name} with (force)`));

  it('applies every migration once, in the order written, and ends where one run ends', async () => {
    await adminQuery(pgUrl!, `create database ${name}`);
    const url = databaseUrlFor(pgUrl!, name);
    const logger = createLogger('silent');
    // Each its own pool, as separate processes have.
    const dbs = await Promise.all([1, 2, 3].map(() => connectDb({ databaseUrl: url, logger, poolSize: 3 })));
    try {
      const applied = await Promise.all(dbs.map((d) => migrateToLatest(d.db)));
      const all = Object.keys(migrations).sort();
      // Each applied by exactly one of them.
      expect(applied.flat().sort()).toEqual(all);

      const rows = (await rowsOf(url, `select name, timestamp from kysely_migration order by timestamp, name`)) as {
        name: string;
      }[];
      expect(rows.map((r) => r.name)).toEqual(all);
      expect(rows.at(-1)!.name).toBe(all.at(-1));

      // The last migration's objects, and everything before it: the same schema as the run's
      // template, which one process migrated alone.
      expect(await describeSchema(url)).toEqual(await describeSchema(databaseUrlFor(pgUrl!, inject('pgTemplate'))));
    } finally {
      for (const d of dbs) await d.close();
    }
  }, 120_000);
});

/** Rows of one statement on the database at `url`. */
async function rowsOf(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

async function describeSchema(url: string) {
  const [columns, indexes, functions, triggers] = await Promise.all([
    rowsOf(
      url,
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' order by table_name, column_name`,
    ),
    rowsOf(url, `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    rowsOf(
      url,
      `select p.proname, pg_get_function_identity_arguments(p.oid) as args, md5(p.prosrc) as src from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1, 2`,
    ),
    rowsOf(
      url,
      `select tgrelid::regclass::text as on_table, tgname from pg_trigger where not tgisinternal order by 1, 2`,
    ),
  ]);
  return { columns, indexes, functions, triggers };
}
