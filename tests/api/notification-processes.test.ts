import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger.ts';
import type { NotifyJob } from '@server/notification-delivery/jobs.ts';
import { Notifications } from '@server/notification-delivery/notifications.ts';
import { createBotApiEmulator } from '../support/bot-api-emulator.ts';
import { startServerProcess } from '../support/live-server.ts';
import { pendingJobs, until } from '../support/notifications.ts';
import { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/test-bot.ts';
import { openTestDb } from '../support/test-db.ts';

/**
 * The queue across real server processes on one PostgreSQL: two processes send
 * each notification once, and one killed mid-queue loses nothing (another finishes its work).
 * PostgreSQL only: PGlite is one process by design.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('notifications across server processes', () => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  const emulator = createBotApiEmulator({ keep: 100_000 });
  let apiRoot = '';
  let producer: Notifications;
  let seq = 0;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    db = await openTestDb();
    apiRoot = await emulator.listen();
    // Queues only (no workers, no schedule): the server processes do the sending.
    producer = await Notifications.start(db, {
      logger: createLogger('silent'),
      sender: { send: async () => 'sent' },
      work: false,
      schedule: false,
    });
  });
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await producer?.stop();
    await emulator.close();
    await db?.close();
  });

  const server = async () => {
    const s = await startServerProcess({
      DATABASE_URL: db.url!,
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_USERNAME: TEST_BOT_USERNAME,
      BOT_MODE: 'webhook',
      TELEGRAM_API_ROOT: apiRoot,
      PUBLIC_URL: 'https://lp.example',
      NODE_ENV: 'test',
      QUEUE_EXPIRE_SECONDS: '3',
      QUEUE_SUPERVISE_SECONDS: '1',
      QUEUE_POLL_SECONDS: '0.5',
      QUEUE_RETRY_DELAY_SECONDS: '1',
      NOTIFY_PER_SECOND: '1000',
    });
    stops.push(s.stop);
    return s;
  };

  /** `count` people, each with a task dated on the day of their digest, and their digest jobs. */
  async function digestJobs(count: number): Promise<Array<{ chat: number; job: NotifyJob }>> {
    const batch = ++seq;
    const out: Array<{ chat: number; job: NotifyJob }> = [];
    const owner = await db.db
      .insertInto('users')
      .values({ first_name: 'Owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ownerProfile = await db.db
      .insertInto('profiles')
      .values({ user_id: owner.id, name: 'Owner', username: `owner_${batch}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const space = await db.db
      .insertInto('spaces')
      .values({ title: 'Практика', created_by: ownerProfile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await db.db
      .insertInto('projects')
      .values({ space_id: space.id, title: 'Дела', created_by: ownerProfile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < count; i++) {
      const chat = 900_000_000 + batch * 10_000 + i;
      const u = await db.db
        .insertInto('users')
        .values({ first_name: `P${i}`, telegram_id: chat })
        .returning('id')
        .executeTakeFirstOrThrow();
      const p = await db.db
        .insertInto('profiles')
        .values({ user_id: u.id, name: `Юрист ${i}`, username: `lawyer_${batch}_${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      // An assignee is a member of the project: the digest names only tasks its reader sees.
      await db.db
        .insertInto('members')
        .values([
          { object_type: 'space', space_id: space.id, profile_id: p.id, role_id: 3 },
          { object_type: 'project', space_id: space.id, project_id: project.id, profile_id: p.id, role_id: 3 },
        ])
        .execute();
      await db.db
        .insertInto('tasks')
        .values({
          project_id: project.id,
          title: `Задача ${i}`,
          value_date: '2026-11-27T09:00:00Z',
          value_people: p.id,
          created_by: ownerProfile.id,
        })
        .execute();
      out.push({ chat, job: { type: 'digest', userId: u.id, date: '2026-11-27', key: `digest:${u.id}:2026-11-27` } });
    }
    return out;
  }

  const delivered = (chat: number) => emulator.messages(chat).length;

  it('two processes deliver each notification exactly once', async () => {
    await Promise.all([server(), server()]);
    const jobs = await digestJobs(60);
    expect(await producer.enqueue(jobs.map((j) => j.job))).toBe(60);
    expect(await producer.enqueue(jobs.map((j) => j.job))).toBe(0); // queued once, however often asked
    await until(() => jobs.every((j) => delivered(j.chat) >= 1), 'every digest delivered', 30_000);
    await until(async () => (await pendingJobs(db)) === 0, 'the queue to drain');
    expect(jobs.map((j) => delivered(j.chat))).toEqual(jobs.map(() => 1));
    await Promise.all(stops.splice(0).map((stop) => stop()));
  }, 60_000);

  it('a process killed mid-queue loses nothing: another delivers the rest after the restart', async () => {
    const jobs = await digestJobs(40);
    emulator.setControl({ delayMs: 150 });
    const a = await server();
    await producer.enqueue(jobs.map((j) => j.job));
    await until(() => jobs.filter((j) => delivered(j.chat) >= 1).length >= 5, 'the first deliveries', 30_000);
    a.child.kill('SIGKILL');
    const before = jobs.filter((j) => delivered(j.chat) >= 1).length;
    expect(before).toBeLessThan(jobs.length); // killed mid-queue
    emulator.setControl({ delayMs: 0 });
    await server();
    await until(() => jobs.every((j) => delivered(j.chat) >= 1), 'every digest delivered after the restart', 40_000);
    await until(async () => (await pendingJobs(db)) === 0, 'the queue to drain', 20_000);
    // Only sends the killed process had in flight (sent, not yet recorded) may repeat.
    const repeats = jobs.reduce((s, j) => s + delivered(j.chat) - 1, 0);
    expect(repeats).toBeLessThanOrEqual(40);
  }, 90_000);
});
