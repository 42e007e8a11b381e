import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import { plannerDataAnswer, tasksAnswer, taskSchema } from '@shared/schemas/planner.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { dueJobs, workingDayBefore } from '@server/notification-delivery/scheduler.ts';
import { migrations } from '@migrations/index.ts';
import { replacementUsernames } from '@migrations/202611292010_task_deadline_rule.ts';
import { expectOne, startNotifications, until } from '../support/notifications.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld, type World } from './planner-helpers.ts';

/**
 * A task's procedural deadline rule (docs/dates.md, "A deadline rule's day"): the server sets the
 * task's date to the day the rule computes and keeps the rule beside it; a date written by hand
 * drops the rule; reminders go out on the working day before the due day and on the day itself.
 */
const t = await createTestApp();
const w: World = await plannerWorld(t);
const { get, post } = w;
const { owner, member, viewer, outsider } = w.people;
let n: Awaited<ReturnType<typeof startNotifications>>;

beforeAll(async () => {
  n = await startNotifications(t.db);
  t.deps.notifications = n.notifications;
});
afterAll(async () => {
  await n?.stop();
});

const APPEAL = { from: '2026-01-30', preset: 'gpk-appeal' };
const APPEAL_RULE = { from: '2026-01-30', amount: 1, unit: 'months', code: 'gpk', preset: 'gpk-appeal' };

async function create(fields: Record<string, unknown>, sessionId = owner.sessionId, projectId = w.projectA.id) {
  return post('tasks', {
    action: 'create',
    sessionId,
    project_id: projectId,
    title: 'Апелляционная жалоба',
    ...fields,
  });
}
const update = (id: number, fields: Record<string, unknown>, sessionId = owner.sessionId) =>
  post('tasks', { action: 'update', sessionId, id, ...fields });

async function ruled(fields: Record<string, unknown> = { deadline: APPEAL }) {
  const r = await create(fields);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.task as { id: number; version: number; value_date: string | null; deadline: unknown };
}

