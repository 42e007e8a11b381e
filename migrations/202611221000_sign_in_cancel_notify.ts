import { type Kysely, sql } from 'kysely';

/**
 * Cancel in the bot tells the waiting /auth page: a separate `cancelled_at` (not
 * `voided_at`, which every fresh link also sets on the old one) and a notify on it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_tokens').addColumn('cancelled_at', 'timestamptz').execute();
  await sql`create trigger sign_in_tokens_cancel_notify after update of cancelled_at on sign_in_tokens
    for each row when (new.cancelled_at is not null and old.cancelled_at is null)
    execute function notify_change('session_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists sign_in_tokens_cancel_notify on sign_in_tokens`.execute(db);
  await db.schema.alterTable('sign_in_tokens').dropColumn('cancelled_at').execute();
}
