import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { Logger } from '../logger.ts';
import { preparingPool } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type ChangeListener = (payload: string) => void;

/** The database and its change feed, whichever engine backs them. */
export interface Db {
  db: Kysely<Database>;
  engine: 'postgres' | 'pglite';
  /** Subscribes to the `changes` notify channel; one LISTEN per process. */
  listen(listener: ChangeListener): Promise<() => void>;
  close(): Promise<void>;
  /** PGlite only: the data dir as a tarball (tests start every file from a migrated dump). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: this process's pool, for the metrics (connections open, idle, queries waiting for one). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** What the job queue connects to: the PostgreSQL URL, or the embedded PGlite instance itself. */
  queueTarget: { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests load a migrated template). */
  loadDataDir?: Blob | File;
  logger: Logger;
  poolSize?: number;
  /** Named prepared statements (prepared-statements.ts); on unless turned off. */
  prepared?: boolean;
}

const INT8_OID = 20;
/**
 * A `date` is a calendar day, read as its text `YYYY-MM-DD`: both drivers would otherwise make
 * it a Date at midnight in the server process's own zone, another instant in every zone.
 */
const DATE_OID = 1082;
const asText = (v: string) => v;

export async function connectDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl, opts) : connectPglite(opts);
}

async function connectPostgres(url: string, opts: DbOptions): Promise<Db> {
  const pg = await import('pg');
  const { Pool, Client, types } = pg.default;
  // Telegram ids are bigint; they stay below 2^53, so numbers are exact.
  types.setTypeParser(INT8_OID, (v: string) => Number(v));
  types.setTypeParser(DATE_OID, asText);
  const pool = new Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  pool.on('error', (err) => opts.logger.error('postgres pool error', { err: err.message }));
  // The speed trick of prepared-statements.ts, with its off switch (PG_PREPARED=off).
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: opts.prepared === false ? pool : preparingPool(pool as never) }),
  });

  const listeners = new Set<ChangeListener>();
  let client: InstanceType<typeof Client> | undefined;
  let closed = false;
  let retry = 0;

  // A dedicated connection holds the LISTEN; it reconnects with back-off if dropped.
  async function startListener(): Promise<void> {
    if (closed) return;
    const c = new Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === 'changes' && msg.payload) for (const l of listeners) l(msg.payload);
    });
    c.on('error', (err) => {
      opts.logger.warn('realtime listener lost its connection', { err: err.message });
      c.end().catch(() => {});
      if (client === c) client = undefined;
      scheduleRestart();
    });
    try {
      await c.connect();
      await c.query('LISTEN changes');
      client = c;
      retry = 0;
    } catch (err) {
      opts.logger.warn('realtime listener could not connect', { err: (err as Error).message });
      c.end().catch(() => {});
      scheduleRestart();
    }
  }
  function scheduleRestart() {
    if (closed) return;
    const delay = Math.min(30_000, 500 * 2 ** retry++);
    setTimeout(() => void startListener(), delay).unref();
  }

  return {
    db,
    engine: 'postgres',
    queueTarget: { kind: 'postgres', url },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(listener) {
      listeners.add(listener);
      if (!client) await startListener();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      await db.destroy();
    },
  };
}

async function connectPglite(opts: DbOptions): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = !opts.dataDir || opts.dataDir.startsWith('memory://');
  let dataDir = opts.dataDir;
  if (!inMemory && dataDir) {
    mkdirSync(dataDir, { recursive: true });
    dataDir = join(dataDir, 'pglite');
  }
  const pglite = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    loadDataDir: opts.loadDataDir,
    parsers: { [INT8_OID]: (v: string) => Number(v), [DATE_OID]: asText },
  });
  // Who holds the data now, for the admin's backup and restore (server/admin/backup.ts), which
  // must not run beside it. PGlite's own postmaster.pid names no real process.
  const holder = inMemory || !opts.dataDir ? undefined : join(opts.dataDir, PGLITE_HOLDER_FILE);
  if (holder) writeFileSync(holder, `${process.pid}\n`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const listeners = new Set<ChangeListener>();
  let unlisten: (() => Promise<void>) | undefined;

  return {
    db,
    engine: 'pglite',
    queueTarget: { kind: 'pglite', pglite },
    async listen(listener) {
      listeners.add(listener);
      if (!unlisten) {
        unlisten = await pglite.listen('changes', (payload) => {
          for (const l of listeners) l(payload);
        });
      }
      return () => listeners.delete(listener);
    },
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    async close() {
      await unlisten?.().catch(() => {});
      await db.destroy();
      if (!pglite.closed) await pglite.close().catch(() => {});
      if (holder && readHolder(holder) === process.pid) rmSync(holder, { force: true });
    },
  };
}

/** The file in DATA_DIR naming the process that has the PGlite data open (its pid), while it does. */
export const PGLITE_HOLDER_FILE = 'pglite.pid';

/** The pid a holder file names; undefined without one. */
export function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
