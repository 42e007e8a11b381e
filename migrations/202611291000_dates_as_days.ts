import { type Kysely, sql } from 'kysely';

/**
 * A date without a time is a calendar day, the same day for every reader in every time zone and
 * after any change of zone (docs/dates.md). Until now such a date was stored as midnight in the
 * author's zone, and readers guessed "no time" from a 00:00 in their own zone: a member in
 * Kaliningrad saw a Moscow deadline of 8 December as 7 December, 23:00, and an author who moved to
 * Yekaterinburg saw her own dates at 02:00.
 *
 * Each timestamp that may be a day gets a `date` column beside it; at most one of the two is set
 * (a CHECK). The existing values are converted by one rule, since the author's zone at the time
 * of writing is recorded nowhere: a value at midnight in its author's current zone, else at
 * midnight in Moscow time (the zone almost every account here has), becomes that day. A meeting
 * set at exactly 00:00 in one of those zones would be converted too: rare.
 *
 * The CHECKs are added NOT VALID and validated after the conversion, so the tables are not held
 * for a scan under an exclusive lock.
 */
const FALLBACK_ZONE = 'Europe/Moscow';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tasks
    add column value_date_day date,
    add column value_period_start_day date,
    add column value_period_end_day date`.execute(db);
  await sql`alter table property_values add column date_day date, add column date_to_day date`.execute(db);
  await sql`alter table events add column start_day date, add column end_day date`.execute(db);
  await sql`alter table events alter column start_date drop not null`.execute(db);

  // The day a timestamp stands for when it is midnight in `tz`, else in Moscow time; else null.
  await sql`
    create function pg_temp.day_if_midnight(ts timestamptz, tz text) returns date language sql immutable as $$
      select case
        when ts is null then null
        when (ts at time zone tz)::time = '00:00' then (ts at time zone tz)::date
        when (ts at time zone ${sql.lit(FALLBACK_ZONE)})::time = '00:00' then (ts at time zone ${sql.lit(FALLBACK_ZONE)})::date
      end $$`.execute(db);
  // A zone name PostgreSQL does not know (settings are checked by the app's list) falls back too.
  await sql`create temporary table zone_of_profile as
    select p.id as profile_id, coalesce(z.name, ${FALLBACK_ZONE}) as tz
    from profiles p
    left join user_settings us on us.user_id = p.user_id
    left join pg_timezone_names z on z.name = us.timezone`.execute(db);

  await sql`
    with z as (
      select t.id, coalesce(zp.tz, ${FALLBACK_ZONE}) as tz from tasks t
      left join zone_of_profile zp on zp.profile_id = t.created_by
      where t.value_date is not null or t.value_period_start is not null or t.value_period_end is not null
    ), d as (
      select z.id, pg_temp.day_if_midnight(t.value_date, z.tz) as dd,
        pg_temp.day_if_midnight(t.value_period_start, z.tz) as sd,
        pg_temp.day_if_midnight(t.value_period_end, z.tz) as ed
      from z join tasks t on t.id = z.id
    )
    update tasks t set
      value_date_day = d.dd, value_date = case when d.dd is null then t.value_date end,
      value_period_start_day = d.sd, value_period_start = case when d.sd is null then t.value_period_start end,
      value_period_end_day = d.ed, value_period_end = case when d.ed is null then t.value_period_end end
    from d where d.id = t.id and (d.dd is not null or d.sd is not null or d.ed is not null)`.execute(db);

  // Subtasks keep their dates as text in the task's JSON: a day becomes "YYYY-MM-DD".
  await sql`
    update tasks t set subtasks = (
      select jsonb_agg(case
          when s.v->>'date' is not null and pg_temp.day_if_midnight((s.v->>'date')::timestamptz, z.tz) is not null
          then jsonb_set(s.v, '{date}', to_jsonb(to_char(pg_temp.day_if_midnight((s.v->>'date')::timestamptz, z.tz), 'YYYY-MM-DD')))
          else s.v end order by s.o)
      from jsonb_array_elements(t.subtasks) with ordinality s(v, o))
    from (select t2.id, coalesce(zp.tz, ${FALLBACK_ZONE}) as tz from tasks t2
      left join zone_of_profile zp on zp.profile_id = t2.created_by) z
    where z.id = t.id and jsonb_typeof(t.subtasks) = 'array'
      and exists (select 1 from jsonb_array_elements(t.subtasks) e where e->>'date' is not null and e->>'date' <> '')`.execute(
    db,
  );

  // A project's values: in the zone of the project's author.
  await sql`
    with d as (
      select v.id, pg_temp.day_if_midnight(v.date, coalesce(zp.tz, ${FALLBACK_ZONE})) as dd,
        pg_temp.day_if_midnight(v.date_to, coalesce(zp.tz, ${FALLBACK_ZONE})) as td
      from property_values v
      join projects p on p.id = v.project_id
      left join zone_of_profile zp on zp.profile_id = p.created_by
      where v.date is not null or v.date_to is not null
    )
    update property_values v set
      date_day = d.dd, date = case when d.dd is null then v.date end,
      date_to_day = d.td, date_to = case when d.td is null then v.date_to end
    from d where d.id = v.id and (d.dd is not null or d.td is not null)`.execute(db);

  // An event is all-day when both its ends are (an event with no end: its start is).
  await sql`
    with d as (
      select e.id, pg_temp.day_if_midnight(e.start_date, coalesce(zp.tz, ${FALLBACK_ZONE})) as sd,
        pg_temp.day_if_midnight(e.end_date, coalesce(zp.tz, ${FALLBACK_ZONE})) as ed, e.end_date
      from events e
      join posts po on po.id = e.post_id
      left join zone_of_profile zp on zp.profile_id = po.profile_id
    )
    update events e set start_day = d.sd, start_date = null, end_day = d.ed, end_date = null
    from d where d.id = e.id and d.sd is not null and (d.end_date is null or d.ed is not null)`.execute(db);

  await sql`drop function pg_temp.day_if_midnight(timestamptz, text)`.execute(db);
  await sql`drop table zone_of_profile`.execute(db);

  // The updates above queued the kept answers' deferred version triggers: fire them now, since
  // PostgreSQL refuses to alter a table with trigger events pending.
  await sql`set constraints all immediate`.execute(db);
  await sql`alter table tasks
    add constraint tasks_date_one_kind check (value_date is null or value_date_day is null) not valid,
    add constraint tasks_period_start_one_kind check (value_period_start is null or value_period_start_day is null) not valid,
    add constraint tasks_period_end_one_kind check (value_period_end is null or value_period_end_day is null) not valid`.execute(
    db,
  );
  await sql`alter table property_values
    add constraint property_values_date_one_kind check (date is null or date_day is null) not valid,
    add constraint property_values_date_to_one_kind check (date_to is null or date_to_day is null) not valid`.execute(
    db,
  );
  await sql`alter table events
    add constraint events_start_one_kind check ((start_date is null) <> (start_day is null)) not valid,
    add constraint events_end_kind check (
      (start_day is not null and end_date is null) or (start_date is not null and end_day is null)) not valid`.execute(
    db,
  );
  for (const [table, names] of [
    ['tasks', ['tasks_date_one_kind', 'tasks_period_start_one_kind', 'tasks_period_end_one_kind']],
    ['property_values', ['property_values_date_one_kind', 'property_values_date_to_one_kind']],
    ['events', ['events_start_one_kind', 'events_end_kind']],
  ] as const)
    for (const name of names)
      await sql`alter table ${sql.table(table)} validate constraint ${sql.id(name)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // A day goes back to midnight in Moscow time, the zone most of its authors were in.
  const midnight = (day: string) => sql.raw(`(${day}::timestamp at time zone '${FALLBACK_ZONE}')`);
  await sql`alter table tasks drop constraint tasks_date_one_kind, drop constraint tasks_period_start_one_kind,
    drop constraint tasks_period_end_one_kind`.execute(db);
  await sql`alter table property_values drop constraint property_values_date_one_kind,
    drop constraint property_values_date_to_one_kind`.execute(db);
  await sql`alter table events drop constraint events_start_one_kind, drop constraint events_end_kind`.execute(db);
  await sql`set constraints all immediate`.execute(db);
  await sql`update tasks set
    value_date = coalesce(value_date, ${midnight('value_date_day')}),
    value_period_start = coalesce(value_period_start, ${midnight('value_period_start_day')}),
    value_period_end = coalesce(value_period_end, ${midnight('value_period_end_day')})
    where value_date_day is not null or value_period_start_day is not null or value_period_end_day is not null`.execute(
    db,
  );
  await sql`update property_values set date = coalesce(date, ${midnight('date_day')}),
    date_to = coalesce(date_to, ${midnight('date_to_day')}) where date_day is not null or date_to_day is not null`.execute(
    db,
  );
  await sql`update events set start_date = coalesce(start_date, ${midnight('start_day')}),
    end_date = coalesce(end_date, ${midnight('end_day')}) where start_day is not null`.execute(db);
  await sql`alter table tasks drop column value_date_day, drop column value_period_start_day,
    drop column value_period_end_day`.execute(db);
  await sql`alter table property_values drop column date_day, drop column date_to_day`.execute(db);
  await sql`alter table events drop column start_day, drop column end_day`.execute(db);
  await sql`alter table events alter column start_date set not null`.execute(db);
}
