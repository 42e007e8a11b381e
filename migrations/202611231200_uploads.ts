import { type Kysely, sql } from 'kysely';

/**
 * Every stored image and who uploaded it: a cover or avatar URL given to a later call must
 * be the caller's own upload, and uploads never attached to anything are removed after a
 * day (docs/architecture.md, Uploads).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attached_at', 'timestamptz')
    .execute();
  // The clean-up reads only unattached rows by age.
  await sql`create index uploads_unattached_idx on uploads (created_at) where attached_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
