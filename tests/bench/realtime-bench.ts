import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { createSession } from '@server/services/sessions.ts';

/**
 * Live updates at scale: BENCH_STREAMS (default 5,000) streams on one server process, each
 * with its own person, session and ticket, all members of one project; a task of it is changed
 * in the database every half second, and each stream's event is timed from the moment the
 * change was committed (the statement's answer) to its arrival. Every change reaches every
 * stream: the hub's widest fan-out. Also reported: what a process holds per stream (resident
 * memory with the streams open, over the streams), and how long opening them took.
 *
 * The streams come from one address, so the process runs with REALTIME_STREAMS_PER_ADDRESS and
 * HTTP_MAX_CONNECTIONS raised past the count; the bench's own sockets need as many file
 * descriptors (`ulimit -n`).
 */
interface Bench {
  databaseUrl: string;
  db: Kysely<any>;
  anonKey: string;
}

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5_000);
const WRITES = Number(process.env.BENCH_REALTIME_WRITES ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3400) + 7;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function startServer(b: Bench): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: b.databaseUrl,
      ANON_KEY: b.anonKey,
      LOG_LEVEL: 'warn',
      DEMO: '0',
      BOT_TOKEN: '',
      HTTP_MAX_CONNECTIONS: String(STREAMS + 1_000),
      REALTIME_STREAMS_PER_ADDRESS: String(STREAMS + 100),
      RATE_LIMIT_FACTOR: '1000',
      // The server's own side of each change (notification to the last stream's write), from its metrics.
      METRICS_PORT: String(PORT + 100),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  child.kill();
  throw new Error('The realtime bench server did not become ready');
}

async function post<T>(anonKey: string, fn: string, body: object): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${PORT}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${fn}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Stream {
  res: IncomingMessage;
  ready: Promise<void>;
}

/** One stream as a browser opens it: a ticket, then the event stream; `onChange` gets each task event's `updated_at`. */
const UPDATED_AT = Buffer.from('"updated_at":"');

