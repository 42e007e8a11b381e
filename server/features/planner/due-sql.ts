import { type RawBuilder, sql } from 'kysely';

/*
 * A task's due date as the planner places it (shared/planner/due-date.ts: its date, else its
 * period's start), for statements that read it: a moment or a calendar day (docs/dates.md).
 * `t` is the tasks table's alias in the statement, a name of ours, never input.
 */

const hasDate = (t: string) => `(${t}.value_date is not null or ${t}.value_date_day is not null)`;

/** The due moment, or null when the due date is a day or missing. */
export const dueMoment = (t: string): RawBuilder<Date | null> =>
  sql.raw(`(case when ${hasDate(t)} then ${t}.value_date else ${t}.value_period_start end)`);

/** The due day, or null when the due date is a moment or missing. */
export const dueDay = (t: string): RawBuilder<string | null> =>
  sql.raw(`(case when ${hasDate(t)} then ${t}.value_date_day else ${t}.value_period_start_day end)`);

/** The calendar day the task is due on for a reader in `timeZone`: a day is that day for everyone. */
export const dueLocalDay = (t: string, timeZone: string | RawBuilder<string>): RawBuilder<string | null> =>
  sql`coalesce(${dueDay(t)}, (${dueMoment(t)} at time zone ${timeZone})::date)`;
