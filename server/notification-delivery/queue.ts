import { createHash } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../logger.ts';

/** The queue's tuning (config.ts QUEUE_*); tests shorten the times to prove recovery quickly. */
export interface QueueOptions {
  /** An active job not finished in this time (its process died) runs again elsewhere. */
  expireSeconds: number;
  /** How often pg-boss looks for expired jobs and runs its upkeep. */
  superviseSeconds: number;
  /** How often an idle worker looks for jobs. */
  pollSeconds: number;
  /** A failed send's first retry after this many seconds, doubling (with jitter) up to 10 minutes. */
  retryDelaySeconds?: number;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  expireSeconds: 60,
  superviseSeconds: 30,
  pollSeconds: 1,
  retryDelaySeconds: 5,
};

/** A job id made from what the job is about, so the same notification is queued once however many processes ask. */
export function jobIdFor(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * pg-boss over the product's database (docs/architecture.md, Background work): on PostgreSQL its own
 * small pool, so any number of server processes share the jobs and each runs once; on
 * PGlite the same instance through pg-boss's adapter (one process; Kysely's transactions
 * lock the instance, so the two never interleave).
 */
export async function startBoss(db: Db, logger: Logger, opts: QueueOptions = DEFAULT_QUEUE_OPTIONS): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    superviseIntervalSeconds: opts.superviseSeconds,
    // Expired jobs are found by the per-queue monitor pass: as often as the upkeep.
    monitorIntervalSeconds: opts.superviseSeconds,
    // Schedules (the minute tick) are checked every 30 s; the tick itself is idempotent.
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
    monitorVacuum: false,
    openTelemetry: { enabled: false },
  };
  const target = db.queueTarget;
  const boss =
    target.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: target.url, max: 4, application_name: 'legal-platform-queue' })
      : new PgBoss({ ...common, db: fromPglite(target.pglite), backend: 'pglite' });
  boss.on('error', (err) =>
    logger.warn('queue error', { err: err instanceof Error ? err.message : JSON.stringify(err) }),
  );
  await boss.start();
  return boss;
}
