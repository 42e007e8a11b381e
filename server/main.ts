import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createApp } from './http/app.ts';
import { createLogger } from './logger.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { openDatabase } from './services/bootstrap.ts';

/** The one place that wires and starts things: server, realtime, and the bot when configured. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const hub = new RealtimeHub(db, logger);
  await hub.start();
  const deps: AppDeps = { config, db, logger, hub, botUsername: () => config.botUsername };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('server listening', {
      url: config.publicUrl,
      port: info.port,
      engine: db.engine,
      demo: config.demo,
      bot: config.botToken ? config.botMode : 'none',
    });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    hub.shutdown();
    server.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
