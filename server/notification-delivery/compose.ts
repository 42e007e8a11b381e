import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { addDays } from '@shared/deadlines/production-calendar.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { type NotificationKind, quizStartParam, taskStartParam } from '@shared/notifications/kinds.ts';
import type { NotificationMessage } from '@shared/notifications/message.ts';
import { postStartParam } from '@shared/posts/post-url.ts';
import { languageFromTelegram } from '@shared/telegram-language.ts';
import type { Database } from '../db/schema.ts';
import { projectSeenBy } from '../features/planner/access.ts';
import { dueLocalDay, dueMoment } from '../features/planner/due-sql.ts';
import { unfinished } from '../features/planner/finished-sql.ts';
import { KIND_OF, type NotifyJob } from './jobs.ts';

type Db = Kysely<Database>;
const translate = createTranslator();

/** Telegram's HTML parse mode needs only these three escaped. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Recipient {
  userId: number;
  telegramId: number | null;
  profileId: number | null;
  blocked: boolean;
  language: Language;
  timezone: string;
  off: string[];
}

export async function loadRecipient(db: Db, userId: number): Promise<Recipient | null> {
  const r = await db
    .selectFrom('users as u')
    .leftJoin('user_settings as us', 'us.user_id', 'u.id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.telegram_id',
      'u.bot_blocked_at',
      'u.language_code',
      'us.language',
      'us.timezone',
      'us.notifications_off',
      'p.id as profile_id',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    userId: r.id,
    telegramId: r.telegram_id,
    profileId: r.profile_id,
    blocked: r.bot_blocked_at !== null,
    language: r.language ?? languageFromTelegram(r.language_code),
    timezone: r.timezone ?? 'UTC',
    off: r.notifications_off ?? [],
  };
}

/** The local calendar day (YYYY-MM-DD) and wall time of an instant in a zone. */
export function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** A calendar day as a person reads it in a message: "понедельник, 7 декабря", "Monday 7 December". */
const dayName = (day: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

function frame(lang: Language, kind: NotificationKind, text: string, startParam: string | null): NotificationMessage {
  const t = translate(lang);
  return {
    text,
    open: { text: t(startParam?.startsWith('task_') ? 'notify.buttons.openTask' : 'notify.buttons.open'), startParam },
    off: { text: t(`notify.buttons.off.${kind}`), kind },
  };
}

const profileName = async (db: Db, id: number) =>
  (await db.selectFrom('profiles').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '—';

/**
 * The message a job comes to now, or null when there is nothing (any more) to say: the task
 * was unassigned or archived, the digest has no task, the quiz no new result.
 */
export async function composeNotification(db: Db, job: NotifyJob, to: Recipient): Promise<NotificationMessage | null> {
  const lang = to.language;
  const t = translate(lang);
  const kind = KIND_OF[job.type];
  switch (job.type) {
    case 'task_assigned': {
      const task = await db
        .selectFrom('tasks as t')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .innerJoin('spaces as s', 's.id', 'pr.space_id')
        .select(['t.id', 't.title', 't.value_people', 't.archived_at', 'pr.title as project', 's.title as space'])
        .select(projectSeenBy(sql<number>`t.project_id`, to.profileId ?? 0).as('seen'))
        .where('t.id', '=', job.taskId)
        .executeTakeFirst();
      if (!task || task.archived_at || task.value_people !== to.profileId || !task.seen) return null;
      const text = t('notify.taskAssigned', {
        who: esc(await profileName(db, job.actorProfileId)),
        title: esc(task.title),
        where: esc(`${task.space} › ${task.project}`),
      });
      return frame(lang, kind, text, taskStartParam(task.id));
    }
    case 'space_added': {
      const space = await db
        .selectFrom('spaces')
        .select(['id', 'title', 'archived_at'])
        .where('id', '=', job.spaceId)
        .executeTakeFirst();
      const still = await db
        .selectFrom('members')
        .select('id')
        .where('object_type', '=', 'space')
        .where('space_id', '=', job.spaceId)
        .where('profile_id', '=', to.profileId ?? 0)
        .executeTakeFirst();
      if (!space || space.archived_at || !still) return null;
      return frame(
        lang,
        kind,
        t('notify.spaceAdded', { who: esc(await profileName(db, job.actorProfileId)), title: esc(space.title) }),
        null,
      );
    }
    case 'project_added': {
      const project = await db
        .selectFrom('projects as pr')
        .innerJoin('spaces as s', 's.id', 'pr.space_id')
        .select(['pr.id', 'pr.title', 'pr.archived_at', 's.title as space'])
        .select(projectSeenBy(sql<number>`pr.id`, to.profileId ?? 0).as('seen'))
        .where('pr.id', '=', job.projectId)
        .executeTakeFirst();
      const still = await db
        .selectFrom('members')
        .select('id')
        .where('object_type', '=', 'project')
        .where('project_id', '=', job.projectId)
        .where('profile_id', '=', to.profileId ?? 0)
        .executeTakeFirst();
      if (!project || project.archived_at || !still || !project.seen) return null;
      return frame(
        lang,
        kind,
        t('notify.projectAdded', {
          who: esc(await profileName(db, job.actorProfileId)),
          title: esc(project.title),
          space: esc(project.space),
        }),
        null,
      );
    }
    case 'digest': {
      const tasks = await digestTasks(db, to, job.date);
      if (!tasks.today.length && !tasks.overdue.length) return null;
      const line = (x: { title: string; time: string | null }) => `• ${x.time ? `${x.time} ` : ''}${esc(x.title)}`;
      const parts = [t('notify.digest.title')];
      if (tasks.today.length)
        parts.push(`\n<b>${t('notify.digest.today', { count: tasks.today.length })}</b>`, ...tasks.today.map(line));
      if (tasks.overdue.length)
        parts.push(
          `\n<b>${t('notify.digest.overdue', { count: tasks.overdue.length })}</b>`,
          ...tasks.overdue.map(line),
        );
      const first = tasks.today[0] ?? tasks.overdue[0];
      return frame(
        lang,
        kind,
        parts.join('\n'),
        tasks.today.length + tasks.overdue.length === 1 ? taskStartParam(first.id) : null,
      );
    }
    case 'reminder': {
      const task = await db
        .selectFrom('tasks as t')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .select([
          't.id',
          't.title',
          't.value_date',
          't.archived_at',
          't.value_people',
          't.created_by',
          'pr.title as project',
          sql<boolean>`not ${unfinished('t')}`.as('finished'),
          projectSeenBy(sql<number>`t.project_id`, to.profileId ?? 0).as('seen'),
        ])
        .where('t.id', '=', job.taskId)
        .executeTakeFirst();
      // Only while the task still is at that time, still theirs and not finished.
      if (
        !task ||
        task.archived_at ||
        task.finished ||
        !task.seen ||
        !task.value_date ||
        task.value_date.toISOString() !== new Date(job.at).toISOString()
      )
        return null;
      if ((task.value_people ?? task.created_by) !== to.profileId) return null;
      const time = localParts(task.value_date, to.timezone).time;
      return frame(
        lang,
        kind,
        t('notify.reminder', { title: esc(task.title), time, project: esc(task.project) }),
        taskStartParam(task.id),
      );
    }
    case 'deadline': {
      const task = await db
        .selectFrom('tasks as t')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .select([
          't.id',
          't.title',
          't.archived_at',
          't.value_people',
          't.created_by',
          'pr.title as project',
          sql<string | null>`to_char(t.value_date_day, 'YYYY-MM-DD')`.as('due'),
          sql<boolean>`t.deadline is not null`.as('ruled'),
          sql<boolean>`not ${unfinished('t')}`.as('finished'),
          projectSeenBy(sql<number>`t.project_id`, to.profileId ?? 0).as('seen'),
        ])
        .where('t.id', '=', job.taskId)
        .executeTakeFirst();
      // Only while the task still has its rule, due that day, still theirs and not finished.
      if (!task || task.archived_at || task.finished || !task.seen || !task.ruled || task.due !== job.due) return null;
      if ((task.value_people ?? task.created_by) !== to.profileId) return null;
      const params = { title: esc(task.title), project: esc(task.project), day: dayName(job.due, lang) };
      // The day before a Monday's deadline is a Friday: "tomorrow" only when it is.
      const key =
        job.due === job.date
          ? 'notify.deadline.today'
          : job.due === addDays(job.date, 1)
            ? 'notify.deadline.tomorrow'
            : 'notify.deadline.nextWorkingDay';
      return frame(lang, kind, t(key, params), taskStartParam(task.id));
    }
    case 'quiz_summary': {
      const rows = await db
        .selectFrom('quiz_results as r')
        .innerJoin('quiz as q', 'q.id', 'r.quiz_id')
        .innerJoin('posts as p', 'p.id', 'q.post_id')
        .select(['q.id', 'q.title', 'p.url', sql<number>`count(*)::int`.as('n')])
        .where('p.profile_id', '=', to.profileId ?? 0)
        .where('r.created_at', '>=', new Date(job.since))
        .where('r.created_at', '<', new Date(job.until))
        .groupBy(['q.id', 'q.title', 'p.url'])
        .orderBy('n', 'desc')
        .execute();
      if (!rows.length) return null;
      const total = rows.reduce((s, r) => s + r.n, 0);
      const text = [
        t('notify.quiz.title', { count: total }),
        ...rows.slice(0, 10).map((r) => `• ${esc(r.title)}: ${r.n}`),
      ].join('\n');
      return frame(lang, kind, text, rows.length === 1 ? quizStartParam(rows[0].id) : null);
    }
    case 'vacancies': {
      const jobs = await db
        .selectFrom('jobs as j')
        .innerJoin('posts as p', 'p.id', 'j.post_id')
        .select(['j.id', 'j.title', 'p.url'])
        .where('j.id', 'in', job.jobIds.length ? job.jobIds : [0])
        .where('j.listed', '=', true)
        .orderBy('j.id', 'desc')
        .execute();
      if (!jobs.length) return null;
      const text = [
        t('notify.vacancies.title', { count: jobs.length }),
        ...jobs.slice(0, 5).map((j) => `• ${esc(j.title)}`),
      ].join('\n');
      return frame(lang, kind, text, jobs.length === 1 ? postStartParam(jobs[0].url) : null);
    }
  }
}

/** How far back the digest lists overdue tasks: work nobody marked done would pile up. */
const OVERDUE_DAYS = 7;

/**
 * The person's tasks for the digest of their local day `date`: assigned to them (or theirs
 * and unassigned) in a project they still see, not archived, due (its date, else its period's
 * start) on that day or in the week before; a calendar day counts as itself in every zone.
 */
export async function digestTasks(db: Db, to: Recipient, date: string) {
  const tz = to.timezone;
  const day = dueLocalDay('t', tz);
  const rows = await sql<{ id: number; title: string; at: Date | null; day: string }>`
    select t.id, t.title, ${dueMoment('t')} as at, ${day} as day
    from tasks t
    where t.archived_at is null
      and ${unfinished('t')}
      and (t.value_people = ${to.profileId ?? 0}::int or (t.value_people is null and t.created_by = ${to.profileId ?? 0}::int))
      and ${projectSeenBy(sql<number>`t.project_id`, to.profileId ?? 0)}
      and ${day} between ${date}::date - ${OVERDUE_DAYS}::int and ${date}::date
    order by day, at nulls first, t.id
    limit 50`.execute(db);
  // A day is shown without a time; a moment with its time in the person's zone.
  const item = (r: (typeof rows.rows)[number]) => ({
    id: r.id,
    title: r.title,
    time: r.at ? localParts(new Date(r.at), tz).time : null,
  });
  return {
    today: rows.rows.filter((r) => r.day === date).map(item),
    overdue: rows.rows.filter((r) => r.day < date).map(item),
  };
}
