import { type Kysely, sql } from 'kysely';

/**
 * Rate limits counted in a table of their own (not in rows a sign-out deletes), and the
 * server secret that keys address HMACs, created once and shared by every process.
 * Addresses stored earlier as plain SHA-256 (reversible for IPv4 by trying them all) are dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['bucket', 'key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`update sign_in_tokens set address_hash = null where address_hash is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
