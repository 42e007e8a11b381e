import { type Kysely, sql } from 'kysely';

/**
 * The planner's last space and project, kept with the person's settings, so
 * another device, a cleared WebView and the server's first screen open where they left off.
 * No foreign keys: a space or project is archived, never deleted, and a remembered one the
 * person can no longer see is ignored when read (server/features/planner/selection-service.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings
    add column planner_space_id integer,
    add column planner_project_id integer`.execute(db);
  // A project picked in the planner changes nothing another screen shows: no live event for it
  // (each would make every open app of the person ask for its settings again).
  await sql`drop trigger user_settings_notify on user_settings`.execute(db);
  await sql`create trigger user_settings_notify after insert or update of timezone, language, notifications_off
    on user_settings for each row execute function notify_change('user_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger user_settings_notify on user_settings`.execute(db);
  await sql`create trigger user_settings_notify after insert or update on user_settings
    for each row execute function notify_change('user_id')`.execute(db);
  await sql`alter table user_settings drop column planner_space_id, drop column planner_project_id`.execute(db);
}
