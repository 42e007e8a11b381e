import { createBot } from '../bot/index.ts';
import { createNotificationApi, createNotificationSender } from '../bot/notifications.ts';
import { type BotRunner, runBot, webhookRoute, webhookSecretFor } from '../bot/run.ts';
import { loadConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { addRealtimeRules } from './features/feature.ts';
import { features } from './features/index.ts';
import { createApp } from './http/app.ts';
import { startHttpServer } from './http/node-server.ts';
import { createLogger } from './logger.ts';
import { PURGE_QUEUE } from './notification-delivery/jobs.ts';
import { Notifications, purgeOldDeliveries } from './notification-delivery/notifications.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { openDatabase } from './services/bootstrap.ts';
import { purgeExpiredRealtimeTickets } from './features/realtime/realtime-tickets.ts';
import { purgeOldRateLimits } from './services/rate-limit.ts';
import { purgeOldIdempotentAnswers } from './services/idempotent-answers.ts';
import { serverSecret } from './services/server-secret.ts';
import { botNotificationService } from './features/notifications/notification-settings.ts';
import { purgeIdleSessions } from './services/sessions.ts';
import { inlineSearch } from './features/notifications/share.ts';
import { purgeOldSignInTokens, signInService } from './features/auth/sign-in-tokens.ts';
import { purgeUnattachedUploads } from './features/uploads/uploads-service.ts';
import { warmMarkdownWorker } from './features/posts/markdown/markdown-pool.ts';
import { createUploadStore } from './storage/create-store.ts';

/** The one place that wires and starts things: server, realtime, and the bot when configured. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  for (const warning of config.warnings) logger.warn(warning);
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
          notificationSettings: botNotificationService(db.db),
          inlineSearch: (query, lang) =>
            inlineSearch(db.db, query, lang, {
              botUsername: botUsername(),
              miniAppName: config.miniAppName,
              publicUrl: config.publicUrl,
            }),
          logger: logger.child({ component: 'bot' }),
          publicUrl: config.publicUrl,
          botUsername: config.botUsername,
          apiRoot: config.telegramApiRoot,
        })
      : undefined;
  const webhookSecret = config.botToken ? webhookSecretFor(config.botToken, config.botWebhookSecret) : '';
  const botUsername = (): string | undefined =>
    config.botUsername ?? (bot?.isInited() ? bot.botInfo.username : undefined);

  // The job queue (pg-boss on PostgreSQL or on PGlite): notifications when the bot runs, and the
  // periodic clean-up. Every process works it; each job runs once.
  const botApi =
    bot && config.botToken
      ? createNotificationApi(config.botToken, {
          apiRoot: config.telegramApiRoot,
          botUsername,
          perSecond: config.notifyPerSecond,
        })
      : undefined;
  const notifications = await Notifications.start(db, {
    logger: logger.child({ component: 'notifications' }),
    sender:
      bot && config.botToken
        ? createNotificationSender(config.botToken, { botUsername, miniAppName: config.miniAppName }, botApi)
        : undefined,
    queue: config.queue,
  });

  const deps: AppDeps = {
    config,
    db,
    logger,
    hub,
    uploads,
    // Deep links need the username: from BOT_USERNAME, or getMe once the bot reached Telegram.
    botUsername,
    notifications: notifications.enabled ? notifications : undefined,
    botApi,
  };
  let stopping = false;
  const app = createApp(deps, {
    features,
    mount: bot && config.botMode === 'webhook' ? webhookRoute(bot, webhookSecret) : undefined,
    ready: () => !stopping,
  });
  // The Markdown worker takes a good part of a second to start: started now, not by the first
  // long post someone saves.
  warmMarkdownWorker();
  const server = startHttpServer(app.fetch, { port: config.port, host: config.host, http: config.http }, (info) => {
    logger.info('server listening', {
      url: config.publicUrl,
      port: info.port,
      engine: db.engine,
      demo: config.demo,
      bot: config.botToken ? config.botMode : 'none',
    });
    // For the operator, not the people using the app: /tracker only says the assistant is not available yet.
    if (!config.trackerChatUrl)
      logger.info(
        'TRACKER_CHAT_URL is not set: /tracker has no AI chat until it points at one (docs/configuration.md)',
      );
  });
  const runner: BotRunner | undefined = bot
    ? runBot(bot, {
        mode: config.botMode === 'webhook' ? 'webhook' : 'polling',
        publicUrl: config.publicUrl,
        secret: webhookSecret,
        logger: logger.child({ component: 'bot' }),
      })
    : undefined;

  // Old sign-in links, idle sessions (anonymous after 30 days, signed in after 180), rate-limit
  // counters, expired realtime tickets (a ticket lives 30 s; used ones are deleted when redeemed),
  // writes' kept answers past their day and images never attached are dropped every 10 minutes.
  // Any process may do it: each delete is one idempotent statement, and each upload's row goes to
  // one process only.
  const purge = async () => {
    await purgeOldSignInTokens(db.db).catch((err) =>
      logger.warn('could not purge old sign-in links', { err: (err as Error).message }),
    );
    await purgeIdleSessions(db.db).catch((err) =>
      logger.warn('could not purge idle sessions', { err: (err as Error).message }),
    );
    await purgeOldRateLimits(db.db).catch((err) =>
      logger.warn('could not purge old rate-limit counters', { err: (err as Error).message }),
    );
    await purgeExpiredRealtimeTickets(db.db).catch((err) =>
      logger.warn('could not purge expired realtime tickets', { err: (err as Error).message }),
    );
    await purgeOldIdempotentAnswers(db.db).catch((err) =>
      logger.warn('could not purge old idempotent answers', { err: (err as Error).message }),
    );
    await purgeUnattachedUploads(db.db, uploads)
      .then(({ removed, failed }) => {
        if (removed) logger.info('removed unattached uploads', { removed });
        if (failed.length)
          logger.warn('could not delete stored uploads', { keys: failed.slice(0, 20), count: failed.length });
      })
      .catch((err) => logger.warn('could not purge unattached uploads', { err: (err as Error).message }));
    await purgeOldDeliveries(db.db).catch((err) =>
      logger.warn('could not purge old notification records', { err: (err as Error).message }),
    );
  };
  // Every 10 minutes from the queue's schedule (one process runs it), and once at start.
  await notifications.boss.createQueue(PURGE_QUEUE, { retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600 });
  await notifications.boss.schedule(PURGE_QUEUE, '*/10 * * * *');
  await notifications.boss.work(PURGE_QUEUE, { pollingIntervalSeconds: 30 }, async () => purge());
  void purge();

  // A stop in order, so nothing in flight is lost: the load balancer is told first (/readyz 503),
  // the port closes, realtime clients are sent to reconnect elsewhere, accepted requests get
  // SHUTDOWN_GRACE_MS to finish; then the queue finishes or hands back its jobs, the bot stops,
  // and the pool closes last, since everything before it may still write.
  const stop = async (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal, graceMs: config.shutdownGraceMs });
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    hub.shutdown('reconnect');
    // server.close() drops the connections idle now; one whose answer ends during the grace would
    // otherwise stay open for its keep-alive time and hold the stop up.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'cut'>(
      (resolve) => (graceTimer = setTimeout(() => resolve('cut'), config.shutdownGraceMs)),
    );
    if ((await Promise.race([closed, graceOver])) === 'cut') {
      logger.warn('shutdown grace over: cutting the connections still open');
      server.closeAllConnections();
      await closed;
    }
    clearTimeout(graceTimer);
    clearInterval(idle);
    await notifications
      .stop()
      .catch((err) => logger.warn('job queue did not stop cleanly', { err: (err as Error).message }));
    await runner?.stop().catch((err) => logger.warn('bot did not stop cleanly', { err: (err as Error).message }));
    await db.close();
    logger.info('stopped', { signal });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while stopping: whoever sent it does not want to wait (Ctrl-C twice).
    if (stopping) {
      logger.warn('second signal while stopping: exiting at once', { signal });
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    }
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      (err) => {
        logger.error('shutdown failed', { err: (err as Error).message });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
