import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ChangeEventOf, RealtimeTable } from '@shared/realtime.ts';
import type { Database } from '@server/db/schema.ts';
import type { VisibilityRule, VisibilityRules } from '@server/realtime/hub.ts';

/**
 * Who receives the planner's row changes (spec planner §4 live refetch, §6 visibility):
 * a user gets a change only for a space they belong to, or a project (and its tasks,
 * values, members) they see: every project of a space they own or administer, else the
 * projects they are members of. The payload's space_id / project_id (the triggers' extra
 * columns) are checked against the database at the moment of the change, for every
 * connected user in one statement, so nothing is cached and a membership change counts
 * at once.
 */

/** A payload id as an integer parameter; anything else is null, which matches nothing. */
const id = (v: unknown) => (typeof v === 'number' ? v : null);

// Conditions on the profile `p` of a candidate user.
const inSpace = (spaceId: unknown) =>
  sql`exists (select 1 from members m where m.object_type = 'space' and m.space_id = ${id(spaceId)}::int and m.profile_id = p.id)`;
const managesSpace = (spaceId: unknown) =>
  sql`exists (select 1 from members m where m.object_type = 'space' and m.space_id = ${id(spaceId)}::int and m.profile_id = p.id and m.role_id in (1, 2))`;
/** Owners and admins of the project's space see it; other space members only as its members. */
const seesProject = (projectId: unknown) =>
  sql`exists (select 1 from projects pr
    join members sm on sm.object_type = 'space' and sm.space_id = pr.space_id and sm.profile_id = p.id
    where pr.id = ${id(projectId)}::int and (sm.role_id in (1, 2) or exists (
      select 1 from members pm where pm.object_type = 'project' and pm.project_id = pr.id and pm.profile_id = p.id)))`;
const isProfile = (profileId: unknown) => sql`p.id = ${id(profileId)}::int`;

export function plannerRules(db: Kysely<Database>): VisibilityRules {
  /** The ids among `userIds` whose profile meets `condition`: one statement per change. */
  const audience = <T extends RealtimeTable>(
    condition: (ch: ChangeEventOf<T>) => RawBuilder<unknown>,
  ): VisibilityRule<T> => ({
    async users(ch, userIds) {
      const r = await sql<{ user_id: number }>`
          select p.user_id from profiles p where p.user_id = any(${userIds}::int[]) and (${condition(ch)})`.execute(db);
      return new Set(r.rows.map((row) => row.user_id));
    },
  });

  return {
    // created_by: the creator hears of the new space before its owner row is seen.
    spaces: audience((ch) =>
      ch.op === 'insert' ? sql`(${inSpace(ch.id)} or ${isProfile(ch.created_by)})` : inSpace(ch.id),
    ),
    projects: audience((ch) => sql`(${managesSpace(ch.space_id)} or ${seesProject(ch.id)})`),
    tasks: audience((ch) => seesProject(ch.project_id)),
    // The member themself hears of it too: being removed is how one learns to refetch.
    members: audience(
      (ch) =>
        sql`(${isProfile(ch.profile_id)} or ${ch.object_type === 'space' ? inSpace(ch.space_id) : seesProject(ch.project_id)})`,
    ),
    properties: audience((ch) => (ch.project_id != null ? seesProject(ch.project_id) : inSpace(ch.space_id))),
    property_values: audience((ch) => seesProject(ch.project_id)),
  };
}
