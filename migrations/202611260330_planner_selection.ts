import { type Kysely, sql } from 'kysely';

/**
 * The planner's last space and project, kept with the person's settings (issue 33 §2), so
 * another device, a cleared WebView and the server's first screen open where they left off.
 * No foreign keys: a space or project is archived, never deleted, and a remembered one the
 * person can no longer see is ignored when read (server/features/planner/selection-service.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings
    add column planner_space_id integer,
    add column planner_project_id integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table user_settings drop column planner_space_id, drop column planner_project_id`.execute(db);
}
