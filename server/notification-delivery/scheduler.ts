import { type Kysely, sql } from 'kysely';
import { addDays, isWorkingDay } from '@shared/deadlines/production-calendar.ts';
import { DIGEST_HOUR, REMINDER_LEAD_MINUTES } from '@shared/notifications/kinds.ts';
import type { Database } from '../db/schema.ts';
import { careerFilter, type CareerFilter } from '../features/career/career-list.ts';
import { projectSeenBy } from '../features/planner/access.ts';
import { dueDay, dueMoment } from '../features/planner/due-sql.ts';
import { unfinished } from '../features/planner/finished-sql.ts';
import type { NotifyJob } from './jobs.ts';

type Db = Kysely<Database>;

/**
 * People the bot may write to about `kind`: a Telegram account, not blocked, the kind on.
 * `us` is their settings (may be missing: every kind on, UTC).
 */
const reachable = (kind: string) => sql<boolean>`u.telegram_id is not null and u.bot_blocked_at is null
  and not (${kind} = any(coalesce(us.notifications_off, '{}'::text[])))`;

/**
 * What is due at `now` (run every minute by the queue's schedule, once across all processes;
 * tests call it with a moved clock). Every job it makes has a key naming what it is about,
 * so running it twice for the same minute, or in the same hour again, queues nothing new.
 */
export async function dueJobs(db: Db, now: Date): Promise<NotifyJob[]> {
  const [digests, quizzes, reminders, deadlines] = await Promise.all([
    digestJobs(db, now),
    quizJobs(db, now),
    reminderJobs(db, now),
    deadlineJobs(db, now),
  ]);
  return [...digests, ...quizzes, ...reminders, ...deadlines];
}

/** 09:00–09:59 in the person's zone, with a task dated in the digest's window (today or the week before). */
async function digestJobs(db: Db, now: Date): Promise<NotifyJob[]> {
  const r = await sql<{ user_id: number; day: string }>`
    select u.id as user_id, to_char(${now}::timestamptz at time zone coalesce(us.timezone, 'UTC'), 'YYYY-MM-DD') as day
    from users u
    join profiles p on p.user_id = u.id
    left join user_settings us on us.user_id = u.id
    where ${reachable('digest')}
      and extract(hour from ${now}::timestamptz at time zone coalesce(us.timezone, 'UTC')) = ${DIGEST_HOUR}
      and exists (
        select 1 from tasks t
        where t.archived_at is null
          and ${unfinished('t')}
          and (t.value_people = p.id or (t.value_people is null and t.created_by = p.id))
          and ${projectSeenBy(sql<number>`t.project_id`, sql<number>`p.id`)}
          and (${dueMoment('t')} between ${now}::timestamptz - interval '8 days' and ${now}::timestamptz + interval '1 day'
            or ${dueDay('t')} between (${now}::timestamptz at time zone 'UTC')::date - 8 and (${now}::timestamptz at time zone 'UTC')::date + 1)
      )`.execute(db);
  return r.rows.map((x) => ({ type: 'digest', userId: x.user_id, date: x.day, key: `digest:${x.user_id}:${x.day}` }));
}

/** For quiz owners at 09:00 local: the results their quizzes got in the 24 hours before. */
async function quizJobs(db: Db, now: Date): Promise<NotifyJob[]> {
  const r = await sql<{ user_id: number; day: string; hour_start: Date }>`
    select u.id as user_id, to_char(${now}::timestamptz at time zone coalesce(us.timezone, 'UTC'), 'YYYY-MM-DD') as day,
      date_trunc('hour', ${now}::timestamptz) as hour_start
    from users u
    join profiles p on p.user_id = u.id
    left join user_settings us on us.user_id = u.id
    where ${reachable('quiz')}
      and extract(hour from ${now}::timestamptz at time zone coalesce(us.timezone, 'UTC')) = ${DIGEST_HOUR}
      and exists (
        select 1 from quiz_results r join quiz q on q.id = r.quiz_id join posts po on po.id = q.post_id
        where po.profile_id = p.id and r.created_at >= date_trunc('hour', ${now}::timestamptz) - interval '24 hours'
          and r.created_at < date_trunc('hour', ${now}::timestamptz)
      )`.execute(db);
  return r.rows.map((x) => {
    const until = new Date(x.hour_start);
    return {
      type: 'quiz_summary',
      userId: x.user_id,
      date: x.day,
      since: new Date(until.getTime() - 86_400_000).toISOString(),
      until: until.toISOString(),
      key: `quiz:${x.user_id}:${x.day}`,
    };
  });
}

/**
 * Tasks whose dated time is within the next hour: the assignee (else the author) is reminded,
 * while they see the task's project. A calendar day (value_date_day) has no time to remind of.
 */
