import { type Kysely, sql } from 'kysely';

/**
 * A task's procedural deadline rule: the event's day, the period and the code it was counted by
 * (shared/schemas/deadlines.ts, `deadlineRuleSchema`). The server keeps the task's date at the
 * day the rule computes, so the rule is only a record of how that day was reached: null for a
 * date set by hand. The reminders (server/notification-delivery/scheduler.ts) look each minute for the
 * live tasks with a rule due in the next few weeks: a partial index keeps that a read of those
 * few rows (the column is new, so it starts empty and costs the other tasks nothing).
 *
 * The app's public deadline calculator lives at /deadlines, and its metrics page will at
 * /metrics: a profile's address is /<username>, so these two names become reserved
 * (shared/usernames.ts). A profile that already holds one is renamed here to
 * `<name>_<profile id>` (`deadlines_42`), or, if that is taken, the first free of a few
 * fallbacks. What that means for its holder: their profile, posts and everything else stay
 * theirs; only their address changes, and a link to the old one now opens the app's page. They
 * cannot pick another name themselves unless they are a partner (profile-service.ts), as for
 * any username; support can rename them on request.
 */

export const NEWLY_RESERVED = ['deadlines', 'metrics'] as const;

/** A profile's username, as the `profiles_username` check keeps it. */
const USERNAME_RE = /^[a-z0-9_]{5,20}$/;

/** Names to try for a profile giving up `name`, best first; each fits the check. */
export function replacementUsernames(name: string, profileId: number): string[] {
  const stems = [`${name}_${profileId}`, `user_${profileId}`, `profile_${profileId}`];
  for (let i = 2; i <= 9; i++) stems.push(`user_${profileId}_${i}`);
  return [...new Set(stems.map((s) => s.slice(0, 20)))].filter((s) => USERNAME_RE.test(s));
}

/**
 * Renames every profile holding one of `names` to its first free replacement. Runs inside the
 * migration's transaction; a name taken is skipped by the statement itself, so no unique
 * violation aborts the transaction.
 */
export async function freeUsernames(db: Kysely<any>, names: readonly string[]): Promise<void> {
  const holders = await sql<{ id: number; username: string }>`
    select id, username from profiles where username = any(${[...names]}::text[]) order by id`.execute(db);
  for (const holder of holders.rows) {
    let renamed = false;
    for (const candidate of replacementUsernames(holder.username, holder.id)) {
      const r = await sql<{ id: number }>`update profiles set username = ${candidate}, updated_at = now()
        where id = ${holder.id}::int and not exists (select 1 from profiles where username = ${candidate})
        returning id`.execute(db);
      if (r.rows.length === 1) {
        renamed = true;
        break;
      }
    }
    if (!renamed) throw new Error(`No free username for profile ${holder.id} (holds "${holder.username}")`);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks add column deadline jsonb`.execute(db);
  await sql`create index tasks_deadline_day on tasks (value_date_day)
    where deadline is not null and archived_at is null`.execute(db);
  await freeUsernames(db, NEWLY_RESERVED);
}

/** The renamed profiles keep their new names: the old ones are reserved by the code either way. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index tasks_deadline_day`.execute(db);
  await sql`alter table tasks drop column deadline`.execute(db);
}
