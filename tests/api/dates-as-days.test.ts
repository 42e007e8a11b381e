import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@migrations/index.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { expectOne, startNotifications, until } from '../support/notifications.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A date without a time is a calendar day (docs/dates.md): the same day for every member of a
 * project in every zone, after any change of zone, in the app's answers and in the morning
 * digest; a moment stays a moment. Older dates stored as midnight are converted by a rule.
 */
let t: TestApp;
let n: Awaited<ReturnType<typeof startNotifications>>;
let seq = 0;

type Person = Awaited<ReturnType<TestApp['signIn']>> & { telegramId: number };

async function person(name: string, timezone: string): Promise<Person> {
  const p = await t.signIn(name);
  const telegramId = 810_000 + ++seq;
  await t.db.db.updateTable('users').set({ telegram_id: telegramId }).where('id', '=', p.userId).execute();
  await t.db.db.insertInto('user_settings').values({ user_id: p.userId, language: 'ru', timezone }).execute();
  return { ...p, telegramId };
}

/** The author's project with a date, a period and people, the reader a member of it. */
async function shared(author: Person, reader: Person) {
  const space = (await t.call('spaces', { action: 'create', sessionId: author.sessionId, title: `Бюро ${++seq}` })).body
    .space;
  const project = (
    await t.call('projects', {
      action: 'create',
      sessionId: author.sessionId,
      space_id: space.id,
      title: 'Арбитраж',
      property_date: { title: 'Срок' },
      property_period: { title: 'Период' },
    })
  ).body.project;
  await t.call('members', {
    action: 'add',
    sessionId: author.sessionId,
    spaceId: space.id,
    profileId: reader.profileId,
  });
  await t.call('members', {
    action: 'add',
    sessionId: author.sessionId,
    projectId: project.id,
    profileId: reader.profileId,
  });
  return { space, project };
}

const tasksOf = async (who: { sessionId: string }, projectId: number) =>
  (await t.call('planner-data', { sessionId: who.sessionId, projectId }, { method: 'GET' })).body.tasks as Array<{
    id: number;
    value_date: string | null;
    value_period: [string | null, string | null] | null;
    subtasks: Array<{ date?: string | null }>;
    propertyValues: Array<{ date: string | null; date_to: string | null }>;
  }>;

beforeAll(async () => {
  t = await createTestApp();
  n = await startNotifications(t.db);
  t.deps.notifications = n.notifications;
});
afterAll(async () => {
  await n?.stop();
});

