import { type Kysely, sql } from 'kysely';

/**
 * The bot's notifications (a task assigned, a day's digest and the like, sent as Telegram messages).
 * - `users.bot_blocked_at`: set when Telegram answered 403 (the person blocked the bot); nothing
 *   is sent to them until they write to the bot again, which clears it.
 * - `user_settings.notifications_off`: the kinds a person turned off (Settings, or the button
 *   under a message); every kind is on by default.
 * - `notification_deliveries`: one row per message sent, keyed by what it is about (a task's
 *   assignment, a person's digest of a day…), so a job the queue runs twice sends once.
 * - `career_alerts`: a job seeker's saved career filter and the newest vacancy already told.
 * The queue's own tables (pg-boss) live in its schema `pgboss`, made by pg-boss at start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column bot_blocked_at timestamptz`.execute(db);
  await sql`alter table user_settings add column notifications_off text[] not null default '{}'::text[]`.execute(db);

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notification_deliveries_sent_at')
    .on('notification_deliveries')
    .column('sent_at')
    .execute();

  await db.schema
    .createTable('career_alerts')
    .addColumn('profile_id', 'integer', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('filter', 'jsonb', (c) => c.notNull())
    .addColumn('last_job_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The reminder and digest scans read tasks by their date.
  await sql`create index if not exists tasks_value_date_live on tasks (value_date) where archived_at is null and value_date is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists tasks_value_date_live`.execute(db);
  await db.schema.dropTable('career_alerts').ifExists().execute();
  await db.schema.dropTable('notification_deliveries').ifExists().execute();
  await sql`alter table user_settings drop column if exists notifications_off`.execute(db);
  await sql`alter table users drop column if exists bot_blocked_at`.execute(db);
}
