import { type Kysely, sql } from 'kysely';
import { openingSelection, type PlannerSelection } from '@shared/planner/opening-selection.ts';
import type { Database } from '@server/db/schema.ts';

/**
 * Where the person's planner opens (issue 33 §2): the last space and project kept in their
 * settings, checked against what they see now (the sidebar's lists: spaces they belong to,
 * projects as answer-sql.ts's visibleProjects, neither archived); null without any space.
 */
export async function readPlannerSelection(
  db: Kysely<Database>,
  userId: number,
  profileId: number | null,
): Promise<PlannerSelection | null> {
  if (profileId === null) return null;
  const [stored, spaces, projects] = await Promise.all([
    db
      .selectFrom('user_settings')
      .select(['planner_space_id as spaceId', 'planner_project_id as projectId'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    sql<{ id: number }>`
      select s.id from spaces s
      join members m on m.object_type = 'space' and m.space_id = s.id and m.profile_id = ${profileId}::int
      where s.archived_at is null order by s.id`.execute(db),
    sql<{ id: number; space_id: number }>`
      select p.id, p.space_id from projects p
      join spaces s on s.id = p.space_id and s.archived_at is null
      join members sm on sm.object_type = 'space' and sm.space_id = p.space_id and sm.profile_id = ${profileId}::int
      left join members pm on pm.object_type = 'project' and pm.project_id = p.id and pm.profile_id = sm.profile_id
      where p.archived_at is null and (sm.role_id in (1, 2) or pm.id is not null)
      order by p.id`.execute(db),
  ]);
  return openingSelection(
    stored ?? null,
    spaces.rows.map((s) => s.id),
    projects.rows,
  );
}
