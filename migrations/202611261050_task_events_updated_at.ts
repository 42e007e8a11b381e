import { type Kysely, sql } from 'kysely';

/**
 * A task's live event carries its `updated_at`, so the writer skips its own echo: the app that wrote a change has
 * the server's answer in its cache already, and an event whose task and `updated_at` match what
 * it holds is its own echo, so it does not fetch the project again (features/planner/api/query-keys.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger tasks_notify on tasks`.execute(db);
  await sql`drop trigger tasks_notify_update on tasks`.execute(db);
  await sql`create trigger tasks_notify after insert on tasks
    for each row execute function notify_change('project_id', 'updated_at')`.execute(db);
  await sql`create trigger tasks_notify_update after update on tasks
    for each row when (old.updated_at is distinct from new.updated_at)
    execute function notify_change('project_id', 'updated_at')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger tasks_notify on tasks`.execute(db);
  await sql`drop trigger tasks_notify_update on tasks`.execute(db);
  await sql`create trigger tasks_notify after insert on tasks
    for each row execute function notify_change('project_id')`.execute(db);
  await sql`create trigger tasks_notify_update after update on tasks
    for each row when (old.updated_at is distinct from new.updated_at) execute function notify_change('project_id')`.execute(
    db,
  );
}
