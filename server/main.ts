import { createBot } from '../bot/index.ts';
import { type BotRunner, runBot, webhookRoute, webhookSecretFor } from '../bot/run.ts';
import { loadConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { addRealtimeRules } from './features/feature.ts';
import { features } from './features/index.ts';
import { createApp } from './http/app.ts';
import { startHttpServer } from './http/node-server.ts';
import { createLogger } from './logger.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { openDatabase } from './services/bootstrap.ts';
import { purgeExpiredRealtimeTickets } from './services/realtime-tickets.ts';
import { purgeOldRateLimits } from './services/rate-limit.ts';
import { serverSecret } from './services/server-secret.ts';
import { purgeIdleSessions } from './services/sessions.ts';
import { purgeOldSignInTokens, signInService } from './services/sign-in-tokens.ts';
import { purgeUnattachedUploads } from './services/uploads.ts';
import { createUploadStore } from './storage/create-store.ts';

/** The one place that wires and starts things: server, realtime, and the bot when configured. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const uploads = await createUploadStore(config);
  // Made (or read) now, so the first rate-limited call does not pay for it.
  await serverSecret(db.db, config.serverSecret);
  const hub = new RealtimeHub(db, logger, {}, { streamsPerAddress: config.realtimeStreamsPerAddress });
  addRealtimeRules(hub, db.db, features);
  await hub.start();

  // The bot runs when BOT_TOKEN is set and BOT_MODE is not `off`; its failures never stop the server.
  const bot =
    config.botToken && config.botMode !== 'off'
      ? createBot(config.botToken, {
          signIn: signInService(db.db),
          logger: logger.child({ component: 'bot' }),
          publicUrl: config.publicUrl,
          botUsername: config.botUsername,
          apiRoot: config.telegramApiRoot,
        })
      : undefined;
  const webhookSecret = config.botToken ? webhookSecretFor(config.botToken, config.botWebhookSecret) : '';

  const deps: AppDeps = {
    config,
    db,
    logger,
    hub,
    uploads,
    // Deep links need the username: from BOT_USERNAME, or getMe once the bot reached Telegram.
    botUsername: () => config.botUsername ?? (bot?.isInited() ? bot.botInfo.username : undefined),
  };
  const app = createApp(deps, { features, mount: bot && config.botMode === 'webhook' ? webhookRoute(bot, webhookSecret) : undefined });
  const server = startHttpServer(app.fetch, { port: config.port, host: config.host, http: config.http }, (info) => {
    logger.info('server listening', {
      url: config.publicUrl,
      port: info.port,
      engine: db.engine,
      demo: config.demo,
      bot: config.botToken ? config.botMode : 'none',
    });
  });
  const runner: BotRunner | undefined = bot
    ? runBot(bot, { mode: config.botMode === 'webhook' ? 'webhook' : 'polling', publicUrl: config.publicUrl, secret: webhookSecret, logger: logger.child({ component: 'bot' }) })
    : undefined;

  // Old sign-in links, idle sessions (anonymous after 30 days, signed in after 180), rate-limit
  // counters, expired realtime tickets (a ticket lives 30 s; used ones are deleted when redeemed)
  // and images never attached are dropped every 10 minutes. Any process may do it: each delete is
  // one idempotent statement, and each upload's row goes to one process only.
  const purge = async () => {
    await purgeOldSignInTokens(db.db).catch((err) => logger.warn('could not purge old sign-in links', { err: (err as Error).message }));
    await purgeIdleSessions(db.db).catch((err) => logger.warn('could not purge idle sessions', { err: (err as Error).message }));
    await purgeOldRateLimits(db.db).catch((err) => logger.warn('could not purge old rate-limit counters', { err: (err as Error).message }));
    await purgeExpiredRealtimeTickets(db.db).catch((err) => logger.warn('could not purge expired realtime tickets', { err: (err as Error).message }));
    await purgeUnattachedUploads(db.db, uploads)
      .then(({ removed, failed }) => {
        if (removed) logger.info('removed unattached uploads', { removed });
        if (failed.length) logger.warn('could not delete stored uploads', { keys: failed.slice(0, 20), count: failed.length });
      })
      .catch((err) => logger.warn('could not purge unattached uploads', { err: (err as Error).message }));
  };
  const purgeTimer = setInterval(() => void purge(), 10 * 60 * 1000);
  purgeTimer.unref();
  void purge();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    clearInterval(purgeTimer);
    await runner?.stop();
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
