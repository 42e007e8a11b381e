/**
 * `npm run bench`: the server in production mode on PostgreSQL, loaded with autocannon.
 * Prints requests/s, p50/p99 latency, server CPU per request, and each call's ratio to
 * /readyz (one database round trip: the ceiling for a call that touches the database once),
 * measured in the same run; then the bundle sizes and the feature benchmarks.
 *
 * DATABASE_URL: the PostgreSQL to use (a scratch database is created on it and dropped).
 * Unset: postgres://postgres@127.0.0.1:5432/postgres.
 * `npm run bench -- <feature>[:<part>] …` or BENCH_ONLY=<feature>[:<part>]: /readyz and those
 * benchmarks alone (e.g. planner:spaces, images), for a shared machine where the whole run costs too much.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createSession } from '@server/services/sessions.ts';
import { measureBundle } from '../support/bundle-size.ts';
import { adminQuery, databaseUrlFor } from '../support/pg-admin.ts';
import { cpuMicros, databaseCpuMicros } from './cpu.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const ANON_KEY = 'bench-anon-key';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_DB_PREFIX: the scratch database's name prefix (a shared server where each user keeps to their own names).
const dbName = `${process.env.BENCH_DB_PREFIX ?? 'lp_bench_'}${process.pid}`;
const dbUrl = databaseUrlFor(serverUrl, dbName);
// Uploads land in a scratch folder, not the checkout's ./data.
const dataDir = mkdtempSync(join(tmpdir(), 'lp-bench-'));
/**
 * `npm run bench -- images planner:spaces` (or BENCH_ONLY=planner:spaces): /readyz and the named
 * feature benchmarks (or one part of one) alone, without the other calls and the bundle sizes.
 */
const only = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : [])].map(
  (o) => {
    const [feature, part] = o.split(':');
    return { feature, part };
  },
);
const wanted = (feature: string) => only.length === 0 || only.some((o) => o.feature === feature);
const partOf = (feature: string) => only.find((o) => o.feature === feature)?.part;

export interface LoadOptions {
  title: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  connections: number;
  seconds?: number;
  /** Extra request headers, e.g. a browser's Accept-Encoding. */
  headers?: Record<string, string>;
}
export interface LoadResult {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  /** every PostgreSQL process's CPU over the load (tests/bench/cpu.ts), a request's share */
  databaseCpuUsPerRequest: number;
  errors: number;
}

let server: ChildProcess | undefined;

/**
 * loop-delay.ts, preloaded into the server's main thread only. Worker threads inherit the
 * process's `--import`s, and on Node 20 a worker's own `--import tsx` does not yet load the
 * next `.ts` preload: the Markdown worker (server/features/posts/markdown/) failed to start,
 * and every save of a post over 1000 characters answered 500.
 */
const LOOP_DELAY_PRELOAD = `data:text/javascript,import{isMainThread}from'node:worker_threads';if(isMainThread)await import(${JSON.stringify(
  new URL('./loop-delay.ts', import.meta.url).href,
)});`;

