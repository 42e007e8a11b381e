import type { Kysely } from 'kysely';

/**
 * Each counter remembers its window's length, so the purge keeps a day's window for a whole
 * day (and the day before, which the sliding estimate reads) instead of an hour. Every limit
 * before this one counted minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rate_limits')
    .addColumn('window_seconds', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_limits').dropColumn('window_seconds').execute();
}
