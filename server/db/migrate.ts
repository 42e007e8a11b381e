import { type Kysely, sql } from 'kysely';
import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import { migrations, OUTSIDE_TRANSACTION } from '@migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Held for a whole run, from reading what is pending to the last group applied. Kysely locks each
 * `migrateTo` on its own, but decides its direction from the state it finds then: a process that
 * read the pending list before another applied it would call `migrateTo` with a name now applied,
 * not the last, and Kysely would migrate DOWN to it. Under this lock a second process starting
 * at the same time waits, then finds nothing pending (or only what it brings that the other had
 * not). A session lock: a process that dies drops it.
 */
const RUN_LOCK = sql`hashtext('legal-platform: migrate to latest')`;

/**
 * Brings the schema up to date; throws with the failing migration's name. Pending migrations
 * run in one transaction, except those of OUTSIDE_TRANSACTION (migrations/index.ts), each run
 * alone without one: the runs before it are committed first, the runs after it start after it.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // One connection for the lock, the reading and every run (PGlite has one connection anyway).
  return db.connection().execute(async (conn) => {
    await takeRunLock(conn);
    try {
      return await migratePending(conn);
    } finally {
      await sql`select pg_advisory_unlock(${RUN_LOCK})`.execute(conn);
    }
  });
}

/**
 * Asked again and again rather than waited for inside one statement: a waiting statement is a
 * transaction that CREATE INDEX CONCURRENTLY (OUTSIDE_TRANSACTION) run by the holder waits for
 * in turn, and PostgreSQL ends one of the two as a deadlock.
 */
async function takeRunLock(db: Kysely<any>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${RUN_LOCK}) as locked`.execute(db);
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function migratePending(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const pending = (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
  const applied: string[] = [];
  let i = 0;
  while (i < pending.length) {
    let run: MigrationResultSet;
    if (OUTSIDE_TRANSACTION.has(pending[i]!)) {
      run = await migrator.migrateTo(pending[i]!, { disableTransactions: true });
      i += 1;
    } else {
      let last = i;
      while (last + 1 < pending.length && !OUTSIDE_TRANSACTION.has(pending[last + 1]!)) last += 1;
      run = await migrator.migrateTo(pending[last]!);
      i = last + 1;
    }
    const { error, results } = run;
    const failed = results?.find((r) => r.status === 'Error');
    if (error) {
      const which = failed ? ` (${failed.migrationName})` : '';
      throw new Error(`Migration failed${which}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Only ever up: a run that went down means the state changed under the lock, which cannot be.
    if (results?.some((r) => r.direction === 'Down'))
      throw new Error(`Migration went down: ${results.map((r) => r.migrationName).join(', ')}`);
    applied.push(...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName));
  }
  return applied;
}
