/**
 * `npm run soak`: the product run as a service for SOAK_MINUTES (default 10). Two server
 * processes on one PostgreSQL, uploads in S3 (the tests' s3rver emulator), nginx in front as
 * docs/operations.md recommends; a lawyer's day played by SOAK_PEOPLE distinct people (each
 * with a session made in the database and an address of their own, forwarded through nginx
 * and believed with TRUST_PROXY), SOAK_STREAMS live streams, at half of the capacity measured
 * first. At 30% of the run one process is killed with SIGKILL and started again; at 60% the
 * other is stopped with SIGTERM and started again. Each minute prints requests, errors,
 * p50/p95/p99 by kind and each process's resident memory; the end prints one line
 * `SOAK {json}`.
 *
 * The load generator shares the machine's cores with the servers and PostgreSQL: it runs at
 * the lowest CPU priority (nice 19), so when the cores are short the servers are served
 * first, it sends requests open-loop at a fixed rate (a slow answer does not slow the arrivals,
 * as it would not in life), and its own CPU use per minute is printed beside the servers'.
 *
 * DATABASE_URL: the PostgreSQL to use (a scratch database is created on it and dropped);
 * unset: postgres://postgres@127.0.0.1:5432/postgres. nginx: Debian's, installed when missing
 * and run as root, as the test command installs Chromium.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { createSession } from '@server/services/sessions.ts';
import { adminQuery, databaseUrlFor } from '../support/pg-admin.ts';
import { ensureNginx } from './tls-front.ts';
import { startS3Emulator } from '../support/s3-emulator.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PEOPLE = Number(process.env.SOAK_PEOPLE ?? 200);
const STREAMS = Number(process.env.SOAK_STREAMS ?? 300);
const TEAM = 5;
const PROXY_PORT = Number(process.env.SOAK_PORT ?? 3420);
const SERVER_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const BASE = `http://127.0.0.1:${PROXY_PORT}`;
const ANON_KEY = 'soak-anon-key';
/** How long after a fault's start (and after the process is back) its errors belong to it. */
const FAULT_MARGIN_MS = 2_000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `lp_soak_${process.pid}`;
const dbUrl = databaseUrlFor(serverUrl, dbName);
const work = mkdtempSync(join(tmpdir(), 'lp-soak-'));

const LOOP_DELAY_PRELOAD = `data:text/javascript,import{isMainThread}from'node:worker_threads';if(isMainThread)await import(${JSON.stringify(
  new URL('./loop-delay.ts', import.meta.url).href,
)});`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

// ── the two servers and nginx ───────────────────────────────────────────────

interface Proc {
  name: string;
  port: number;
  child: ChildProcess;
  startedAt: number;
  /** Resident memory and the JavaScript heap in use, per minute of this process's life, MB. */
  rss: { minute: number; mb: number; heapMb: number; gcHeapMb?: number; gcRssMb?: number }[];
  loopFile: string;
}

let s3: Awaited<ReturnType<typeof startS3Emulator>>;

function serverEnv(port: number, loopFile: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: dbUrl,
    ANON_KEY,
    LOG_LEVEL: 'warn',
    DEMO: '1',
    BOT_TOKEN: '',
    DATA_DIR: join(work, `data-${port}`),
    PUBLIC_URL: BASE,
    // nginx appends the generator's address to the simulated person's: two proxies' entries.
    TRUST_PROXY: '2',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SHUTDOWN_GRACE_MS: '5000',
    LOOP_DELAY_FILE: loopFile,
    // Its own metrics, for the heap it uses beside the memory the system gives it.
    METRICS_PORT: String(port + 100),
  };
}

async function waitReady(port: number, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`The server on ${port} did not become ready`);
}

