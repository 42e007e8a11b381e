import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { connectDb } from '@server/db/connect.ts';
import { createLogger } from '@server/logger.ts';
import type { NotifyJob } from '@server/notification-delivery/jobs.ts';
import { Notifications } from '@server/notification-delivery/notifications.ts';
import { createBotApiEmulator } from '../support/bot-api-emulator.ts';
import { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/test-bot.ts';

/**
 * Queue throughput: 10,000 digest jobs on PostgreSQL, worked by two server
 * processes with the bot, sent to the local Bot API emulator. Reports jobs/s from the
 * enqueue to the last message and the share of jobs that reached the emulator exactly once.
 * The throttler's total rate is lifted (NOTIFY_PER_SECOND) to measure the queue itself:
 * against Telegram the default 30 messages a second is the limit.
 */
interface Bench {
  databaseUrl: string;
  only?: string;
}

const COUNT = Number(process.env.BENCH_NOTIFY_JOBS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 3400);

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('notification server did not start');
}

export async function notificationsBench(b: Bench): Promise<Record<string, unknown>> {
  const logger = createLogger('warn');
  const db = await connectDb({ databaseUrl: b.databaseUrl, logger, poolSize: 4 });
  const emulator = createBotApiEmulator({ keep: COUNT * 2 });
  const apiRoot = await emulator.listen();
  const servers: ChildProcess[] = [];
  try {
    // 10,000 people, each with a task dated on their digest's day.
    const owner = await db.db
      .insertInto('users')
      .values({ first_name: 'Bench owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ownerProfile = await db.db
      .insertInto('profiles')
      .values({ user_id: owner.id, name: 'Bench owner', username: 'bench_owner_n' })
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
    const base = 800_000_000;
    await sql`insert into users (first_name, telegram_id) select 'Юрист ' || i, ${base}::bigint + i from generate_series(1, ${COUNT}::int) i`.execute(
      db.db,
    );
    await sql`insert into profiles (user_id, name, username)
      select u.id, u.first_name, 'bench_n_' || (u.telegram_id - ${base}::bigint) from users u where u.telegram_id > ${base}::bigint`.execute(
      db.db,
    );
    // Each a member of the project: the digest names only tasks its reader sees.
    await sql`insert into members (object_type, space_id, project_id, profile_id, role_id)
      select t.kind, ${space.id}::int, case when t.kind = 'project' then ${project.id}::int end, p.id, 3
      from profiles p join users u on u.id = p.user_id cross join (values ('space'), ('project')) t(kind)
      where u.telegram_id > ${base}::bigint`.execute(db.db);
    await sql`insert into tasks (project_id, title, value_date, value_people, created_by)
      select ${project.id}::int, 'Подготовить отзыв', '2026-11-27T09:00:00Z', p.id, ${ownerProfile.id}::int
      from profiles p join users u on u.id = p.user_id where u.telegram_id > ${base}::bigint`.execute(db.db);
    const people = await db.db
      .selectFrom('users')
      .select(['id', 'telegram_id'])
      .where('telegram_id', '>', base)
      .execute();
    const jobs: NotifyJob[] = people.map((u) => ({
      type: 'digest',
      userId: u.id,
      date: '2026-11-27',
      key: `digest:${u.id}:2026-11-27`,
    }));

    const env = {
      DATABASE_URL: b.databaseUrl,
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_USERNAME: TEST_BOT_USERNAME,
      BOT_MODE: 'webhook',
      TELEGRAM_API_ROOT: apiRoot,
      PUBLIC_URL: 'https://lp.example',
      NOTIFY_PER_SECOND: '10000',
      QUEUE_POLL_SECONDS: '0.5',
    };
    servers.push(await startServer(PORT + 11, env), await startServer(PORT + 12, env));

    const producer = await Notifications.start(db, {
      logger,
      sender: { send: async () => 'sent' },
      work: false,
      schedule: false,
    });
    const started = Date.now();
    const queued = await producer.enqueue(jobs);
    const enqueueMs = Date.now() - started;
    const deadline = Date.now() + 15 * 60_000;
    while (new Set(emulator.messages().map((m) => Number(m.payload.chat_id))).size < COUNT && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const elapsed = (Date.now() - started) / 1000;
    // Let any late duplicate arrive before counting.
    const left = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pgboss.job where name = 'notify' and state in ('created', 'retry', 'active')`.execute(
          db.db,
        )
      ).rows[0].n;
    while ((await left()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const perChat = new Map<number, number>();
    for (const m of emulator.messages())
      perChat.set(Number(m.payload.chat_id), (perChat.get(Number(m.payload.chat_id)) ?? 0) + 1);
    const exactlyOnce = people.filter((u) => perChat.get(Number(u.telegram_id)) === 1).length;
    await producer.stop();
    return {
      jobs: COUNT,
      queued,
      enqueueMs,
      seconds: Number(elapsed.toFixed(1)),
      jobsPerSecond: Math.round(COUNT / elapsed),
      delivered: perChat.size,
      exactlyOncePercent: Number(((exactlyOnce / COUNT) * 100).toFixed(2)),
      duplicates: [...perChat.values()].reduce((s, n) => s + Math.max(0, n - 1), 0),
      processes: 2,
    };
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    await emulator.close();
    await db.close();
  }
}
