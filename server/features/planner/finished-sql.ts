import { sql } from 'kysely';
import { FINISHED_GROUPS } from '@shared/planner-constants.ts';

/**
 * The SQL side of shared/planner/finished.ts: the task (by its alias) is not on a
 * done or cancelled option of its select property. A task without a select value is unfinished.
 */
export const unfinished = (task: string) =>
  sql<boolean>`not exists (select 1 from property_options fo
    where fo.id = ${sql.ref(`${task}.value_select`)} and fo."group" in (${sql.join(FINISHED_GROUPS)}))`;