async function startProc(name: string, port: number): Promise<Proc> {
  const loopFile = join(work, `loop-${port}.json`);
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', LOOP_DELAY_PRELOAD, 'server/main.ts'],
    {
      env: serverEnv(port, loopFile),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitReady(port);
  return { name, port, child, startedAt: now(), rss: [], loopFile };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

function nginxConfig(): string {
  return `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  client_max_body_size 12m;
  upstream legal_platform {
    server 127.0.0.1:${SERVER_PORTS[0]} max_fails=3 fail_timeout=2s;
    server 127.0.0.1:${SERVER_PORTS[1]} max_fails=3 fail_timeout=2s;
    keepalive 64;
    # Below Node's own keep-alive timeout (5 s): a connection the server is closing is never reused.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://legal_platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is gone refuses the connection: the request goes to the other one.
      proxy_next_upstream error timeout http_503;
      proxy_connect_timeout 2s;
    }
    location /functions/v1/realtime {
      proxy_pass http://legal_platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_503;
      # Server-sent events: every event at once, and a stream may stay open for hours.
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

// ── the people and their world ──────────────────────────────────────────────

interface Person {
  index: number;
  profileId: number;
  sessionId: string;
  address: string;
  team: number;
  projectId: number;
  /** Tasks this person alone edits: each one's writes go one after another. */
  tasks: number[];
  calendarUrl: string | null;
  options: number[];
}

const addressOf = (i: number) => `10.${1 + Math.floor(i / 65_000)}.${Math.floor(i / 250) % 250}.${1 + (i % 250)}`;

async function call<T = any>(
  person: Pick<Person, 'sessionId' | 'address'> | null,
  fn: string,
  body: Record<string, unknown>,
  method: 'GET' | 'POST' = 'POST',
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${ANON_KEY}` };
  if (person) headers['x-forwarded-for'] = person.address;
  const input = person ? { sessionId: person.sessionId, ...body } : body;
  let url = `${BASE}/functions/v1/${fn}`;
  let init: RequestInit = { method, headers };
  if (method === 'GET') url += `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`;
  else init = { ...init, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input) };
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const data = (await res.json().catch(() => null)) as T;
  return { status: res.status, data };
}

async function must<T = any>(...args: Parameters<typeof call>): Promise<T> {
  const r = await call<T>(...args);
  if (r.status !== 200) throw new Error(`${args[1]} ${JSON.stringify(args[2])}: ${r.status} ${JSON.stringify(r.data)}`);
  return r.data;
}

async function makePeople(db: Kysely<any>): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const username = `soak_${i}`.padEnd(5, '_');
    const user = await db
      .insertInto('users')
      .values({ first_name: `Юрист ${i}`, username })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_settings')
      .values({ user_id: user.id, timezone: 'Europe/Moscow', language: 'ru' })
      .execute();
    const profile = await db
      .insertInto('profiles')
      .values({ user_id: user.id, name: `Юрист ${i}`, username })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessionId = await createSession(db as never, { userId: user.id });
    people.push({
      index: i,
      profileId: profile.id,
      sessionId,
      address: addressOf(i),
      team: Math.floor(i / TEAM),
      projectId: 0,
      tasks: [],
      calendarUrl: null,
      options: [],
    });
  }
  // Teams of five share a space and a project: the leader makes them and adds the others.
  for (let t = 0; t * TEAM < PEOPLE; t++) {
    const team = people.filter((p) => p.team === t);
    const leader = team[0]!;
    const { space } = await must(leader, 'spaces', { action: 'create', title: `Практика ${t + 1}` });
    const { project } = await must(leader, 'projects', {
      action: 'create',
      space_id: space.id,
      title: `Дела практики ${t + 1}`,
      property_select: {
        title: 'Статус',
        options: [
          { title: 'Новая', color: 'blue' },
          { title: 'В работе', color: 'yellow' },
          { title: 'Готово', color: 'green' },
        ],
      },
      property_date: { title: 'Срок' },
    });
    const data = await must(leader, 'planner-data', { projectId: project.id }, 'GET');
    const options = (data.project.property_select?.options ?? []).map((o: { id: number }) => o.id);
    for (const member of team.slice(1)) {
      await must(leader, 'members', { action: 'add', spaceId: space.id, profileId: member.profileId });
      await must(leader, 'members', { action: 'add', projectId: project.id, profileId: member.profileId });
    }
    for (const p of team) {
      p.projectId = project.id;
      p.options = options;
      for (let k = 0; k < 4; k++) {
        const { task } = await must(p, 'tasks', {
          action: 'create',
          project_id: project.id,
          title: `Дело ${p.index}-${k}: подготовить отзыв`,
          value_select: options[k % options.length],
        });
        p.tasks.push(task.id);
      }
      p.calendarUrl = (await must(p, 'calendar-feed', { action: 'get' })).url;
    }
  }
  return people;
}

