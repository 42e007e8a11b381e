import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters without the write-ahead log (server/services/rate-limit.ts): every counted
 * call writes one, and a logged write waits for its WAL flush at commit; unlogged, the count
 * costs PostgreSQL about a quarter as much (pgbench of the count's statement, 8 clients:
 * 10,000 a second logged, 42,000 unlogged). What is given up: after a crash of PostgreSQL the
 * counters start from zero (a minute's counts at most matter), and a standby has none (only
 * the primary counts). The table is small (purged every hour), so the rewrite takes a moment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table rate_limits set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table rate_limits set logged`.execute(db);
}
