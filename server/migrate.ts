import { loadConfig } from './config.ts';
import { connectDb } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';

/** `npm run migrate`: brings the configured database to the latest schema. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = await connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
try {
  const applied = await migrateToLatest(db.db);
  logger.info(applied.length ? 'migrations applied' : 'schema is up to date', { engine: db.engine, applied });
} finally {
  await db.close();
}