describe('a task with a deadline rule', () => {
  it('takes the day a preset computes, and keeps the rule in full', async () => {
    // 30 January + 1 month is 28 February 2026 (no 30 February), a Saturday: moved to Monday 2 March.
    const task = await ruled();
    expect(taskSchema.parse(task)).toBeTruthy();
    expect(task.value_date).toBe('2026-03-02');
    expect(task.deadline).toEqual(APPEAL_RULE);
    expect(task.version).toBe(1);
  });

  it('takes the day a period of one’s own computes', async () => {
    const rule = { from: '2026-11-27', amount: 10, unit: 'calendar_days', code: 'gk' };
    const task = await ruled({ deadline: rule });
    expect(task.value_date).toBe('2026-12-07');
    expect(task.deadline).toEqual({ ...rule, preset: null });
  });

  it('is counted again when its event moves, and the version moves as for any change', async () => {
    const task = await ruled();
    const r = await update(task.id, { deadline: { ...APPEAL, from: '2026-02-27' } });
    expect(r.status).toBe(200);
    expect(r.body.task.value_date).toBe(computeDeadline({ ...APPEAL_RULE, from: '2026-02-27' } as never).due);
    expect(r.body.task.value_date).toBe('2026-03-27');
    expect(r.body.task.deadline).toEqual({ ...APPEAL_RULE, from: '2026-02-27' });
    expect(r.body.task.version).toBe(task.version + 1);
  });

  it('is dropped by a date set by hand, and kept by the date it computed sent back unchanged', async () => {
    const task = await ruled();
    const same = await update(task.id, { title: 'Жалоба подана', value_date: '2026-03-02' });
    expect(same.body.task).toMatchObject({ value_date: '2026-03-02', deadline: APPEAL_RULE });

    const moved = await update(task.id, { value_date: '2026-03-10' });
    expect(moved.status).toBe(200);
    expect(moved.body.task).toMatchObject({ value_date: '2026-03-10', deadline: null });

    const again = await ruled();
    const timed = await update(again.id, { value_date: '2026-03-02T09:00:00.000Z' });
    expect(timed.body.task).toMatchObject({ value_date: '2026-03-02T09:00:00.000Z', deadline: null });
    const cleared = await update((await ruled()).id, { value_date: null });
    expect(cleared.body.task).toMatchObject({ value_date: null, deadline: null });
  });

  it('is dropped by `deadline: null`, which keeps the date', async () => {
    const task = await ruled();
    const r = await update(task.id, { deadline: null });
    expect(r.status).toBe(200);
    expect(r.body.task).toMatchObject({ value_date: '2026-03-02', deadline: null, version: task.version + 1 });
  });

  it('stays through a kanban move, which does not touch the date', async () => {
    const task = await ruled();
    const r = await post('tasks', {
      action: 'updateBatch',
      sessionId: owner.sessionId,
      updates: [{ id: task.id, value_select: w.options.inWork, value_select_position: 0 }],
    });
    expect(r.status).toBe(200);
    expect(r.body.tasks.find((x: { id: number }) => x.id === task.id)).toMatchObject({
      value_select: w.options.inWork,
      value_date: '2026-03-02',
      deadline: APPEAL_RULE,
    });
  });

  it('works with an offline update’s base, stale or not', async () => {
    const task = await ruled();
    await update(task.id, { title: 'Изменено другим' }); // someone else: version 2
    const r = await update(task.id, {
      description: 'Срок по ГПК',
      deadline: { ...APPEAL, from: '2026-02-02' },
      base: { version: task.version, from: { description: null } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.task).toMatchObject({
      title: 'Изменено другим',
      description: 'Срок по ГПК',
      value_date: '2026-03-02',
      deadline: { ...APPEAL_RULE, from: '2026-02-02' },
      version: task.version + 2,
    });
  });

  it('appears in tasks get and planner-data', async () => {
    const task = await ruled();
    const list = await get('tasks', { action: 'get', sessionId: member.sessionId, projectId: w.projectA.id });
    expect(list.status).toBe(200);
    tasksAnswer.parse(list.body);
    expect(list.body.tasks.find((x: { id: number }) => x.id === task.id).deadline).toEqual(APPEAL_RULE);
    const data = await get('planner-data', { sessionId: viewer.sessionId, projectId: w.projectA.id });
    expect(data.status).toBe(200);
    plannerDataAnswer.parse(data.body);
    const answered = data.body.tasks.find((x: { id: number }) => x.id === task.id);
    expect(answered).toMatchObject({ value_date: '2026-03-02', deadline: APPEAL_RULE });
    // A task without a rule answers null.
    expect(data.body.tasks.find((x: { id: number }) => x.id === w.taskA.id).deadline).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses a date and a rule together', async () => {
    const r = await create({ deadline: APPEAL, value_date: '2026-03-02' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_input');
    expect(r.body.error).toContain('send either a date or a deadline rule');
    const task = await ruled();
    const u = await update(task.id, { deadline: APPEAL, value_date: '2026-03-02' });
    expect(u.status).toBe(400);
  });

  it('refuses a rule that cannot be counted, saying why', async () => {
    const zero = await create({ deadline: { from: '2026-01-30', amount: 0, unit: 'days', code: 'gpk' } });
    expect(zero.status).toBe(400);
    expect(zero.body.error).toMatch(/deadline\.amount/);
    const noDay = await create({ deadline: { from: '2026-02-30', preset: 'gpk-appeal' } });
    expect(noDay.status).toBe(400);
    expect(noDay.body.error).toMatch(/deadline\.from/);
    const unknown = await create({ deadline: { from: '2026-01-30', preset: 'no-such-preset' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('choose a period from the list');
    const task = await ruled();
    const u = await update(task.id, { deadline: { from: '2026-01-30', amount: 5, unit: 'months', code: 'nope' } });
    expect(u.status).toBe(400);
    expect(u.body.error).toMatch(/deadline\.code/);
  });

  it('asks for the project’s date property, in the caller’s language', async () => {
    // A new project has a date property; project B's is turned off.
    const off = await post('projects', {
      action: 'update',
      sessionId: owner.sessionId,
      id: w.projectB.id,
      property_date: null,
    });
    expect(off.status).toBe(200);
    expect(off.body.project.property_date).toBeNull();
    const r = await create({ deadline: APPEAL }, owner.sessionId, w.projectB.id);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('deadline_needs_date');
    expect(r.body.error).toContain('no Date property');
    const ru = await t.call(
      'tasks',
      { action: 'update', sessionId: owner.sessionId, id: w.taskB.id, deadline: APPEAL },
      { headers: { 'accept-language': 'ru' } },
    );
    expect(ru.status).toBe(400);
    expect(ru.body.error).toBe('В проекте нет свойства «Дата»: включите его, чтобы рассчитать срок');
    // A date by hand is taken there as before.
    expect((await update(w.taskB.id, { value_date: '2026-03-02' })).status).toBe(200);
  });

  it('keeps the permissions of any task change: a viewer 403, a stranger 404', async () => {
    const task = await ruled();
    const byViewer = await update(task.id, { deadline: null }, viewer.sessionId);
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.code).toBe('cannot_change_tasks');
    const byStranger = await update(task.id, { deadline: { ...APPEAL, from: '2026-02-27' } }, outsider.sessionId);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.code).toBe('task_not_found');
    expect((await create({ deadline: APPEAL }, viewer.sessionId)).status).toBe(403);
    expect((await create({ deadline: APPEAL }, outsider.sessionId)).status).toBe(404);
    const byMember = await update(task.id, { deadline: { ...APPEAL, from: '2026-02-27' } }, member.sessionId);
    expect(byMember.status).toBe(200);
    const data = await get('planner-data', { sessionId: owner.sessionId, projectId: w.projectA.id });
    expect(data.body.tasks.find((x: { id: number }) => x.id === task.id)).toMatchObject({
      value_date: '2026-03-27',
      deadline: { ...APPEAL_RULE, from: '2026-02-27' },
    });
  });
});

describe('reminders of a deadline', () => {
  let seq = 0;
  async function person(name: string, timezone: string) {
    const p = await t.signIn(name);
    const telegramId = 930_000 + ++seq;
    await t.db.db.updateTable('users').set({ telegram_id: telegramId }).where('id', '=', p.userId).execute();
    await t.db.db.insertInto('user_settings').values({ user_id: p.userId, language: 'ru', timezone }).execute();
    return { ...p, telegramId };
  }
  const deadlineJobsAt = async (at: string, userId: number) =>
    (await dueJobs(t.db.db, new Date(at))).filter((j) => j.type === 'deadline' && j.userId === userId);

  it('counts the working day before by the production calendar', () => {
    expect(workingDayBefore('2026-12-07')).toBe('2026-12-04'); // Monday → Friday
    expect(workingDayBefore('2026-12-08')).toBe('2026-12-07');
    expect(workingDayBefore('2026-01-12')).toBe('2025-12-30'); // after the New Year holidays
  });

  it('go out at 09:00 in the person’s zone on the working day before and on the day, once, never for finished work', async () => {
    const p = await person('Дарья Волкова', 'Asia/Vladivostok'); // UTC+10
    const space = (await post('spaces', { action: 'create', sessionId: p.sessionId, title: 'Бюро Волковой' })).body
      .space;
    const project = (
      await post('projects', {
        action: 'create',
        sessionId: p.sessionId,
        space_id: space.id,
        title: 'Гражданские дела',
        property_date: { title: 'Срок' },
        property_select: {
          title: 'Статус',
          options: [
            { title: 'В работе', color: 'yellow', group: 'started' },
            { title: 'Готово', color: 'green', group: 'done' },
          ],
        },
      })
    ).body.project;
    const [inWork, done] = project.property_select.options.map((o: { id: number }) => o.id);
    // 27 November + 10 calendar days: Monday 7 December 2026.
    const rule = { from: '2026-11-27', amount: 10, unit: 'calendar_days', code: 'gk' };
    const mk = (title: string, value_select: number) =>
      post('tasks', {
        action: 'create',
        sessionId: p.sessionId,
        project_id: project.id,
        title,
        value_select,
        deadline: rule,
      });
    const open = (await mk('Претензия <ООО «Вектор»>', inWork)).body.task;
    expect(open.value_date).toBe('2026-12-07');
    await mk('Сданный отзыв', done);
    // A day set by hand, without a rule, has no such reminder.
    await post('tasks', {
      action: 'create',
      sessionId: p.sessionId,
      project_id: project.id,
      title: 'Без правила',
      value_date: '2026-12-07',
    });
    await n.drained();

    // Friday 4 December in Vladivostok: 08:00 is 22:00 UTC the day before, 09:00 is 23:00 UTC.
    expect(await deadlineJobsAt('2026-12-03T22:00:00.000Z', p.userId)).toEqual([]);
    expect(await deadlineJobsAt('2026-12-03T23:59:00.000Z', p.userId)).toEqual([
      expect.objectContaining({ taskId: open.id, due: '2026-12-07', date: '2026-12-04' }),
    ]);
    expect(await deadlineJobsAt('2026-12-04T00:00:00.000Z', p.userId)).toEqual([]); // 10:00
    // Saturday and Sunday: nothing; Monday 7 December at 09:00 (23:00 UTC on the 6th): the day itself.
    expect(await deadlineJobsAt('2026-12-04T23:00:00.000Z', p.userId)).toEqual([]);
    expect(await deadlineJobsAt('2026-12-05T23:00:00.000Z', p.userId)).toEqual([]);
    expect(await deadlineJobsAt('2026-12-06T23:00:00.000Z', p.userId)).toEqual([
      expect.objectContaining({ taskId: open.id, due: '2026-12-07', date: '2026-12-07' }),
    ]);
    expect(await deadlineJobsAt('2026-12-07T23:00:00.000Z', p.userId)).toEqual([]); // the day after

    // Through the queue to the chat: once per day however often the hour is ticked.
    const told = () => n.emulator.messages(p.telegramId).filter((m) => m.payload.text.startsWith('⚖️'));
    await n.notifications.tick(new Date('2026-12-03T23:00:00.000Z'));
    await n.notifications.tick(new Date('2026-12-03T23:30:00.000Z'));
    await until(() => told().length > 0, 'the reminder on the working day before');
    await n.drained();
    const before = expectOne(told());
    expect(before.payload.text).toBe(
      '⚖️ В следующий рабочий день, понедельник, 7 декабря, последний день срока: <b>Претензия &lt;ООО «Вектор»&gt;</b>\nПроект: Гражданские дела',
    );
    const open_ = (before.payload.reply_markup?.inline_keyboard ?? []).flat().find((b: { url?: string }) => b.url);
    expect(open_?.url).toContain(`startapp=task_${open.id}`);

    await n.notifications.tick(new Date('2026-12-06T23:00:00.000Z'));
    await until(() => told().length > 1, 'the reminder on the day');
    await n.drained();
    expect(told()).toHaveLength(2);
    expect(told()[1].payload.text).toContain('⚖️ Сегодня последний день срока: <b>Претензия');

    // A rule due on a Tuesday is "tomorrow" on the Monday before; finished, it is not told at all.
    const tuesday = (
      await post('tasks', {
        action: 'create',
        sessionId: p.sessionId,
        project_id: project.id,
        title: 'Отзыв',
        value_select: inWork,
        deadline: { ...rule, amount: 11 },
      })
    ).body.task;
    expect(tuesday.value_date).toBe('2026-12-08');
    expect(await deadlineJobsAt('2026-12-06T23:00:00.000Z', p.userId)).toHaveLength(2);
    await post('tasks', { action: 'update', sessionId: p.sessionId, id: tuesday.id, value_select: done });
    expect(await deadlineJobsAt('2026-12-06T23:00:00.000Z', p.userId)).toHaveLength(1);
    // The rule dropped by a date by hand: no more reminders of it.
    await post('tasks', { action: 'update', sessionId: p.sessionId, id: open.id, value_date: '2026-12-07' });
    expect(await deadlineJobsAt('2026-12-06T23:00:00.000Z', p.userId)).toHaveLength(1);
    await post('tasks', { action: 'update', sessionId: p.sessionId, id: open.id, deadline: null });
    expect(await deadlineJobsAt('2026-12-06T23:00:00.000Z', p.userId)).toHaveLength(0);
  });

  it('tells the assignee rather than the author, and not someone who turned reminders off', async () => {
    const author = await person('Павел Смирнов', 'Europe/Moscow');
    const clerk = await person('Инна Орлова', 'Europe/Moscow');
    const space = (await post('spaces', { action: 'create', sessionId: author.sessionId, title: 'Бюро Смирнова' })).body
      .space;
    const project = (
      await post('projects', {
        action: 'create',
        sessionId: author.sessionId,
        space_id: space.id,
        title: 'Арбитраж',
        property_date: { title: 'Срок' },
        property_people: { title: 'Исполнитель' },
      })
    ).body.project;
    await post('members', {
      action: 'add',
      sessionId: author.sessionId,
      spaceId: space.id,
      profileId: clerk.profileId,
    });
    await post('members', {
      action: 'add',
      sessionId: author.sessionId,
      projectId: project.id,
      profileId: clerk.profileId,
    });
    const task = (
      await post('tasks', {
        action: 'create',
        sessionId: author.sessionId,
        project_id: project.id,
        title: 'Апелляция',
        value_people: clerk.profileId,
        deadline: { from: '2026-11-27', amount: 10, unit: 'calendar_days', code: 'gk' },
      })
    ).body.task;
    // Monday 7 December, 09:00 in Moscow is 06:00 UTC.
    const at = '2026-12-07T06:00:00.000Z';
    expect(await deadlineJobsAt(at, author.userId)).toEqual([]);
    expect(await deadlineJobsAt(at, clerk.userId)).toEqual([expect.objectContaining({ taskId: task.id })]);
    await t.db.db
      .updateTable('user_settings')
      .set({ notifications_off: ['reminder'] })
      .where('user_id', '=', clerk.userId)
      .execute();
    expect(await deadlineJobsAt(at, clerk.userId)).toEqual([]);
  });
});

describe('the migration', () => {
  it('names new usernames for the replaced ones, each a valid one', () => {
    expect(replacementUsernames('deadlines', 42)[0]).toBe('deadlines_42');
    expect(replacementUsernames('deadlines', 1234567890)[0]).toBe('deadlines_1234567890');
    for (const name of replacementUsernames('deadlines', 2_147_483_647)) expect(name).toMatch(/^[a-z0-9_]{5,20}$/);
  });

  // Last in this file: it takes the rule column away and back.
  it('frees the usernames deadlines and metrics, with a fallback when the first choice is taken', async () => {
    const db = t.db.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('202611291710_task_versions')).error).toBeUndefined();
    const profile = async (username: string) =>
      (await db.insertInto('profiles').values({ name: username, username }).returning('id').executeTakeFirstOrThrow())
        .id;
    const deadlines = await profile('deadlines');
    const metrics = await profile('metrics');
    const squatter = await profile(`metrics_${metrics}`);

    expect(await migrateToLatest(db)).toContain('202611292010_task_deadline_rule');
    const names = new Map(
      (
        await sql<{
          id: number;
          username: string;
        }>`select id, username from profiles where id in (${deadlines}, ${metrics}, ${squatter})`.execute(db)
      ).rows.map((r) => [r.id, r.username]),
    );
    expect(names.get(deadlines)).toBe(`deadlines_${deadlines}`);
    expect(names.get(metrics)).toBe(`user_${metrics}`);
    expect(names.get(squatter)).toBe(`metrics_${metrics}`);
    // The column is back, and a rule is kept again.
    expect((await ruled()).deadline).toEqual(APPEAL_RULE);
  });
});
