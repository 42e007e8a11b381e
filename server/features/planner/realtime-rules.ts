import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ChangeEventOf, RealtimeTable } from '@shared/realtime.ts';
import type { Database } from '@server/db/schema.ts';
import type { VisibilityRule, VisibilityRules } from '@server/realtime/hub.ts';
import { projectAudience } from './project-visibility.ts';

/**
 * Who receives the planner's row changes (an open page refetches on them), as narrowly as who
 * may see them: a user gets a change only for a space they belong to, or a project (and its tasks,
 * values, members) they see (project-visibility.ts). The payload's space_id / project_id (the
 * triggers' extra columns) are checked against the database at the moment of the change, so
 * nothing is cached and a membership change counts at once.
 *
 * Each change costs one statement: the object's audience (a project's members and its space's
 * managers, a space's members: a few rows through indexes), met with the connected user ids in
 * the hub. Asking instead whether each connected person sees the object probed every connected
 * profile, thousands of them, for every change.
 *
 * Nothing of an archived project or space reaches anyone, except a project's own row: its archive
 * is how the people who saw it learn to drop it from their lists, so a project's change goes to
 * whoever sees it, archived or not.
 */

/** A payload id as an integer parameter; anything else is null, which matches nothing. */
const id = (v: unknown) => (typeof v === 'number' ? v : null);

/** Profile ids, as a subquery of `profile_id`. */
type Audience = RawBuilder<{ profile_id: number }>;

const spaceMembers = (spaceId: unknown): Audience =>
  sql`select m.profile_id from members m where m.object_type = 'space' and m.space_id = ${id(spaceId)}::int`;
const seesProject = (projectId: unknown, opts: { archived?: boolean } = {}): Audience =>
  projectAudience(sql<number | null>`${id(projectId)}::int`, opts);
const profile = (profileId: unknown): Audience => sql`select ${id(profileId)}::int as profile_id`;
const either = (a: Audience, b: Audience): Audience => sql`${a} union all ${b}`;

export function plannerRules(db: Kysely<Database>): VisibilityRules {
  /**
   * The user ids of the change's audience, met with the connected streams by the hub. The
   * connected ids are not sent: a statement holding thousands of them ran on a generic plan
   * after its fifth call (prepared statements, server/db/prepared-statements.ts) at ten times
   * the cost, and the audience is the smaller side anyway.
   */
  const audience = <T extends RealtimeTable>(of: (ch: ChangeEventOf<T>) => Audience): VisibilityRule<T> => ({
    async users(ch) {
      const r = await sql<{ user_ids: number[] | null }>`
        select array_agg(pf.user_id) as user_ids from (${of(ch)}) a join profiles pf on pf.id = a.profile_id`.execute(
        db,
      );
      return new Set(r.rows[0]?.user_ids ?? []);
    },
  });

  return {
    // created_by: the creator hears of the new space before its owner row is seen.
    spaces: audience((ch) =>
      ch.op === 'insert' ? either(spaceMembers(ch.id), profile(ch.created_by)) : spaceMembers(ch.id),
    ),
    projects: audience((ch) => seesProject(ch.id, { archived: true })),
    tasks: audience((ch) => seesProject(ch.project_id)),
    // The member themself hears of it too: being removed is how one learns to refetch.
    members: audience((ch) =>
      either(
        profile(ch.profile_id),
        ch.object_type === 'space' ? spaceMembers(ch.space_id) : seesProject(ch.project_id),
      ),
    ),
    properties: audience((ch) => (ch.project_id != null ? seesProject(ch.project_id) : spaceMembers(ch.space_id))),
    property_values: audience((ch) => seesProject(ch.project_id)),
  };
}
