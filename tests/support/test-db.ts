import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { connectDb, type Db } from '@server/db/connect.ts';
import { createLogger } from '@server/logger.ts';
import { adminQuery, databaseUrlFor } from './pg-admin.ts';

/**
 * A migrated database of this test file's own: PGlite in memory from the run's dump,
 * or a PostgreSQL database cloned from the run's template (TEST_DATABASE_URL), dropped after.
 */
export async function openTestDb(): Promise<Db & { engineLabel: string; url?: string }> {
  const logger = createLogger('silent');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    // Named for the run, whose end drops whatever a file left (global-setup.ts).
    const name = `lp_test_${inject('pgRun')}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(pgUrl, `create database ${name} template ${inject('pgTemplate')}`);
    const db = await connectDb({ databaseUrl: databaseUrlFor(pgUrl, name), logger, poolSize: 5 });
    return {
      ...db,
      engineLabel: 'postgres',
      url: databaseUrlFor(pgUrl, name),
      async close() {
        await db.close();
        await adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const db = await connectDb({ logger, loadDataDir: dump });
  return { ...db, engineLabel: 'pglite' };
}
