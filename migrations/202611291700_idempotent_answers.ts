import { type Kysely, sql } from 'kysely';

/**
 * The answers of writes sent with an `Idempotency-Key` (server/http/idempotency.ts): a change the
 * app queued while offline, whose answer was lost, is sent again under the same key and answered
 * from here instead of being applied twice. A row is the session's claim on a key while the call
 * runs (no status yet), then its answer for a day. Sessions are named by an HMAC, never by their
 * id. Logged, unlike the rate-limit counters: after a crash of PostgreSQL an empty table would let
 * a repeat apply its change a second time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotent_answers')
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'uuid', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotent_answers_pkey', ['session_key', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('idempotent_answers_created_idx').on('idempotent_answers').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotent_answers').ifExists().execute();
}
