import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/**
 * The server's own metrics, in Prometheus' text format (server/http/metrics-route.ts serves them).
 *
 * One set per database handle, like the answer caches: tests start many apps in one process and
 * must not count into each other's, and the code that counts (the kept answers) knows only the
 * handle. Nothing is counted unless the app was made with metrics on (METRICS_TOKEN or
 * METRICS_PORT): `metricsOf` answers undefined then, and every hook is one WeakMap look-up.
 */

/** Why a page went out without the server's drawing of its first screen (first-screen-drawing.ts). */
export type UndrawnReason =
  /** SERVER_DRAWING is off, or the service worker asked for the bare shell */
  | 'off'
  /** the renderer is not built, or failed to load */
  | 'no_renderer'
  /** a page the app does not draw on the server, or one a visitor without a session cannot see */
  | 'not_drawn_here'
  /** SERVER_DRAWING_CONCURRENCY pages were being drawn already */
  | 'busy'
  /** the session was gone or its settings could not be read */
  | 'no_session'
  /** the drawing took longer than SERVER_DRAWING_WAIT_MS */
  | 'late'
  /** the drawing threw */
  | 'failed';

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Histogram({
    name: 'lp_http_request_duration_seconds',
    help: 'Time to answer a request (to its headers, for a stream), by route kind, server function and action, and status',
    labelNames: ['route', 'fn', 'action', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly firstScreens = new Counter({
    name: 'lp_first_screen_total',
    help: 'Pages whose first screen the server drew (outcome drawn), or sent without it (undrawn) and why',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });
  readonly keptAnswers = new Counter({
    name: 'lp_kept_answers_total',
    help: 'Kept answers served from this process (hit), made after waiting for another reader making it (waited), or made (miss), by scope',
    labelNames: ['scope', 'result'] as const,
    registers: [this.registry],
  });
  readonly realtimeChanges = new Histogram({
    name: 'lp_realtime_change_seconds',
    help: "From a change's notification to its frame handed to the last stream that may see it (queued behind a slow reader's earlier frames counts as handed), by table",
    labelNames: ['table'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'lp_rate_limit_refusals_total',
    help: 'Calls refused with 429 by a rate limit, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  drawn(): void {
    this.firstScreens.inc({ outcome: 'drawn', reason: '' });
  }

  undrawn(reason: UndrawnReason): void {
    this.firstScreens.inc({ outcome: 'undrawn', reason });
  }

  /** The text of every metric: this process's own (memory, heap, event loop, GC) and this server's. */
  async text(): Promise<string> {
    const own = await this.registry.metrics();
    return `${await processRegistry().metrics()}\n${own}`;
  }

  readonly contentType = this.registry.contentType;
}

const byDb = new WeakMap<object, Metrics>();

/** The metrics of the server on this database handle; undefined when metrics are off. */
export function metricsOf(db: object): Metrics | undefined {
  return byDb.get(db);
}

/**
 * Turns metrics on for the server on `db` (an app made with METRICS_TOKEN or METRICS_PORT) and
 * adds the gauges read when scraped: live streams, the PostgreSQL pool, the job queue.
 */
export function enableMetrics(db: Db, hub: RealtimeHub): Metrics {
  const existing = byDb.get(db.db);
  if (existing) return existing;
  const m = new Metrics();
  byDb.set(db.db, m);
  new Gauge({
    name: 'lp_realtime_streams',
    help: 'Live-updates streams open on this process',
    registers: [m.registry],
    collect() {
      this.set(hub.size);
    },
  });
  const pool = db.poolStats;
  if (pool) {
    new Gauge({
      name: 'lp_db_pool_connections',
      help: "Connections of this process's PostgreSQL pool, in use or idle",
      labelNames: ['state'] as const,
      registers: [m.registry],
      collect() {
        const s = pool();
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new Gauge({
      name: 'lp_db_pool_waiting',
      help: "Queries waiting for a connection of this process's PostgreSQL pool",
      registers: [m.registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }
  const queue = queueCounts(db);
  new Gauge({
    name: 'lp_queue_jobs',
    help: 'Jobs of the job queue (pg-boss) waiting (queued, retries included), running (active) or failed and kept, by queue',
    labelNames: ['queue', 'state'] as const,
    registers: [m.registry],
    async collect() {
      const rows = await queue();
      this.reset();
      for (const r of rows) {
        this.set({ queue: r.name, state: 'queued' }, r.queued);
        this.set({ queue: r.name, state: 'active' }, r.active);
        this.set({ queue: r.name, state: 'failed' }, r.failed);
      }
    },
  });
  return m;
}

/** How long a count of the queue is reused: scrapers (and several of them) do not each scan the jobs. */
const QUEUE_COUNT_MS = 5_000;

interface QueueRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

/**
 * The queue's jobs counted in its own tables, every queue pg-boss knows with its zeros. The
 * states counted are the ones its partial index `job_i14` covers, so the count never reads the
 * completed jobs it keeps for a while. Fresher than pg-boss's own counters in `pgboss.queue`,
 * which move only on its monitor pass (QUEUE_SUPERVISE_SECONDS). No rows before the queue's
 * schema exists (a server that has not started the queue yet); a failed count is left out of
 * the scrape, not failing it.
 */
function queueCounts(db: Db): () => Promise<QueueRow[]> {
  let cached: { at: number; rows: Promise<QueueRow[]> } | undefined;
  return () => {
    if (cached && performance.now() - cached.at < QUEUE_COUNT_MS) return cached.rows;
    const rows = (async () => {
      const { rows: found } = await sql<{ ok: boolean }>`select to_regclass('pgboss.job') is not null as ok`.execute(
        db.db,
      );
      if (!found[0]?.ok) return [];
      const { rows: counts } = await sql<QueueRow>`
        select q.name,
          count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
          count(j.id) filter (where j.state = 'active')::int as active,
          count(j.id) filter (where j.state = 'failed')::int as failed
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
        group by q.name
        order by q.name`.execute(db.db);
      return counts;
    })().catch(() => [] as QueueRow[]);
    cached = { at: performance.now(), rows };
    return rows;
  };
}

/**
 * The process's own metrics (resident memory, heap, event-loop lag, GC): one set per process,
 * whatever the number of servers in it, made when the first server turns metrics on.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
