import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
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
 *
 * The streams are read by BENCH_REALTIME_CLIENTS (default 1) child processes of this file, not by
 * the process that commits the changes: on a machine of two cores the readers' work would
 * otherwise sit in the same event loop as the commits and the clock. Each reader takes the time
 * of a change's frame as its socket's bytes arrive, from raw sockets read into one shared buffer
 * with no HTTP parser and no allocation per read: for 5,000 sockets read in a row on one thread,
 * each read's own cost delays the ones after it. Reported beside the streams' figures: the
 * server's own share of each change (lp_realtime_change_seconds, its notification to the last
 * stream's write), and each change's first and last delivery (when every stream had it): two or
 * three readers gave the same figures as one, so the time from the first stream to the last is
 * the server's writes, about 12 µs a loopback socket on this machine, not the readers'.
 */
interface Bench {
  databaseUrl: string;
  db: Kysely<any>;
  anonKey: string;
}

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5_000);
const WRITES = Number(process.env.BENCH_REALTIME_WRITES ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3400) + 7;
const READERS = Math.max(1, Number(process.env.BENCH_REALTIME_CLIENTS ?? 1));

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

/** What the parent and a reader say to each other over the IPC channel. */
type ToReader = { open: string[]; anonKey: string } | { report: true };
type FromReader =
  { listening: true } | { ready: number } | { failed: string } | { arrivals: Array<[string, number[]]> };

const READY = Buffer.from('event: ready');
const UPDATED_AT = Buffer.from('"updated_at":"');
/** One buffer every socket of a reader is read into: the read's callback is done with it before the next read. */
const shared = Buffer.alloc(64 * 1024);

/**
 * One stream as a browser opens it: a ticket, then the event stream, as a raw HTTP/1.1 request.
 * `onChange` gets each task event's `updated_at` and the moment its bytes were read; a frame is
 * written to the socket in one piece, and arrives in one read.
 */
async function openStream(
  anonKey: string,
  sessionId: string,
  onChange: (updatedAt: string, at: number) => void,
): Promise<{ socket: Socket; ready: Promise<void> }> {
  const { ticket } = await post<{ ticket: string }>(anonKey, 'realtime', { sessionId });
  let markReady!: () => void;
  let failed!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((markReady = resolve), (failed = reject)));
  let isReady = false;
  let answered = false;
  const socket = connect({
    host: '127.0.0.1',
    port: PORT,
    onread: {
      buffer: shared,
      callback(nread: number, buf: Uint8Array) {
        const at = now();
        const chunk = buf as Buffer;
        if (!isReady) {
          if (!answered) {
            answered = true;
            if (chunk.toString('latin1', 0, Math.min(nread, 12)) !== 'HTTP/1.1 200')
              failed(new Error(`stream answered ${chunk.toString('latin1', 0, Math.min(nread, 200))}`));
          }
          const i = chunk.indexOf(READY);
          if (i >= 0 && i < nread) {
            isReady = true;
            markReady();
          }
        }
        for (let from = 0; ;) {
          const i = chunk.indexOf(UPDATED_AT, from);
          if (i < 0 || i >= nread) break;
          const start = i + UPDATED_AT.length;
          const end = chunk.indexOf(0x22, start);
          if (end < 0 || end >= nread) break;
          onChange(chunk.toString('latin1', start, end), at);
          from = end;
        }
        return true;
      },
    },
  });
  socket.on('error', (err) => failed(err));
  socket.on('close', () => failed(new Error('stream closed')));
  socket.write(
    `GET /functions/v1/realtime?ticket=${encodeURIComponent(ticket)}&apikey=${anonKey} HTTP/1.1\r\n` +
      `Host: 127.0.0.1:${PORT}\r\nAccept: text/event-stream\r\n\r\n`,
  );
  return { socket, ready };
}

/** A reader: opens its share of the streams, says when all are ready, and hands its arrivals over when asked. */
async function runReader(): Promise<void> {
  const arrivals = new Map<string, number[]>();
  const onChange = (updatedAt: string, at: number) => {
    let list = arrivals.get(updatedAt);
    if (!list) arrivals.set(updatedAt, (list = []));
    list.push(at);
  };
  const sockets: Socket[] = [];
  const say = (m: FromReader) => process.send!(m);
  process.on('message', async (m: ToReader) => {
    if ('report' in m) {
      // The parent ends this process once it has the answer: an exit now could overtake the message.
      say({ arrivals: [...arrivals] });
      for (const s of sockets) s.destroy();
      return;
    }
    try {
      const streams = [];
      // A hundred at a time, as a crowd arrives.
      for (let from = 0; from < m.open.length; from += 100)
        streams.push(
          ...(await Promise.all(m.open.slice(from, from + 100).map((s) => openStream(m.anonKey, s, onChange)))),
        );
      sockets.push(...streams.map((s) => s.socket));
      await Promise.all(streams.map((s) => s.ready));
      say({ ready: streams.length });
    } catch (err) {
      say({ failed: (err as Error).message });
    }
  });
  // A message sent before the listener above would be lost: the parent waits for this one first.
  say({ listening: true });
}