describe('a date without a time', () => {
  it('is the same day for a member in Kaliningrad, and for its author after she moves to Yekaterinburg', async () => {
    const author = await person('Ольга Миронова', 'Europe/Moscow');
    const reader = await person('Кирилл Янтарёв', 'Europe/Kaliningrad');
    const w = await shared(author, reader);
    const created = await t.call('tasks', {
      action: 'create',
      sessionId: author.sessionId,
      project_id: w.project.id,
      title: 'Апелляционная жалоба',
      value_date: '2026-12-08',
      value_period: ['2026-12-01', '2026-12-05'],
      subtasks: [{ id: 1, title: 'Проект жалобы', date: '2026-12-04', is_completed: false, number: 1 }],
    });
    expect(created.status).toBe(200);
    expect(created.body.task).toMatchObject({ value_date: '2026-12-08', value_period: ['2026-12-01', '2026-12-05'] });
    const hearing = (
      await t.call('tasks', {
        action: 'create',
        sessionId: author.sessionId,
        project_id: w.project.id,
        title: 'Заседание',
        value_date: '2026-12-09T11:00:00+03:00',
      })
    ).body.task;
    const seen = async (who: Person) => (await tasksOf(who, w.project.id)).find((x) => x.id === created.body.task.id)!;
    for (const who of [author, reader]) {
      const task = await seen(who);
      expect(task.value_date).toBe('2026-12-08');
      expect(task.value_period).toEqual(['2026-12-01', '2026-12-05']);
      expect(task.subtasks[0]!.date).toBe('2026-12-04');
      // The PropertyValue rows say the same days.
      expect(task.propertyValues.map((pv) => [pv.date, pv.date_to])).toEqual(
        expect.arrayContaining([
          ['2026-12-08', null],
          ['2026-12-01', '2026-12-05'],
        ]),
      );
    }
    await t.call('settings', {
      action: 'updateTimezone',
      sessionId: author.sessionId,
      data: { timezone: 'Asia/Yekaterinburg' },
    });
    expect((await seen(author)).value_date).toBe('2026-12-08');
    // A moment stays the moment it was.
    expect((await tasksOf(reader, w.project.id)).find((x) => x.id === hearing.id)!.value_date).toBe(
      '2026-12-09T08:00:00.000Z',
    );
  });

  it('is refused when the calendar has no such day, and a period of days may not end before it starts', async () => {
    const author = await person('Пётр Строгов', 'Europe/Moscow');
    const reader = await person('Вера Строгова', 'Europe/Moscow');
    const w = await shared(author, reader);
    const make = (fields: Record<string, unknown>) =>
      t.call('tasks', {
        action: 'create',
        sessionId: author.sessionId,
        project_id: w.project.id,
        title: 'X',
        ...fields,
      });
    for (const bad of ['2026-02-30', '2026-13-01', '0000-01-01', '2026-1-5', '08.12.2026', '2026-12-08T']) {
      const r = await make({ value_date: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.error, bad).toContain('value_date');
    }
    const backwards = await make({ value_period: ['2026-12-05', '2026-12-01'] });
    expect(backwards.status).toBe(400);
    expect((await make({ value_period: ['2026-12-05', '2026-12-05'] })).status).toBe(200);
    // A project's own values (its space's slots) are days too.
    const space = await t.call('spaces', {
      action: 'update',
      sessionId: author.sessionId,
      id: w.space.id,
      property_date: { title: 'Дедлайн проекта' },
    });
    expect(space.status).toBe(200);
    const project = await t.call('projects', {
      action: 'update',
      sessionId: author.sessionId,
      id: w.project.id,
      value_date: '2027-01-15',
    });
    expect(project.status).toBe(200);
    expect(project.body.project.value_date).toBe('2027-01-15');
  });

  it('is in the morning digest on that day in each reader’s zone, without a time, and overdue from the next day', async () => {
    const author = await person('Анна Дальняя', 'Asia/Vladivostok'); // UTC+10
    const reader = await person('Игорь Западный', 'Europe/Kaliningrad'); // UTC+2
    const w = await shared(author, reader);
    await t.call('tasks', {
      action: 'create',
      sessionId: author.sessionId,
      project_id: w.project.id,
      title: 'Отзыв на иск',
      value_date: '2027-02-10',
      value_people: reader.profileId,
    });
    await t.call('tasks', {
      action: 'create',
      sessionId: author.sessionId,
      project_id: w.project.id,
      title: 'Сверка',
      value_date: '2027-02-10',
    });
    await n.drained();
    const digests = (p: Person) =>
      n.emulator.messages(p.telegramId).filter((m) => String(m.payload.text).includes('Доброе утро'));
    // 07:00 UTC on the 10th is 09:00 in Kaliningrad; 23:00 UTC on the 9th is 09:00 on the 10th in Vladivostok.
    await n.notifications.tick(new Date('2027-02-09T23:00:00.000Z'));
    await n.notifications.tick(new Date('2027-02-10T07:00:00.000Z'));
    await until(() => digests(reader).length > 0 && digests(author).length > 0, 'both digests of the 10th');
    await n.drained();
    expect(expectOne(digests(reader)).payload.text).toMatch(/Сегодня: 1 задача<\/b>\n• Отзыв на иск/);
    expect(expectOne(digests(author)).payload.text).toMatch(/Сегодня: 1 задача<\/b>\n• Сверка/);
    // The next morning in Kaliningrad it is overdue.
    await n.notifications.tick(new Date('2027-02-11T07:00:00.000Z'));
    await until(() => digests(reader).length > 1, 'the digest of the 11th');
    expect(digests(reader)[1]!.payload.text).toMatch(/Просрочена 1 задача<\/b>\n• Отзыв на иск/);
  });
});

describe('the conversion of dates stored before', () => {
  it('makes a midnight in the author’s zone or in Moscow time a day, and leaves other moments alone', async () => {
    const moscow = await person('Мария Москвина', 'Europe/Moscow');
    const urals = await person('Урал Екатеринин', 'Asia/Yekaterinburg');
    const w = await shared(moscow, urals);
    const task = async (by: Person, title: string) =>
      (
        await t.call('tasks', {
          action: 'create',
          sessionId: by.sessionId,
          project_id: w.project.id,
          title,
          subtasks: [{ id: 1, title: 'Шаг', is_completed: false, number: 1 }],
        })
      ).body.task.id as number;
    await t.call('members', {
      action: 'updateRole',
      sessionId: moscow.sessionId,
      memberId: (
        await t.call('get-members', { sessionId: moscow.sessionId, spaceId: w.space.id }, { method: 'GET' })
      ).body.members.find((m: { profile_id: number }) => m.profile_id === urals.profileId).id,
      roleId: 2,
    });
    const ids = {
      moscowDay: await task(moscow, 'Срок в Москве'),
      moscowMeeting: await task(moscow, 'Встреча в 15:00'),
      uralsDay: await task(urals, 'Срок в Екатеринбурге'),
      uralsMoscowMidnight: await task(urals, 'Полночь по Москве'),
      uralsMorning: await task(urals, 'Утро в Екатеринбурге'),
    };

    const db = t.db.db as never;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('202611261201_rate_limits_unlogged')).error).toBeUndefined();
    const set = (id: number, at: string, subtask = at) =>
      sql`update tasks set value_date = ${at}::timestamptz,
        subtasks = jsonb_set(subtasks, '{0,date}', to_jsonb(${subtask}::text)) where id = ${id}`.execute(t.db.db);
    await set(ids.moscowDay, '2026-12-07T21:00:00.000Z'); // 8 December 00:00 in Moscow
    await set(ids.moscowMeeting, '2026-12-08T12:00:00.000Z', '2026-12-05T21:00:00.000Z'); // 15:00; its subtask a day
    await set(ids.uralsDay, '2026-12-07T19:00:00.000Z'); // 00:00 in Yekaterinburg
    await set(ids.uralsMoscowMidnight, '2026-12-09T21:00:00.000Z'); // 02:00 there, 00:00 in Moscow
    await set(ids.uralsMorning, '2026-12-10T04:00:00.000Z'); // 09:00 there
    await sql`update tasks set value_period_start = '2026-12-01T21:00:00Z', value_period_end = '2026-12-03T10:00:00Z'
      where id = ${ids.moscowDay}`.execute(t.db.db);

    expect(await migrateToLatest(db)).toContain('202611291000_dates_as_days');

    const tasks = new Map((await tasksOf(moscow, w.project.id)).map((x) => [x.id, x]));
    expect(tasks.get(ids.moscowDay)).toMatchObject({
      value_date: '2026-12-08',
      value_period: ['2026-12-02', '2026-12-03T10:00:00.000Z'],
    });
    expect(tasks.get(ids.moscowMeeting)).toMatchObject({ value_date: '2026-12-08T12:00:00.000Z' });
    expect(tasks.get(ids.moscowMeeting)!.subtasks[0]!.date).toBe('2026-12-06');
    expect(tasks.get(ids.uralsDay)!.value_date).toBe('2026-12-08');
    expect(tasks.get(ids.uralsMoscowMidnight)!.value_date).toBe('2026-12-10');
    expect(tasks.get(ids.uralsMorning)!.value_date).toBe('2026-12-10T04:00:00.000Z');
    expect(tasks.get(ids.uralsDay)!.subtasks[0]!.date).toBe('2026-12-08');
    expect(tasks.get(ids.uralsMorning)!.subtasks[0]!.date).toBe('2026-12-10T04:00:00.000Z');
  });
});
