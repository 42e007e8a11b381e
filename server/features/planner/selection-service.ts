import { type Kysely, sql } from 'kysely';
import { openingSelection, type PlannerSelection } from '@shared/planner/opening-selection.ts';
import type { Database } from '@server/db/schema.ts';
import { projectViewers } from './project-visibility.ts';

/**
 * Where the person's planner opens, on any device: the last space and project kept in their
 * settings, checked against what they see now (the sidebar's lists: spaces they belong to,
 * projects as project-visibility.ts has them, neither archived); null without any space.
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
      select v.project_id as id, v.space_id from ${projectViewers({ profileId })} v order by v.project_id`.execute(db),
  ]);
  return openingSelection(
    stored ?? null,
    spaces.rows.map((s) => s.id),
    projects.rows,
  );
}
