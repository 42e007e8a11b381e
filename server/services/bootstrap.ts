import type { Config } from '../config.ts';
import { ensureSystemContent } from '../content/system-content.ts';
import { connectDb, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed.ts';
import type { Logger } from '../logger.ts';

/** Connects the configured engine, migrates, writes what every install has, and seeds demo data when DEMO is on. */
export async function openDatabase(config: Config, logger: Logger): Promise<Db> {
  const db = await connectDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    prepared: config.pgPrepared,
  });
  const applied = await migrateToLatest(db.db);
  if (applied.length) logger.info('migrations applied', { applied });
  await ensureSystemContent(db.db);
  if (config.demo) await seedDemo(db.db, logger);
  return db;
}
