import type { Config } from '../config.ts';
import { connectDb, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed.ts';
import type { Logger } from '../logger.ts';

/** Connects the configured engine, migrates, and seeds demo data when DEMO is on. */
export async function openDatabase(config: Config, logger: Logger): Promise<Db> {
  const db = await connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const applied = await migrateToLatest(db.db);
  if (applied.length) logger.info('migrations applied', { applied });
  if (config.demo) await seedDemo(db.db, logger);
  return db;
}
