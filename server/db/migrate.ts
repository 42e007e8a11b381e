import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import { migrations, OUTSIDE_TRANSACTION } from '../../migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's name. Pending migrations
 * run in one transaction, except those of OUTSIDE_TRANSACTION (migrations/index.ts), each run
 * alone without one: the runs before it are committed first, the runs after it start after it.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
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
    applied.push(...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName));
  }
  return applied;
}
