import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { NotificationSender } from '@shared/notifications/message.ts';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { composeNotification, loadRecipient } from './compose.ts';
import { KIND_OF, NOTIFY_QUEUE, type NotifyJob, TICK_QUEUE } from './jobs.ts';
import { DEFAULT_QUEUE_OPTIONS, jobIdFor, type QueueOptions, startBoss } from './queue.ts';
import { dueJobs, vacancyJobs } from './scheduler.ts';

export type DeliveryOutcome = 'sent' | 'blocked' | 'skipped' | 'duplicate';

export interface NotificationsOptions {
  logger: Logger;
  /** Sends to Telegram; without one nothing is queued (no bot, no notifications). */
  sender?: NotificationSender;
  queue?: Partial<QueueOptions>;
  /** Work the queue in this process (off: only enqueue, e.g. a process that only serves HTTP). */
  work?: boolean;
  /** Run the minute tick from the queue's schedule (tests call `tick(now)` themselves). */
  schedule?: boolean;
  /** Jobs one fetch takes, and fetch loops per process. */
  batchSize?: number;
  concurrency?: number;
}

/** Retries of a failed send: 5 more, from 5 s doubling up to 10 minutes (pg-boss's back-off with jitter). */
const retry = (delay = 5) => ({ retryLimit: 5, retryDelay: delay, retryBackoff: true, retryDelayMax: 600 });

/**
 * The bot's notifications over the job queue (docs/architecture.md, "Background work").
 * Producers (`taskAssigned`, `memberAdded`, the minute `tick`) queue one job per person and
 * event; any process's workers send it. Each job's id is made from what it is about, so a
 * notification is queued once however many processes ask; each send is recorded under the
 * same key, so a job run twice (its process died after sending) does not send twice.
 */
export class Notifications {
  private constructor(
    readonly boss: PgBoss,
    private readonly db: Kysely<Database>,
    private readonly opts: NotificationsOptions,
  ) {}

  static async start(db: Db, opts: NotificationsOptions): Promise<Notifications> {
    const queue = { ...DEFAULT_QUEUE_OPTIONS, ...opts.queue };
    const boss = await startBoss(db, opts.logger, queue);
    const notifyOptions = {
      ...retry(queue.retryDelaySeconds),
      expireInSeconds: queue.expireSeconds,
      deleteAfterSeconds: 7 * 86_400,
    };
    await boss.createQueue(NOTIFY_QUEUE, notifyOptions);
    await boss.updateQueue(NOTIFY_QUEUE, notifyOptions); // a changed QUEUE_* setting applies to an existing queue too
    await boss.createQueue(TICK_QUEUE, { retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 3600 });
    const n = new Notifications(boss, db.db, opts);
    if (opts.sender && opts.work !== false) {
      await boss.work<NotifyJob>(
        NOTIFY_QUEUE,
        {
          batchSize: opts.batchSize ?? 20,
          localConcurrency: opts.concurrency ?? 2,
          pollingIntervalSeconds: queue.pollSeconds,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await n.deliver(job.data);
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                opts.logger.warn('notification not sent; will retry', {
                  type: job.data.type,
                  err: err instanceof Error ? err.message : String(err),
                });
                return {
                  id: job.id,
                  status: 'failed' as const,
                  output: { message: err instanceof Error ? err.message : String(err) },
                };
              }
            }),
          ),
      );
    }
    if (opts.sender && opts.schedule !== false) {
      await boss.schedule(TICK_QUEUE, '* * * * *');
      await boss.work(TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        await n.tick(new Date());
      });
    }
    return n;
  }

  get enabled() {
    return Boolean(this.opts.sender);
  }

  /** Queues jobs; the ones already queued (same key) are left alone. Answers how many were new. */
  async enqueue(jobs: NotifyJob[]): Promise<number> {
    if (!this.enabled || !jobs.length) return 0;
    let added = 0;
    for (let i = 0; i < jobs.length; i += 500) {
      const ids = await this.boss.insert(
        NOTIFY_QUEUE,
        jobs.slice(i, i + 500).map((data) => ({ id: jobIdFor(data.key), data })),
        { returnId: true },
      );
      added += ids?.length ?? 0;
    }
    return added;
  }

  /** Someone assigned a task to a profile: its person is told, unless they did it themselves. */
  async taskAssigned(taskId: number, assigneeProfileId: number | null | undefined, actorProfileId: number) {
    if (!assigneeProfileId || assigneeProfileId === actorProfileId) return;
    const userId = await this.userOf(assigneeProfileId);
    if (userId)
      await this.enqueue([
        { type: 'task_assigned', userId, taskId, actorProfileId, key: `assigned:${taskId}:${randomUUID()}` },
      ]);
  }

  /** Someone added a profile to a space or project: its person is told, unless they added themselves. */
  async memberAdded(target: { spaceId: number; projectId?: number | null }, profileId: number, actorProfileId: number) {
    if (profileId === actorProfileId) return;
    const userId = await this.userOf(profileId);
    if (!userId) return;
    const key = `added:${randomUUID()}`;
    await this.enqueue([
      target.projectId
        ? { type: 'project_added', userId, projectId: target.projectId, actorProfileId, key }
        : { type: 'space_added', userId, spaceId: target.spaceId, actorProfileId, key },
    ]);
  }

  /** Queues what is due at `now` (digests, quiz summaries, reminders, new vacancies). */
  async tick(now: Date): Promise<number> {
    if (!this.enabled) return 0;
    const jobs = [...(await dueJobs(this.db, now)), ...(await vacancyJobs(this.db))];
    return this.enqueue(jobs);
  }

  /**
   * Sends one job's message: skipped when the person has no Telegram, blocked the bot,
   * turned the kind off, or there is nothing (left) to say; a 403 marks them blocked.
   * Other failures throw, and the queue retries with back-off.
   */
  async deliver(job: NotifyJob): Promise<DeliveryOutcome> {
    const sender = this.opts.sender;
    if (!sender) return 'skipped';
    const done = await this.db
      .selectFrom('notification_deliveries')
      .select('key')
      .where('key', '=', job.key)
      .executeTakeFirst();
    if (done) return 'duplicate';
    const to = await loadRecipient(this.db, job.userId);
    const kind = KIND_OF[job.type];
    if (!to || !to.telegramId || to.blocked || to.off.includes(kind)) return 'skipped';
    const message = await composeNotification(this.db, job, to);
    if (!message) return 'skipped';
    const outcome = await sender.send(to.telegramId, message);
    if (outcome === 'blocked') {
      await this.db
        .updateTable('users')
        .set({ bot_blocked_at: sql`now()` })
        .where('id', '=', to.userId)
        .where('bot_blocked_at', 'is', null)
        .execute();
      this.opts.logger.info('notification: the person blocked the bot; no more tries until they write to it', {
        userId: to.userId,
      });
      return 'blocked';
    }
    await this.db
      .insertInto('notification_deliveries')
      .values({ key: job.key, user_id: to.userId, kind })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return 'sent';
  }

  private async userOf(profileId: number): Promise<number | null> {
    const r = await this.db
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('u.id')
      .where('p.id', '=', profileId)
      .where('u.telegram_id', 'is not', null)
      .where('u.bot_blocked_at', 'is', null)
      .executeTakeFirst();
    return r?.id ?? null;
  }

  async stop() {
    await this.boss.stop({ graceful: true, timeout: 5_000 });
  }
}

/** Deliveries older than 30 days are forgotten (their jobs are long gone from the queue). */
export async function purgeOldDeliveries(db: Kysely<Database>) {
  await db
    .deleteFrom('notification_deliveries')
    .where('sent_at', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
}
