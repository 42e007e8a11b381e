import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureSystemContent } from '@server/content/system-content.ts';
import { connectDb } from '@server/db/connect.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createLogger } from '@server/logger.ts';
import { adminQuery, databaseUrlFor } from './pg-admin.ts';

/**
 * Migrates once per run (with what every install has: system posts, tooltips): a PGlite data-dir dump every test file starts from, or, on
 * PostgreSQL, a template database every test file clones. Both, and every clone, are removed at the end.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('silent');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const run = `${process.pid}_${Date.now().toString(36)}`;
    const template = `lp_tpl_${run}`;
    await adminQuery(pgUrl, `create database ${template}`);
    const db = await connectDb({ databaseUrl: databaseUrlFor(pgUrl, template), logger });
    await migrateToLatest(db.db);
    await ensureSystemContent(db.db);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgRun', run);
    return async () => {
      // Every test file's database too: most files leave theirs open to the end (test-db.ts).
      const left = await adminQuery<{ datname: string }>(
        pgUrl,
        'select datname from pg_database where datname like $1',
        [`lp_test_${run}_%`],
      );
      for (const { datname } of left) await adminQuery(pgUrl, `drop database if exists ${datname} with (force)`);
      await adminQuery(pgUrl, `drop database if exists ${template} with (force)`);
    };
  }
  const db = await connectDb({ logger });
  await migrateToLatest(db.db);
  await ensureSystemContent(db.db);
  const dump = await db.dumpDataDir!();
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'lp-tests-'));
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    /** The run's name in its databases' names: `lp_tpl_{run}`, `lp_test_{run}_{file}`. */
    pgRun: string;
    pgliteTemplate: string;
  }
}