async function reminderJobs(db: Db, now: Date): Promise<NotifyJob[]> {
  const r = await sql<{ user_id: number; task_id: number; at: Date }>`
    select u.id as user_id, t.id as task_id, t.value_date as at
    from tasks t
    join profiles p on p.id = coalesce(t.value_people, t.created_by)
    join users u on u.id = p.user_id
    left join user_settings us on us.user_id = u.id
    where t.archived_at is null
      and ${unfinished('t')}
      and t.value_date > ${now}::timestamptz
      and t.value_date <= ${now}::timestamptz + make_interval(mins => ${REMINDER_LEAD_MINUTES})
      and ${projectSeenBy(sql<number>`t.project_id`, sql<number>`p.id`)}
      and ${reachable('reminder')}`.execute(db);
  return r.rows.map((x) => {
    const at = new Date(x.at).toISOString();
    return {
      type: 'reminder',
      userId: x.user_id,
      taskId: x.task_id,
      at,
      key: `reminder:${x.task_id}:${x.user_id}:${at}`,
    };
  });
}

/** The morning hour of a deadline's reminders in the person's zone: the digest's, so the morning's messages come together. */
const DEADLINE_HOUR = DIGEST_HOUR;

/**
 * How far ahead a due day is looked for: its working day before may lie this many days back (the
 * New Year holidays with their weekends are the longest run of days off, under two weeks).
 */
const DEADLINE_LOOKAHEAD_DAYS = 21;

/** The last working day before `day` by the production calendar (a due Monday: the Friday before). */
export function workingDayBefore(day: string): string {
  let at = addDays(day, -1);
  while (!isWorkingDay(at)) at = addDays(at, -1);
  return at;
}

/**
 * Tasks with a procedural deadline rule (tasks.deadline; their date is the rule's day): the
 * assignee (else the author) is reminded at 09:00 in their zone on the working day before the
 * due day and on the due day itself, while they see the task's project and it is not finished.
 * Which day is the working day before is the production calendar's, counted here rather than in
 * SQL: the statement finds the few due days near the person's today, and each is checked.
 */
async function deadlineJobs(db: Db, now: Date): Promise<NotifyJob[]> {
  const r = await sql<{ user_id: number; task_id: number; due: string; today: string }>`
    select user_id, task_id, due, today from (
      select u.id as user_id, t.id as task_id, to_char(t.value_date_day, 'YYYY-MM-DD') as due,
        (${now}::timestamptz at time zone coalesce(us.timezone, 'UTC'))::date as local_day,
        to_char(${now}::timestamptz at time zone coalesce(us.timezone, 'UTC'), 'YYYY-MM-DD') as today,
        t.value_date_day
      from tasks t
      join profiles p on p.id = coalesce(t.value_people, t.created_by)
      join users u on u.id = p.user_id
      left join user_settings us on us.user_id = u.id
      where t.deadline is not null
        and t.archived_at is null
        -- every zone's today lies within a day of UTC's: this is the partial index's range
        and t.value_date_day between (${now}::timestamptz at time zone 'UTC')::date - 1
          and (${now}::timestamptz at time zone 'UTC')::date + ${DEADLINE_LOOKAHEAD_DAYS + 1}::int
        and ${unfinished('t')}
        and extract(hour from ${now}::timestamptz at time zone coalesce(us.timezone, 'UTC')) = ${DEADLINE_HOUR}
        and ${projectSeenBy(sql<number>`t.project_id`, sql<number>`p.id`)}
        and ${reachable('reminder')}
    ) x
    where x.value_date_day between x.local_day and x.local_day + ${DEADLINE_LOOKAHEAD_DAYS}::int`.execute(db);
  return r.rows
    .filter((x) => x.due === x.today || workingDayBefore(x.due) === x.today)
    .map((x) => ({
      type: 'deadline',
      userId: x.user_id,
      taskId: x.task_id,
      due: x.due,
      date: x.today,
      key: `deadline:${x.task_id}:${x.user_id}:${x.due}:${x.today}`,
    }));
}

/**
 * New vacancies for saved career filters: each alert moves its mark to the newest vacancy
 * it told of, only if no other process moved it first (so one message per new batch).
 */
export async function vacancyJobs(db: Db): Promise<NotifyJob[]> {
  const alerts = await db
    .selectFrom('career_alerts as a')
    .innerJoin('profiles as p', 'p.id', 'a.profile_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('user_settings as us', 'us.user_id', 'u.id')
    .select(['a.profile_id', 'a.filter', 'a.last_job_id', 'u.id as user_id'])
    .where(reachable('vacancies'))
    .execute();
  const jobs: NotifyJob[] = [];
  for (const a of alerts) {
    const found = await careerFilter(
      db
        .selectFrom('jobs')
        .select('id')
        .where('listed', '=', true)
        .where('type', '=', 'vacancy')
        .where('id', '>', a.last_job_id),
      a.filter as CareerFilter,
    )
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    if (!found.length) continue;
    const top = found[0].id;
    const moved = await db
      .updateTable('career_alerts')
      .set({ last_job_id: top, updated_at: sql`now()` })
      .where('profile_id', '=', a.profile_id)
      .where('last_job_id', '=', a.last_job_id)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) continue;
    jobs.push({
      type: 'vacancies',
      userId: a.user_id,
      jobIds: found.map((j) => j.id),
      key: `vacancies:${a.profile_id}:${top}`,
    });
  }
  return jobs;
}