// ── what each request did ───────────────────────────────────────────────────

interface Sample {
  kind: string;
  start: number;
  ms: number;
  ok: boolean;
  status: number;
  proc: string;
}
const samples: Sample[] = [];
/** Windows in which a fault's errors are expected: from the fault until its process is back, plus a margin. */
const faults: { name: string; from: number; to: number }[] = [];

/** The last acknowledged title of each task (writes to a task go one after another). */
const ackedTitle = new Map<number, string>();
const ackedCreates = new Set<number>();
const busyTasks = new Set<number>();
let writeCounter = 0;

// Live streams: what each should have had, and when it had it.
interface Stream {
  person: Person;
  /** When it last got an event for a task (or was (re)opened, which refetches everything). */
  lastSeen: Map<number, number>;
  openedAt: number;
  connected: boolean;
  droppedAt: number | null;
  /** Acknowledged writes it has not had yet: task → the earliest acknowledgement. */
  pending: Map<number, number>;
  controller: AbortController | null;
}
const streams: Stream[] = [];
let streamGapMax = 0;
let streamBackMax = 0;
const gaps: number[] = [];
let stopping = false;

function delivered(s: Stream, task: number, at: number) {
  s.lastSeen.set(task, at);
  const acked = s.pending.get(task);
  if (acked !== undefined) {
    const gap = Math.max(0, at - acked);
    gaps.push(gap);
    streamGapMax = Math.max(streamGapMax, gap);
    s.pending.delete(task);
  }
}

/** A write to `task` in `projectId` was acknowledged at `ackedAt` (sent at `sentAt`): every stream of that team should see it. */
function expectDelivery(projectId: number, task: number, sentAt: number, ackedAt: number) {
  for (const s of streams) {
    if (s.person.projectId !== projectId) continue;
    const seen = s.lastSeen.get(task);
    // Its event came before the answer did, or the stream reopened (and refetched) since.
    if ((seen !== undefined && seen >= sentAt) || (s.connected && s.openedAt >= sentAt)) {
      gaps.push(0);
      continue;
    }
    if (!s.pending.has(task)) s.pending.set(task, ackedAt);
  }
}

async function runStream(s: Stream) {
  while (!stopping) {
    try {
      const ticket = await call(s.person, 'realtime', {});
      if (ticket.status !== 200) throw new Error(`ticket ${ticket.status}`);
      s.controller = new AbortController();
      const res = await fetch(
        `${BASE}/functions/v1/realtime?ticket=${encodeURIComponent(ticket.data.ticket)}&apikey=${ANON_KEY}`,
        { headers: { 'x-forwarded-for': s.person.address, accept: 'text/event-stream' }, signal: s.controller.signal },
      );
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event === 'ready') {
            // Open again: the app refetches what it may have missed, which settles every pending write.
            const at = now();
            if (s.droppedAt !== null) streamBackMax = Math.max(streamBackMax, at - s.droppedAt);
            s.droppedAt = null;
            s.connected = true;
            s.openedAt = at;
            for (const task of [...s.pending.keys()]) delivered(s, task, at);
          } else if (event === 'change' && data) {
            const ev = JSON.parse(data) as { table: string; id: number };
            if (ev.table === 'tasks') delivered(s, Number(ev.id), now());
          } else if (event === 'reconnect') {
            break;
          }
        }
        if (/^event: reconnect$/m.test(buffer)) break;
      }
      s.controller.abort();
    } catch {
      /* dropped: come back below */
    }
    if (stopping) return;
    if (s.connected) {
      s.connected = false;
      s.droppedAt = now();
    }
    // As the app does: at once, with a little jitter so a process's streams do not all arrive together.
    await sleep(Math.random() * 1000);
  }
}

