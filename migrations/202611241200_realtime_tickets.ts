import { type Kysely, sql } from 'kysely';

/**
 * Realtime tickets: the stream's URL carries a short-lived, single-use ticket instead of the
 * session id (URLs end up in proxy logs and browser history). Only the ticket's hash is
 * stored; any server process redeems what another issued. A ticket names its session by the
 * opaque id (sessions.id: session ids themselves are stored only as hashes), and a signed-out
 * session's tickets go with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('realtime_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_ref', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('realtime_tickets_session_idx').on('realtime_tickets').column('session_ref').execute();
  await db.schema.createIndex('realtime_tickets_expires_idx').on('realtime_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('realtime_tickets').ifExists().execute();
}
