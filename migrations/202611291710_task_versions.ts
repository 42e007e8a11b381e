import { type Kysely, sql } from 'kysely';

/**
 * A task's version: 1 when created, one more with every change a person makes to it (an edit, an
 * archive, a move to another kanban column), moving together with `updated_at`. An update the app
 * queued while offline names the version it was based on, so the server can tell which of its
 * fields someone else changed meanwhile (shared/planner/task-merge.ts). The existing tasks start
 * at 1: nobody holds an older version of them. A constant default adds the column without
 * rewriting the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks add column version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks drop column version`.execute(db);
}