// ── a lawyer's day ──────────────────────────────────────────────────────────

let postUrls: string[] = [];
let avatar: Buffer;
const SEARCHES = ['договор', 'неустойка', 'отзыв', 'арбитраж', 'банкротство', 'трудовой'];

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** The mix, by weight: reading the planner and the feed most, writing often, uploading now and then. */
const MIX: { kind: string; weight: number }[] = [
  { kind: 'planner', weight: 26 },
  { kind: 'session', weight: 8 },
  { kind: 'task-edit', weight: 16 },
  { kind: 'task-move', weight: 8 },
  { kind: 'task-create', weight: 3 },
  { kind: 'feed', weight: 16 },
  { kind: 'post', weight: 8 },
  { kind: 'search', weight: 6 },
  { kind: 'calendar-feed', weight: 1 },
  { kind: 'avatar', weight: 0.5 },
  { kind: 'page', weight: 7.5 },
];
const MIX_TOTAL = MIX.reduce((n, m) => n + m.weight, 0);
function pickKind(): string {
  let r = Math.random() * MIX_TOTAL;
  for (const m of MIX) if ((r -= m.weight) < 0) return m.kind;
  return MIX[0]!.kind;
}

/** Which process answered: the servers say so in a header of their own? No: nginx does not tell, so the proxy's view is used. */
async function act(people: Person[], kind: string): Promise<Sample> {
  const p = pick(people);
  const start = now();
  let status = 0;
  try {
    switch (kind) {
      case 'planner':
        status = (await call(p, 'planner-data', { projectId: p.projectId }, 'GET')).status;
        break;
      case 'session':
        status = (await call(null, 'check-session', { sessionId: p.sessionId })).status;
        break;
      case 'task-edit':
      case 'task-move': {
        const task = p.tasks.find((t) => !busyTasks.has(t));
        if (task === undefined) return { kind, start, ms: 0, ok: true, status: 200, proc: '' };
        busyTasks.add(task);
        try {
          const sentAt = now();
          if (kind === 'task-edit') {
            const title = `Дело ${p.index}: правка ${++writeCounter}`;
            const r = await call(p, 'tasks', { action: 'update', id: task, title });
            status = r.status;
            if (status === 200) {
              ackedTitle.set(task, title);
              expectDelivery(p.projectId, task, sentAt, now());
            }
          } else {
            const r = await call(p, 'tasks', {
              action: 'updateBatch',
              updates: [{ id: task, value_select: pick(p.options), value_select_position: 0 }],
            });
            status = r.status;
            if (status === 200) expectDelivery(p.projectId, task, sentAt, now());
          }
        } finally {
          busyTasks.delete(task);
        }
        break;
      }
      case 'task-create': {
        const sentAt = now();
        const r = await call(p, 'tasks', {
          action: 'create',
          project_id: p.projectId,
          title: `Новое поручение ${++writeCounter}`,
        });
        status = r.status;
        if (status === 200) {
          ackedCreates.add(r.data.task.id);
          expectDelivery(p.projectId, r.data.task.id, sentAt, now());
        }
        break;
      }
      case 'feed':
        status = (await call(p, 'posts', { action: 'feed', page: 1 }, 'GET')).status;
        break;
      case 'post':
        status = postUrls.length ? (await call(p, 'posts', { action: 'get', url: pick(postUrls) }, 'GET')).status : 200;
        break;
      case 'search':
        status = (await call(p, 'search', { q: pick(SEARCHES) }, 'GET')).status;
        break;
      case 'calendar-feed':
        status = p.calendarUrl
          ? (
              await fetch(p.calendarUrl, {
                headers: { 'x-forwarded-for': p.address },
                signal: AbortSignal.timeout(30_000),
              }).then(async (r) => (await r.arrayBuffer(), r))
            ).status
          : 200;
        break;
      case 'avatar': {
        const form = new FormData();
        form.set('sessionId', p.sessionId);
        form.set('bucket', 'profiles');
        form.set('folder', 'avatars');
        form.set('file', new Blob([new Uint8Array(avatar)], { type: 'image/png' }), 'avatar.png');
        const res = await fetch(`${BASE}/functions/v1/image-upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ANON_KEY}`, 'x-forwarded-for': p.address },
          body: form,
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        status = res.status;
        break;
      }
      case 'page': {
        // A page opened cold: the server draws it for the person.
        const res = await fetch(`${BASE}/${pick(['', 'career', 'pro', 'catalog'])}`, {
          headers: { 'x-forwarded-for': p.address, 'accept-language': 'ru' },
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        status = res.status;
        break;
      }
    }
  } catch {
    status = 0;
  }
  return { kind, start, ms: now() - start, ok: status >= 200 && status < 400, status, proc: '' };
}

// ── measuring ───────────────────────────────────────────────────────────────

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const round = (n: number) => Math.round(n * 10) / 10;

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** The JavaScript heap in use, MB, from the process's own metrics (prom-client's default ones). */
async function heapMb(proc: Proc): Promise<number> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${proc.port + 100}/metrics`)).text();
    const m = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
    return m ? Math.round(Number(m[1]) / 1048576) : 0;
  } catch {
    return 0;
  }
}

/** The event-loop delay since the last ask (tests/bench/loop-delay.ts, inside the process). */
async function loopDelay(
  proc: Proc,
): Promise<{ p99Ms: number; maxMs: number; heapAfterGcMb?: number; rssAfterGcMb?: number } | null> {
  try {
    rmSync(proc.loopFile, { force: true });
    proc.child.kill('SIGUSR2');
    for (let i = 0; i < 20 && !existsSync(proc.loopFile); i++) await sleep(50);
    return JSON.parse(readFileSync(proc.loopFile, 'utf8')) as {
      p99Ms: number;
      maxMs: number;
      heapAfterGcMb?: number;
      rssAfterGcMb?: number;
    };
  } catch {
    return null;
  }
}

const inFault = (s: Sample) => faults.some((f) => s.start + s.ms >= f.from && s.start <= f.to);

/** Runs the mix closed-loop with `workers` at once for `ms`: requests per second it sustains. */
async function capacity(people: Person[], workers: number, ms: number): Promise<number> {
  const until = now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (now() < until) {
        await act(people, pickKind());
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

// ── the run ─────────────────────────────────────────────────────────────────

async function main() {
  if (!existsSync('dist/miniapp/index.html')) {
    console.log('Building the app first…');
    execFileSync('npx', ['vite', 'build', '--config', 'miniapp/vite.config.ts', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }
  const nginxBin = ensureNginx('The soak');
  await adminQuery(serverUrl, `create database ${dbName}`);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  s3 = await startS3Emulator('lp-soak');
  const procs: Proc[] = [];
  let nginx: ChildProcess | undefined;
  try {
    // One after the other: the first migrates and seeds the demo, the second finds it done.
    procs.push(await startProc('A', SERVER_PORTS[0]!));
    procs.push(await startProc('B', SERVER_PORTS[1]!));
    writeFileSync(join(work, 'nginx.conf'), nginxConfig());
    nginx = spawn(nginxBin, ['-c', join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitReady(PROXY_PORT, 10_000);
    // The generator yields the cores to the servers and PostgreSQL when they are short.
    try {
      setPriority(19);
    } catch {
      /* not allowed: figures as they come */
    }

    console.log(`Setting up ${PEOPLE} people in teams of ${TEAM}…`);
    const people = await makePeople(db);
    postUrls = (await must(null, 'posts', { action: 'feed', page: 1 }, 'GET')).posts
      .map((p: { url: string }) => p.url)
      .filter(Boolean);
    avatar = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#3b6' } })
      .png()
      .toBuffer();

    for (let i = 0; i < STREAMS; i++) {
      const s: Stream = {
        person: people[i % people.length]!,
        lastSeen: new Map(),
        openedAt: 0,
        connected: false,
        droppedAt: null,
        pending: new Map(),
        controller: null,
      };
      streams.push(s);
      void runStream(s);
    }
    for (let i = 0; i < 200 && streams.some((s) => !s.connected); i++) await sleep(100);
    console.log(`${streams.filter((s) => s.connected).length} of ${STREAMS} streams open`);

    console.log('Measuring capacity (20 s, 24 requests at a time)…');
    const cap = Number(process.env.SOAK_RATE) ? Number(process.env.SOAK_RATE) * 2 : await capacity(people, 24, 20_000);
    const rate = cap / 2;
    samples.length = 0;
    gaps.length = 0;
    streamGapMax = 0;
    console.log(`Capacity ≈ ${Math.round(cap)} req/s; the soak runs at ${Math.round(rate)} req/s for ${MINUTES} min`);

    const startedAt = now();
    const total = MINUTES * 60_000;
    let inFlight = 0;
    let skipped = 0;
    let arrivals = 0;
    const cpuStart = process.cpuUsage();
    const perMinute: Record<string, unknown>[] = [];
    let minute = 0;
    let lastCpu = process.cpuUsage();
    const serverCpu = new Map<string, number>();
    const cpuOf = (pid: number | undefined) => {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return (Number(f[11]) + Number(f[12])) * 10; // ms at 100 Hz
      } catch {
        return 0;
      }
    };
    let killed = false;
    let stoppedOne = false;
    const loopP99: number[] = [];

    const faultTask = async () => {
      // At 30%: one process dies outright, and comes back.
      await sleep(total * 0.3);
      const a = procs[0]!;
      const from = now();
      a.child.kill('SIGKILL');
      await exited(a.child);
      console.log(`  ${((now() - startedAt) / 60_000).toFixed(1)} min: process A killed (SIGKILL)`);
      procs[0] = await startProc('A', a.port);
      faults.push({ name: 'SIGKILL A', from, to: now() + FAULT_MARGIN_MS });
      killed = true;
      // At 60%: the other is stopped as a deploy stops it, and comes back.
      await sleep(Math.max(0, startedAt + total * 0.6 - now()));
      const b = procs[1]!;
      const from2 = now();
      b.child.kill('SIGTERM');
      await exited(b.child);
      console.log(
        `  ${((now() - startedAt) / 60_000).toFixed(1)} min: process B stopped (SIGTERM), exit ${b.child.exitCode} after ${Math.round(now() - from2)} ms`,
      );
      procs[1] = await startProc('B', b.port);
      faults.push({ name: 'SIGTERM B', from: from2, to: now() + FAULT_MARGIN_MS });
      stoppedOne = true;
    };
    const faultsDone = faultTask();

    const minuteTask = async () => {
      for (minute = 1; minute <= MINUTES; minute++) {
        await sleep(Math.max(0, startedAt + minute * 60_000 - now()));
        const from = startedAt + (minute - 1) * 60_000;
        const mine = samples.filter((s) => s.start >= from && s.start < from + 60_000);
        const row: Record<string, unknown> = {
          minute,
          requests: mine.length,
          errors: mine.filter((s) => !s.ok).length,
          errors_outside_faults: mine.filter((s) => !s.ok && !inFault(s)).length,
          p50: round(
            pct(
              mine.map((s) => s.ms),
              50,
            ),
          ),
          p95: round(
            pct(
              mine.map((s) => s.ms),
              95,
            ),
          ),
          p99: round(
            pct(
              mine.map((s) => s.ms),
              99,
            ),
          ),
        };
        for (const proc of procs) {
          const mb = rssMb(proc.child.pid);
          const heap = await heapMb(proc);
          const loop = await loopDelay(proc);
          proc.rss.push({ minute, mb, heapMb: heap, gcHeapMb: loop?.heapAfterGcMb, gcRssMb: loop?.rssAfterGcMb });
          row[`rss_${proc.name}_mb`] = mb;
          row[`heap_${proc.name}_mb`] = heap;
          if (loop?.heapAfterGcMb !== undefined) row[`heap_after_gc_${proc.name}_mb`] = loop.heapAfterGcMb;
          if (loop?.rssAfterGcMb !== undefined) row[`rss_after_gc_${proc.name}_mb`] = loop.rssAfterGcMb;
          const cpu = cpuOf(proc.child.pid);
          // A process started again this minute counts from its start.
          const before = serverCpu.get(proc.name) ?? cpu;
          row[`cpu_${proc.name}_pct`] = Math.round(((cpu >= before ? cpu - before : cpu) / 60_000) * 100);
          serverCpu.set(proc.name, cpu);
          if (loop) {
            row[`loop_p99_${proc.name}_ms`] = round(loop.p99Ms);
            if (!faults.some((f) => f.from < from + 60_000 && f.to > from)) loopP99.push(loop.p99Ms);
          }
        }
        const cpu = process.cpuUsage(lastCpu);
        lastCpu = process.cpuUsage();
        row.generator_cpu_pct = Math.round(((cpu.user + cpu.system) / 1000 / 60_000) * 100);
        const kinds: Record<string, string> = {};
        for (const m of MIX) {
          const of = mine.filter((s) => s.kind === m.kind).map((s) => s.ms);
          if (of.length)
            kinds[m.kind] = `${of.length}: ${round(pct(of, 50))}/${round(pct(of, 95))}/${round(pct(of, 99))}`;
        }
        perMinute.push(row);
        console.log(JSON.stringify(row));
        console.log(`    by kind (n: p50/p95/p99 ms) ${JSON.stringify(kinds)}`);
      }
    };
    // Seed the CPU counters at the start.
    for (const proc of procs) serverCpu.set(proc.name, cpuOf(proc.child.pid));
    const minutesDone = minuteTask();

    // Open-loop arrivals at `rate`, at most 400 at once (beyond that the generator itself is the bottleneck).
    while (now() - startedAt < total) {
      const due = ((now() - startedAt) / 1000) * rate;
      while (arrivals < due) {
        arrivals++;
        if (inFlight >= 400) {
          skipped++;
          continue;
        }
        inFlight++;
        void act(people, pickKind()).then((s) => {
          samples.push(s);
          inFlight--;
        });
      }
      await sleep(5);
    }
    while (inFlight > 0) await sleep(50);
    await faultsDone;
    await minutesDone;
    // Let the last events arrive.
    await sleep(3000);
    stopping = true;
    for (const s of streams) s.controller?.abort();

    // Every acknowledged write is in the database as acknowledged.
    let lost = 0;
    const titles = await db
      .selectFrom('tasks')
      .select(['id', 'title'])
      .where('id', 'in', [...ackedTitle.keys(), 0])
      .execute();
    const byId = new Map(titles.map((t) => [t.id as number, t.title as string]));
    for (const [id, title] of ackedTitle) if (byId.get(id) !== title) lost++;
    const created = await db
      .selectFrom('tasks')
      .select('id')
      .where('id', 'in', [...ackedCreates, 0])
      .execute();
    lost += ackedCreates.size - created.length;

    // Writes still not seen by a stream at the end count from their acknowledgement to now.
    const end = now();
    let unseen = 0;
    for (const s of streams)
      for (const acked of s.pending.values()) {
        unseen++;
        streamGapMax = Math.max(streamGapMax, end - acked);
      }

    // Memory growth after warm-up: each process's life from its second minute to its last.
    const growth = procs.map((p) => {
      const life = p.rss.filter((r) => r.minute * 60_000 + startedAt > p.startedAt + 60_000);
      if (life.length < 2) return { proc: p.name, pct: null };
      const first = life[0]!;
      const last = life[life.length - 1]!;
      return {
        proc: p.name,
        minutes: `${first.minute}–${last.minute}`,
        pct: round(((last.mb - first.mb) / first.mb) * 100),
        from_mb: first.mb,
        to_mb: last.mb,
        heap_pct: first.heapMb ? round(((last.heapMb - first.heapMb) / first.heapMb) * 100) : null,
        heap_from_mb: first.heapMb,
        heap_to_mb: last.heapMb,
        // After a full collection: what the process holds, the figure a leak would move.
        after_gc_rss_pct: first.gcRssMb ? round((((last.gcRssMb ?? 0) - first.gcRssMb) / first.gcRssMb) * 100) : null,
        after_gc_heap_pct: first.gcHeapMb
          ? round((((last.gcHeapMb ?? 0) - first.gcHeapMb) / first.gcHeapMb) * 100)
          : null,
        after_gc_heap_mb: `${first.gcHeapMb}→${last.gcHeapMb}`,
        after_gc_rss_mb: `${first.gcRssMb}→${last.gcRssMb}`,
      };
    });
    const outside = samples.filter((s) => !s.ok && !inFault(s));
    const cpuAll = process.cpuUsage(cpuStart);
    const result = {
      minutes: MINUTES,
      people: PEOPLE,
      streams: STREAMS,
      rate_per_s: Math.round(rate),
      capacity_per_s: Math.round(cap),
      requests: samples.length,
      skipped_at_generator: skipped,
      errors: samples.filter((s) => !s.ok).length,
      errors_outside_faults: outside.length,
      errors_outside_faults_by_status: Object.fromEntries(
        [...new Set(outside.map((s) => `${s.kind} ${s.status}`))].map((k) => [
          k,
          outside.filter((s) => `${s.kind} ${s.status}` === k).length,
        ]),
      ),
      acked_writes: ackedTitle.size + ackedCreates.size,
      acked_writes_lost: lost,
      stream_gap_max_ms: Math.round(streamGapMax),
      stream_gap_p99_ms: Math.round(pct(gaps, 99)),
      stream_back_max_ms: Math.round(streamBackMax),
      stream_writes_unseen_at_end: unseen,
      rss_growth_pct: growth,
      event_loop_p99_ms: round(Math.max(0, ...loopP99)),
      p50_ms: round(
        pct(
          samples.map((s) => s.ms),
          50,
        ),
      ),
      p95_ms: round(
        pct(
          samples.map((s) => s.ms),
          95,
        ),
      ),
      p99_ms: round(
        pct(
          samples.map((s) => s.ms),
          99,
        ),
      ),
      generator_cpu_s: round((cpuAll.user + cpuAll.system) / 1e6),
      faults: faults.map((f) => ({ name: f.name, ms: Math.round(f.to - f.from - FAULT_MARGIN_MS) })),
      killed,
      stopped: stoppedOne,
    };
    console.log(`SOAK ${JSON.stringify(result)}`);
  } finally {
    stopping = true;
    for (const s of streams) s.controller?.abort();
    nginx?.kill('SIGQUIT');
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => exited(p.child)));
    if (nginx) await exited(nginx);
    await db.destroy();
    await s3.close();
    await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
