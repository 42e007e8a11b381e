import { type Kysely, type RawBuilder, sql } from 'kysely';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import { PROPERTY_TYPES } from '@shared/schemas/planner.ts';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';

/*
 * A task's procedural deadline rule (docs/dates.md, "A deadline rule's day"). The rule and the
 * task's date are kept together: while a task has a rule, its date is the calendar day the rule
 * computes. Every write of the date goes through tasks-service.ts, which uses these.
 */

/** The day a rule computes: a calendar day, never a moment (a deadline is the same day everywhere). */
export const ruleDay = (rule: DeadlineRule): string => computeDeadline(rule).due;

/**
 * A rule's day is the task's date, shown in the project's date property: a project without that
 * property would keep a date nobody sees, so the rule is refused there (a date sent by hand is
 * kept as before, as every value of a property turned off is).
 */
export async function requireDateSlot(db: Kysely<Database>, projectId: number): Promise<void> {
  const slot = await db
    .selectFrom('properties')
    .select('id')
    .where('project_id', '=', projectId)
    .where('property_type_id', '=', PROPERTY_TYPES.date)
    .executeTakeFirst();
  if (!slot) throw new HttpError('deadline_needs_date');
}

/**
 * The rule once the date is written by hand to `day` (null for a moment or no date): kept when
 * the date stays the day it computed (a form that sends the date unchanged), dropped otherwise,
 * so a task never shows a rule whose day is not its date. Read in an UPDATE, the columns are the
 * row's values before it.
 */
export const deadlineAfterDate = (day: string | null | undefined): RawBuilder<string | null> =>
  sql<string | null>`case when value_date is null and value_date_day = ${day ?? null}::date then deadline end`;
