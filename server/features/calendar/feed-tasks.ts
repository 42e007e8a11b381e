import { type Kysely, sql } from 'kysely';
import type { CalendarScope } from '@shared/schemas/calendar-feed.ts';
import type { Database } from '@server/db/schema.ts';
import { projectViewers } from '../planner/project-visibility.ts';

/** A dated task as the feed writes it. */
export interface FeedTask {
  id: number;
  title: string;
  /** A moment, or (the `_day` beside it) a calendar day (docs/dates.md). */
  value_date: Date | null;
  value_date_day: string | null;
  value_period_start: Date | null;
  value_period_start_day: string | null;
  value_period_end: Date | null;
  value_period_end_day: string | null;
  /** the latest change of the task, its project or its space */
  modified: Date;
  project: string;
  space: string;
  /** its select option's group: 'done' gets a ✓, 'cancelled' STATUS:CANCELLED */
  option_group: string | null;
}

/**
 * Every dated task the person may see right now, in one query: the
 * projects they see (as the planner shows them: every project of a space they own or administer, else
 * the projects they are a member of; none in an archived space or project), then their tasks
 * that are not archived and carry a date or a period. `mine` keeps the tasks assigned to them
 * and the unassigned tasks of the projects they are a member of.
 *
 * Read in migrations/202611261040_calendar_feeds.ts's list of tables (tasks, projects, spaces,
 * members, property_options): a table added here goes there too, or a kept feed goes stale.
 */
export async function feedTasks(db: Kysely<Database>, profileId: number, scope: CalendarScope): Promise<FeedTask[]> {
  const mine =
    scope === 'mine'
      ? sql`and (t.value_people = ${profileId}::int or (t.value_people is null and v.is_member))`
      : sql``;
  const r = await sql<FeedTask>`
    with v as (
      select p.id, p.title, s.title as space, greatest(p.updated_at, s.updated_at) as modified,
        (seen.project_role is not null) as is_member
      from ${projectViewers({ profileId })} seen
      join projects p on p.id = seen.project_id
      join spaces s on s.id = seen.space_id
    )
    select t.id, t.title, t.value_date, t.value_date_day, t.value_period_start, t.value_period_start_day,
      t.value_period_end, t.value_period_end_day,
      greatest(t.updated_at, v.modified) as modified, v.title as project, v.space,
      o."group" as option_group
    from tasks t
    join v on v.id = t.project_id
    left join property_options o on o.id = t.value_select
    where t.archived_at is null and (t.value_date is not null or t.value_date_day is not null
      or t.value_period_start is not null or t.value_period_start_day is not null) ${mine}
    order by t.id`.execute(db);
  return r.rows;
}
