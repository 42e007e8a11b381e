import { type Kysely, sql } from 'kysely';

/**
 * Whose contacts each reader saw in the last hour, so contacts cannot be collected in bulk: a reader sees the contacts
 * of a limited number of different people an hour, so the count is of people, not of reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_reads')
    .addColumn('reader_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contact_reads_pkey', ['reader_user_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('contact_reads_profile_idx').on('contact_reads').column('profile_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_reads').ifExists().execute();
}