async function startServer(): Promise<ChildProcess> {
  // A server left behind by an interrupted run would answer in this one's place, on its own database.
  const taken = await fetch(`${BASE}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${PORT} is taken (a bench server left running?): stop it, or set BENCH_PORT`);
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', '--import', LOOP_DELAY_PRELOAD, 'server/main.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATABASE_URL: dbUrl,
        ANON_KEY,
        LOG_LEVEL: 'warn',
        DEMO: '0',
        BOT_TOKEN: '',
        DATA_DIR: dataDir,
        LOOP_DELAY_FILE: join(dataDir, 'loop-delay.json'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('The server did not become ready');
}

export async function load(o: LoadOptions): Promise<LoadResult> {
  const pid = server!.pid!;
  const opts = {
    url: BASE + o.path,
    connections: o.connections,
    method: o.method ?? 'GET',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', ...o.headers },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  };
  await autocannon({ ...opts, duration: 1 }); // warm-up
  const before = cpuMicros(pid);
  const dbBefore = databaseCpuMicros();
  const r = await autocannon({ ...opts, duration: o.seconds ?? SECONDS });
  const cpu = cpuMicros(pid) - before;
  const dbCpu = databaseCpuMicros() - dbBefore;
  const total = r.requests.total || 1;
  return {
    title: o.title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUsPerRequest: Math.round(cpu / total),
    databaseCpuUsPerRequest: Math.round(dbCpu / total),
    errors: r.errors + r.non2xx,
  };
}

function printTable(rows: LoadResult[], ceiling: number) {
  console.log(
    '\n| call | conns | req/s | p50 ms | p99 ms | server CPU µs/req | database CPU µs/req | vs /readyz | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const ratio = `${Math.round((r.rps / ceiling) * 100)}%`;
    console.log(
      `| ${r.title} | ${(r as LoadResult & { connections?: number }).connections ?? ''} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.cpuUsPerRequest} | ${r.databaseCpuUsPerRequest} | ${ratio} | ${r.errors} |`,
    );
  }
}

async function main() {
  if (!existsSync('dist/miniapp/index.html')) {
    console.log('Building the app first…');
    const b = spawn('npx', ['vite', 'build', '--config', 'miniapp/vite.config.ts', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    await new Promise((r) => b.on('exit', r));
  }
  await adminQuery(serverUrl, `create database ${dbName}`);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    server = await startServer();

    // A signed-in person with settings, made directly in the database.
    const user = await db
      .insertInto('users')
      .values({ first_name: 'Bench', username: 'bench_user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_settings')
      .values({ user_id: user.id, timezone: 'Europe/Moscow', language: 'ru' })
      .execute();
    await db.insertInto('profiles').values({ user_id: user.id, name: 'Bench User', username: 'bench_user' }).execute();
    const sessionId = await createSession(db as never, { userId: user.id });

    const rows: Array<LoadResult & { connections: number }> = [];
    const run = async (o: LoadOptions) => {
      const r = { ...(await load(o)), connections: o.connections };
      rows.push(r);
      return r;
    };
    const ready = await run({ title: 'GET /readyz (ceiling: one round trip)', path: '/readyz', connections: 50 });
    if (only.length === 0) {
      await run({ title: 'GET /healthz (no database)', path: '/healthz', connections: 50 });
      await run({
        title: 'POST check-session',
        method: 'POST',
        path: '/functions/v1/check-session',
        body: { sessionId },
        connections: 50,
      });
      await run({
        title: 'POST settings getUserSettings',
        method: 'POST',
        path: '/functions/v1/settings',
        body: { action: 'getUserSettings', sessionId },
        connections: 50,
      });
    }
    printTable(rows, ready.rps);

    const features: Array<[string, string, string]> = [
      ['planner', './planner-bench.ts', 'plannerBench'],
      ['boards', './boards-bench.ts', 'boardsBench'],
      ['images', './images-bench.ts', 'imagesBench'],
      ['posts', './posts-bench.ts', 'postsBench'],
      ['quiz', './quiz-bench.ts', 'quizBench'],
      ['career', './career-bench.ts', 'careerBench'],
      ['catalog', './catalog-bench.ts', 'catalogBench'],
      ['profiles', './profiles-bench.ts', 'profilesBench'],
      ['network', './network-bench.ts', 'networkBench'],
      ['notifications', './notifications-bench.ts', 'notificationsBench'],
      ['first-screen', './first-screen-bench.ts', 'firstScreenBench'],
      ['interactive', './interactive-bench.ts', 'interactiveBench'],
      ['security', './security-bench.ts', 'securityBench'],
      ['calendar-feed', './calendar-feed-bench.ts', 'calendarFeedBench'],
      ['search', './search-bench.ts', 'searchBench'],
      ['realtime', './realtime-bench.ts', 'realtimeBench'],
    ];
    for (const [name, file, fn] of features) {
      if (!wanted(name) || !existsSync(new URL(file, import.meta.url))) continue;
      const mod = await import(file);
      console.log(`\n## ${name}`);
      try {
        const result = await mod[fn]({
          baseUrl: BASE,
          anonKey: ANON_KEY,
          db,
          databaseUrl: dbUrl,
          load,
          ceiling: ready.rps,
          only: partOf(name),
          serverPid: server.pid,
          loopDelayFile: join(dataDir, 'loop-delay.json'),
          chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        });
        console.log(JSON.stringify(result, null, 2));
      } catch (err) {
        process.exitCode = 1;
        console.error(`${name} benchmark failed:`, err instanceof Error ? err.message : err);
      }
    }

    if (only.length) return;
    const bundle = measureBundle();
    console.log('\n## bundle (gzipped)');
    console.log(
      `entry ${bundle.entry.file}: ${(bundle.entry.gzipBytes / 1024).toFixed(1)} KB (budget 120 KB, tests/unit/bundle-budget.test.ts); with its preloaded chunks ${(bundle.initial.gzipBytes / 1024).toFixed(1)} KB`,
    );
    for (const c of bundle.css) console.log(`css   ${c.file}: ${(c.gzipBytes / 1024).toFixed(1)} KB`);
    for (const c of bundle.lazy) console.log(`lazy  ${c.file}: ${(c.gzipBytes / 1024).toFixed(1)} KB`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    await db.destroy();
    await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server?.kill('SIGTERM');
    adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`).finally(() => process.exit(130));
  });
}

await main();