interface Reader {
  child: ChildProcess;
  next(): Promise<FromReader>;
}

function startReader(): Reader {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname], {
    env: { ...process.env, REALTIME_BENCH_READER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromReader[] = [];
  const waiting: Array<(m: FromReader) => void> = [];
  child.on('message', (m: FromReader) => (waiting.length ? waiting.shift()!(m) : inbox.push(m)));
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w({ failed: `reader exited (${code})` });
  });
  return {
    child,
    next: () =>
      inbox.length ? Promise.resolve(inbox.shift()!) : new Promise<FromReader>((resolve) => waiting.push(resolve)),
  };
}

if (process.env.REALTIME_BENCH_READER === '1') void runReader();

export async function realtimeBench(b: Bench) {
  const server = await startServer(b);
  const readers: Reader[] = [];
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
    const openStart = now();
    readers.push(...Array.from({ length: READERS }, startReader));
    for (const r of readers) {
      const m = await r.next();
      if (!('listening' in m)) throw new Error(`a reader failed: ${'failed' in m ? m.failed : 'unexpected answer'}`);
    }
    readers.forEach((r, k) =>
      r.child.send({ open: sessions.filter((_, i) => i % READERS === k), anonKey: b.anonKey } satisfies ToReader),
    );
    for (const r of readers) {
      const m = await r.next();
      if (!('ready' in m)) throw new Error(`a reader failed: ${'failed' in m ? m.failed : 'unexpected answer'}`);
    }
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
    const arrivals = new Map<string, number[]>();
    for (const r of readers) {
      r.child.send({ report: true } satisfies ToReader);
      const m = await r.next();
      if (!('arrivals' in m)) throw new Error(`a reader failed: ${'failed' in m ? m.failed : 'unexpected answer'}`);
      for (const [text, ats] of m.arrivals) arrivals.set(text, [...(arrivals.get(text) ?? []), ...ats]);
    }
    const fromCommit: number[] = [];
    const fromSend: number[] = [];
    /** Per change: when the last of its streams had it. */
    const lastFromCommit: number[] = [];
    /** Per change: when the first of its streams had it, and from then to the last (the readers' share). */
    const firstFromCommit: number[] = [];
    const spread: number[] = [];
    let delivered = 0;
    const byMoment = new Map([...arrivals].map(([text, ats]) => [String(Date.parse(text)), ats]));
    for (const [key, w] of committed) {
      const ats = byMoment.get(key) ?? [];
      for (const at of ats) {
        delivered++;
        fromCommit.push(Math.max(0, at - w.done));
        fromSend.push(at - w.sent);
      }
      if (!ats.length) continue;
      const [first, last] = [Math.min(...ats), Math.max(...ats)];
      firstFromCommit.push(Math.max(0, first - w.done));
      lastFromCommit.push(Math.max(0, last - w.done));
      spread.push(last - first);
    }
    // The server's share: from the notification to the frame handed to the last of the sockets.
    const metrics = await (await fetch(`http://127.0.0.1:${PORT + 100}/metrics`)).text();
    const buckets = [
      ...metrics.matchAll(
        /^lp_realtime_change_seconds_bucket\{(?=[^}]*table="tasks")[^}]*(?<=[{,])le="([^"]+)"[^}]*\} (\d+)$/gm,
      ),
    ].map((m) => ({ le: m[1]!, n: Number(m[2]) }));
    const count = buckets.find((b) => b.le === '+Inf')?.n ?? 0;
    const p95Bucket = buckets.find((b) => b.n >= 0.95 * count)?.le;
    const within50 = buckets.find((b) => b.le === '0.05')?.n ?? 0;
    return {
      streams: STREAMS,
      readers: READERS,
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
      commit_to_first_stream_ms: { p50: pct(firstFromCommit, 50), p95: pct(firstFromCommit, 95) },
      first_to_last_stream_ms: { p50: pct(spread, 50), p95: pct(spread, 95) },
      commit_to_last_stream_ms: {
        p50: pct(lastFromCommit, 50),
        p95: pct(lastFromCommit, 95),
        max: pct(lastFromCommit, 100),
      },
      statement_to_delivery_ms: { p50: pct(fromSend, 50), p95: pct(fromSend, 95), p99: pct(fromSend, 99) },
      server_rss_mb: { before: Math.round(rssBefore / 1024), streams_open: Math.round(rssOpen / 1024) },
      server_kb_per_stream: Math.round(((rssOpen - rssBefore) / STREAMS) * 10) / 10,
    };
  } finally {
    for (const r of readers) r.child.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
