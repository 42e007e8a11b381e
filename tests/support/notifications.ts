import { sql } from 'kysely';
import { expect } from 'vitest';
import { createNotificationApi, createNotificationSender } from '../../bot/notifications.ts';
import type { Db } from '@server/db/connect.ts';
import { createLogger } from '@server/logger.ts';
import { NOTIFY_QUEUE } from '@server/notification-delivery/jobs.ts';
import { Notifications } from '@server/notification-delivery/notifications.ts';
import { createBotApiEmulator } from './bot-api-emulator.ts';
import { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from './test-bot.ts';

import { until } from './until.ts';

export { until };

/** The notify queue's unfinished jobs (created, retry or active). */
export async function pendingJobs(db: Db): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from pgboss.job where name = ${NOTIFY_QUEUE} and state in ('created', 'retry', 'active')`.execute(
    db.db,
  );
  return r.rows[0].n;
}

/** The emulator and the notifications (queue, workers, sender) over a test database, with fast timings. */
export async function startNotifications(db: Db) {
  const emulator = createBotApiEmulator();
  const apiRoot = await emulator.listen();
  const opts = { apiRoot, botUsername: () => TEST_BOT_USERNAME, perSecond: 1000, queueRetriesServerErrors: true };
  const sender = createNotificationSender(TEST_BOT_TOKEN, opts, createNotificationApi(TEST_BOT_TOKEN, opts));
  const notifications = await Notifications.start(db, {
    logger: createLogger('silent'),
    sender,
    schedule: false,
    queue: { pollSeconds: 0.5, expireSeconds: 5, superviseSeconds: 1, retryDelaySeconds: 1 },
  });
  return {
    emulator,
    apiRoot,
    notifications,
    /** Waits until the queue has nothing left to do. */
    drained: () => until(async () => (await pendingJobs(db)) === 0, 'the queue to drain'),
    async stop() {
      await notifications.stop();
      await emulator.close();
    },
  };
}

export const expectOne = <T>(list: T[]): T => {
  expect(list).toHaveLength(1);
  return list[0];
};