async function openStream(
  anonKey: string,
  sessionId: string,
  onChange: (updatedAt: string, at: number) => void,
): Promise<Stream> {
  const { ticket } = await post<{ ticket: string }>(anonKey, 'realtime', { sessionId });
  return new Promise((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${PORT}/functions/v1/realtime?ticket=${encodeURIComponent(ticket)}&apikey=${anonKey}`,
      { headers: { accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        // Read as bytes, with no parse: the time stamp is taken for 5,000 sockets in a row on one
        // thread, so each callback's own cost delays the ones after it.
        let markReady!: () => void;
        const ready = new Promise<void>((r) => (markReady = r));
        let isReady = false;
        res.on('data', (chunk: Buffer) => {
          const at = now();
          if (!isReady && chunk.includes('event: ready')) {
            isReady = true;
            markReady();
          }
          let from = 0;
          for (;;) {
            const i = chunk.indexOf(UPDATED_AT, from);
            if (i < 0) break;
            const start = i + UPDATED_AT.length;
            const end = chunk.indexOf(0x22, start);
            onChange(chunk.toString('latin1', start, end), at);
            from = end;
          }
        });
        resolve({ res, ready });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function realtimeBench(b: Bench) {
  const server = await startServer(b);
  const streams: Stream[] = [];
  try {
    const db = b.db;
    // The project's owner, through the API as a person would make it.
    const owner = await db
      .insertInto('users')
      .values({ first_name: 'Realtime', username: 'rt_owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ownerProfile = await db
      .insertInto('profiles')
      .values({ user_id: owner.id, name: 'Realtime Owner', username: 'rt_owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ownerSession = await createSession(db as never, { userId: owner.id });
    const { space } = await post<{ space: { id: number } }>(b.anonKey, 'spaces', {
      action: 'create',
      sessionId: ownerSession,
      title: 'Realtime bench',
    });
    const { project } = await post<{ project: { id: number } }>(b.anonKey, 'projects', {
      action: 'create',
      sessionId: ownerSession,
      space_id: space.id,
      title: 'Realtime bench',
    });
    const { task } = await post<{ task: { id: number } }>(b.anonKey, 'tasks', {
      action: 'create',
      sessionId: ownerSession,
      project_id: project.id,
      title: 'Задача',
    });

    // The people, made in the database: a member of the project each, with a session of their own.
    const sessions: string[] = [];
    for (let from = 0; from < STREAMS; from += 500) {
      const n = Math.min(500, STREAMS - from);
      const users = await db
        .insertInto('users')
        .values(
          Array.from({ length: n }, (_, i) => ({ first_name: 'Юрист', username: `rt_${from + i}`.padEnd(5, '_') })),
        )
        .returning('id')
        .execute();
      const profiles = await db
        .insertInto('profiles')
        .values(
          users.map((u, i) => ({
            user_id: u.id,
            name: `Юрист ${from + i}`,
            username: `rt_${from + i}`.padEnd(5, '_'),
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('members')
        .values(
          profiles.flatMap((p) => [
            { object_type: 'space', space_id: space.id, profile_id: p.id },
            { object_type: 'project', space_id: space.id, project_id: project.id, profile_id: p.id },
          ]),
        )
        .execute();
      for (const u of users) sessions.push(await createSession(db as never, { userId: u.id }));
    }
    void ownerProfile;

    const rssBefore = rssKb(server.pid!);
    const arrivals = new Map<string, number[]>();
    const onChange = (updatedAt: string, at: number) => {
      let list = arrivals.get(updatedAt);
      if (!list) arrivals.set(updatedAt, (list = []));
      list.push(at);
    };
    const openStart = now();
    // A hundred at a time, as a crowd arrives.
    for (let from = 0; from < sessions.length; from += 100) {
      const batch = await Promise.all(sessions.slice(from, from + 100).map((s) => openStream(b.anonKey, s, onChange)));
      streams.push(...batch);
    }
    await Promise.all(streams.map((s) => s.ready));
    const openMs = now() - openStart;
    await sleep(2_000);
    const rssOpen = rssKb(server.pid!);

    // Changes committed one by one; each stream's event timed from the commit's answer.
    const committed = new Map<string, { sent: number; done: number }>();
    for (let i = 0; i < WRITES; i++) {
      const sent = now();
      const r = await sql<{
        updated_at: Date;
      }>`update tasks set title = ${`Задача ${i}`}, updated_at = clock_timestamp() where id = ${task.id} returning updated_at`.execute(
        db,
      );
      const done = now();
      committed.set(String(r.rows[0]!.updated_at.getTime()), { sent, done });
      await sleep(500);
    }
    await sleep(2_000);
    const fromCommit: number[] = [];
    const fromSend: number[] = [];
    let delivered = 0;
    const byMoment = new Map([...arrivals].map(([text, ats]) => [String(Date.parse(text)), ats]));
    for (const [key, w] of committed) {
      for (const at of byMoment.get(key) ?? []) {
        delivered++;
        fromCommit.push(Math.max(0, at - w.done));
        fromSend.push(at - w.sent);
      }
    }
    // The server's share: from the notification to the frame handed to the last of the 5,000 sockets.
    const metrics = await (await fetch(`http://127.0.0.1:${PORT + 100}/metrics`)).text();
    const buckets = [
      ...metrics.matchAll(
        /^lp_realtime_change_seconds_bucket\{(?=[^}]*table="tasks")[^}]*le="([^"]+)"[^}]*\} (\d+)$/gm,
      ),
    ].map((m) => ({ le: m[1]!, n: Number(m[2]) }));
    const count = buckets.find((b) => b.le === '+Inf')?.n ?? 0;
    const p95Bucket = buckets.find((b) => b.n >= 0.95 * count)?.le;
    const within50 = buckets.find((b) => b.le === '0.05')?.n ?? 0;
    return {
      streams: STREAMS,
      server_notification_to_last_write: {
        changes: count,
        within_50_ms: within50,
        p95_at_most_s: p95Bucket,
      },
      writes: WRITES,
      deliveries: `${delivered} of ${WRITES * STREAMS}`,
      open_s: Math.round(openMs / 100) / 10,
      commit_to_delivery_ms: {
        p50: pct(fromCommit, 50),
        p95: pct(fromCommit, 95),
        p99: pct(fromCommit, 99),
        max: pct(fromCommit, 100),
      },
      statement_to_delivery_ms: { p50: pct(fromSend, 50), p95: pct(fromSend, 95), p99: pct(fromSend, 99) },
      server_rss_mb: { before: Math.round(rssBefore / 1024), streams_open: Math.round(rssOpen / 1024) },
      server_kb_per_stream: Math.round(((rssOpen - rssBefore) / STREAMS) * 10) / 10,
    };
  } finally {
    for (const s of streams) s.res.destroy();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
