import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../../bot/index.ts';
import { createLogger } from '@server/logger.ts';
import { botNotificationService } from '@server/features/notifications/notification-settings.ts';
import { signInService } from '@server/features/auth/sign-in-tokens.ts';
import { expectOne, startNotifications, until } from '../support/notifications.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/test-bot.ts';

/**
 * Notifications end to end through the Bot API emulator: a planner change through
 * the API → a job in the queue (pg-boss, on PGlite or PostgreSQL) → one message in the
 * person's chat, with the button that opens the thing in the mini-app.
 */
let t: TestApp;
let n: Awaited<ReturnType<typeof startNotifications>>;
let seq = 0;

async function person(name: string, opts: { telegramId?: number; language?: 'ru' | 'en'; timezone?: string } = {}) {
  const p = await t.signIn(name);
  const telegramId = opts.telegramId ?? 700_000 + ++seq;
  await t.db.db.updateTable('users').set({ telegram_id: telegramId }).where('id', '=', p.userId).execute();
  await t.db.db
    .insertInto('user_settings')
    .values({ user_id: p.userId, language: opts.language ?? 'ru', timezone: opts.timezone ?? 'Europe/Moscow' })
    .execute();
  return { ...p, telegramId };
}

async function workspace(owner: { sessionId: string }) {
  const space = (await t.call('spaces', { action: 'create', sessionId: owner.sessionId, title: `Практика ${++seq}` }))
    .body.space;
  const project = (
    await t.call('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'Арбитраж' })
  ).body.project;
  return { space, project };
}

/** Adds a person to the space and its project (an assignee must be a project member). */
async function addToSpace(
  by: { sessionId: string },
  w: { space: { id: number }; project: { id: number } },
  profileId: number,
) {
  expect(
    (await t.call('members', { action: 'add', sessionId: by.sessionId, spaceId: w.space.id, profileId })).status,
  ).toBe(200);
  expect(
    (await t.call('members', { action: 'add', sessionId: by.sessionId, projectId: w.project.id, profileId })).status,
  ).toBe(200);
}

const buttons = (m: { payload: Record<string, any> }) =>
  (m.payload.reply_markup?.inline_keyboard ?? []).flat() as Array<{
    text: string;
    url?: string;
    callback_data?: string;
  }>;

beforeAll(async () => {
  t = await createTestApp();
  n = await startNotifications(t.db);
  t.deps.notifications = n.notifications;
});
afterAll(async () => {
  await n?.stop();
});

describe('a task assigned through the API', () => {
  it('reaches the assignee once, in their language, with a button opening the task', async () => {
    const lead = await person('Анна Лебедева');
    const clerk = await person('Oleg Petrov', { language: 'en' });
    const w = await workspace(lead);
    await addToSpace(lead, w, clerk.profileId);
    const created = await t.call('tasks', {
      action: 'create',
      sessionId: lead.sessionId,
      project_id: w.project.id,
      title: 'Отзыв на иск <ООО «Вектор»>',
      value_people: clerk.profileId,
    });
    const task = created.body.task;

    await until(
      () => n.emulator.messages(clerk.telegramId).some((m) => m.payload.text.includes('assigned you a task')),
      'the assignment message',
    );
    await n.drained();
    const msg = expectOne(
      n.emulator.messages(clerk.telegramId).filter((m) => m.payload.text.includes('assigned you a task')),
    );
    expect(msg.payload.text).toContain('Анна Лебедева');
    expect(msg.payload.text).toContain('Отзыв на иск &lt;ООО «Вектор»&gt;'); // inert: escaped for Telegram's HTML
    const open = buttons(msg).find((b) => b.url);
    expect(open?.url).toBe(`https://t.me/${TEST_BOT_USERNAME}?startapp=task_${task.id}`);
    expect(buttons(msg).find((b) => b.callback_data)?.callback_data).toBe('noff:assigned');
    // Being added to the space and to the project were messages of their own.
    expectOne(n.emulator.messages(clerk.telegramId).filter((m) => m.payload.text.includes('added you to the space')));
    expect(
      expectOne(
        n.emulator.messages(clerk.telegramId).filter((m) => m.payload.text.includes('added you to the project')),
      ).payload.text,
    ).toContain('Арбитраж');
  });

  it('sends nothing for one’s own change, and tells a new assignee on update', async () => {
    const lead = await person('Мария Кузнецова');
    const partner = await person('Игорь Соколов');
    const w = await workspace(lead);
    await addToSpace(lead, w, partner.profileId);
    await n.drained();
    const before = n.emulator.messages(lead.telegramId).length;
    const task = (
      await t.call('tasks', {
        action: 'create',
        sessionId: lead.sessionId,
        project_id: w.project.id,
        title: 'Сама себе',
        value_people: lead.profileId,
      })
    ).body.task;
    await t.call('tasks', { action: 'update', sessionId: lead.sessionId, id: task.id, title: 'Сама себе (уточнено)' });
    await t.call('tasks', {
      action: 'update',
      sessionId: lead.sessionId,
      id: task.id,
      value_people: partner.profileId,
    });
    await until(
      () => n.emulator.messages(partner.telegramId).some((m) => m.payload.text.includes('назначил(а) вам задачу')),
      'the reassignment',
    );
    await n.drained();
    expect(n.emulator.messages(lead.telegramId)).toHaveLength(before);
    expectOne(n.emulator.messages(partner.telegramId).filter((m) => m.payload.text.includes('Сама себе (уточнено)')));
  });

  it('is not sent when the kind is off, and a failed send is retried until it goes through', async () => {
    const lead = await person('Елена Волкова');
    const quiet = await person('Павел Орлов');
    const w = await workspace(lead);
    await addToSpace(lead, w, quiet.profileId);
    await t.call('notifications', { action: 'update', sessionId: quiet.sessionId, kind: 'assigned', on: false });
    await t.call('tasks', {
      action: 'create',
      sessionId: lead.sessionId,
      project_id: w.project.id,
      title: 'Тихая задача',
      value_people: quiet.profileId,
    });
    await n.drained();
    expect(n.emulator.messages(quiet.telegramId).filter((m) => m.payload.text.includes('Тихая задача'))).toHaveLength(
      0,
    );

    await t.call('notifications', { action: 'update', sessionId: quiet.sessionId, kind: 'assigned', on: true });
    n.emulator.setControl({ failNext: 2 });
    await t.call('tasks', {
      action: 'create',
      sessionId: lead.sessionId,
      project_id: w.project.id,
      title: 'Со второй попытки',
      value_people: quiet.profileId,
    });
    await until(
      () => n.emulator.messages(quiet.telegramId).some((m) => m.payload.text.includes('Со второй попытки')),
      'the retried message',
      20_000,
    );
    await n.drained();
    expect(n.emulator.attempts(quiet.telegramId).filter((c) => c.status === 500).length).toBe(2);
    expectOne(n.emulator.messages(quiet.telegramId).filter((m) => m.payload.text.includes('Со второй попытки')));
  });
});

describe('a person who blocked the bot', () => {
  it('is marked on the first 403, not tried again, and reachable again once they write to the bot', async () => {
    const lead = await person('Ольга Смирнова');
    const gone = await person('Денис Морозов');
    const w = await workspace(lead);
    await addToSpace(lead, w, gone.profileId);
    await n.drained();
    n.emulator.setControl({ blocked: [gone.telegramId] });
    await t.call('tasks', {
      action: 'create',
      sessionId: lead.sessionId,
      project_id: w.project.id,
      title: 'Первая',
      value_people: gone.profileId,
    });
    await until(() => n.emulator.attempts(gone.telegramId).some((c) => c.status === 403), 'the refused send');
    await n.drained();
    const marked = await t.db.db
      .selectFrom('users')
      .select('bot_blocked_at')
      .where('id', '=', gone.userId)
      .executeTakeFirstOrThrow();
    expect(marked.bot_blocked_at).not.toBeNull();
    const tries = n.emulator.attempts(gone.telegramId).length;
    await t.call('tasks', {
      action: 'create',
      sessionId: lead.sessionId,
      project_id: w.project.id,
      title: 'Вторая',
      value_people: gone.profileId,
    });
    await n.drained();
    expect(n.emulator.attempts(gone.telegramId)).toHaveLength(tries); // not tried at all

    // They write to the bot: reachable again.
    n.emulator.setControl({ blocked: [] });
    const bot = createBot(TEST_BOT_TOKEN, {
      signIn: signInService(t.db.db),
      notificationSettings: botNotificationService(t.db.db),
      logger: createLogger('silent'),
      publicUrl: 'https://lp.example',
      botUsername: TEST_BOT_USERNAME,
      apiRoot: n.apiRoot,
    });
    await bot.handleUpdate({
      update_id: 1,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: gone.telegramId, type: 'private', first_name: 'Денис' },
        from: { id: gone.telegramId, is_bot: false, first_name: 'Денис' },
        text: '/start',
      },
    });
    await t.call('tasks', {
      action: 'create',
      sessionId: lead.sessionId,
      project_id: w.project.id,
      title: 'Третья',
      value_people: gone.profileId,
    });
    await until(
      () => n.emulator.messages(gone.telegramId).some((m) => m.payload.text.includes('Третья')),
      'the message after return',
    );
  });

  it('turns a kind off from the button under a message', async () => {
    const p = await person('Андрей Зайцев');
    const bot = createBot(TEST_BOT_TOKEN, {
      signIn: signInService(t.db.db),
      notificationSettings: botNotificationService(t.db.db),
      logger: createLogger('silent'),
      publicUrl: 'https://lp.example',
      botUsername: TEST_BOT_USERNAME,
      apiRoot: n.apiRoot,
    });
    await bot.handleUpdate({
      update_id: 2,
      callback_query: {
        id: 'cb1',
        chat_instance: 'x',
        data: 'noff:digest',
        from: { id: p.telegramId, is_bot: false, first_name: 'Андрей' },
      },
    });
    const r = await t.call('notifications', { action: 'get', sessionId: p.sessionId }, { method: 'GET' });
    expect(r.body.notifications).toMatchObject({ digest: false, assigned: true });
    const answered = n.emulator.calls.filter(
      (c) => c.method === 'answerCallbackQuery' && c.payload.callback_query_id === 'cb1',
    );
    expect(expectOne(answered).payload.text).toContain('Настройки → Уведомления');
  });
});

describe('the morning digest', () => {
  it('goes out at 09:00 in each person’s own time zone, lists today and overdue, and is skipped when nothing is due', async () => {
    const vlad = await person('Светлана Ким', { timezone: 'Asia/Vladivostok' }); // UTC+10
    const msk = await person('Артём Белов', { timezone: 'Europe/Moscow', language: 'en' }); // UTC+3
    const idle = await person('Нина Фролова', { timezone: 'Europe/Moscow' });
    const w = await workspace(vlad);
    const w2 = await workspace(msk);
    await workspace(idle);
    const mk = (who: { sessionId: string }, projectId: number, title: string, value_date: string) =>
      t.call('tasks', { action: 'create', sessionId: who.sessionId, project_id: projectId, title, value_date });
    // Vladivostok's 27 November; Moscow's 27 November.
    await mk(vlad, w.project.id, 'Суд в 14:00', '2026-11-27T04:00:00.000Z'); // 14:00 Vladivostok, 27th
    await mk(vlad, w.project.id, 'Просроченный отзыв', '2026-11-25T01:00:00.000Z'); // 25th
    await mk(vlad, w.project.id, 'Потом', '2026-11-29T01:00:00.000Z');
    await mk(msk, w2.project.id, 'Client call', '2026-11-27T12:00:00.000Z'); // 15:00 Moscow, 27th
    await n.drained();

    // 23:00 UTC on the 26th is 09:00 on the 27th in Vladivostok and 02:00 in Moscow.
    await n.notifications.tick(new Date('2026-11-26T23:00:00.000Z'));
    await until(
      () => n.emulator.messages(vlad.telegramId).some((m) => m.payload.text.includes('Доброе утро')),
      'Vladivostok’s digest',
    );
    await n.drained();
    const digest = expectOne(
      n.emulator.messages(vlad.telegramId).filter((m) => m.payload.text.includes('Доброе утро')),
    );
    expect(digest.payload.text).toMatch(/Сегодня: 1 задача<\/b>\n• 14:00 Суд в 14:00/);
    expect(digest.payload.text).toContain('Просрочена 1 задача');
    expect(digest.payload.text).not.toContain('Потом');
    expect(n.emulator.messages(msk.telegramId).filter((m) => m.payload.text.includes('Good morning'))).toHaveLength(0);

    // The same hour again (another process, a minute later): nothing new.
    await n.notifications.tick(new Date('2026-11-26T23:30:00.000Z'));
    // 06:00 UTC on the 27th is 09:00 in Moscow.
    await n.notifications.tick(new Date('2026-11-27T06:00:00.000Z'));
    await until(
      () => n.emulator.messages(msk.telegramId).some((m) => m.payload.text.includes('Good morning')),
      'Moscow’s digest',
    );
    await n.drained();
    expect(n.emulator.messages(vlad.telegramId).filter((m) => m.payload.text.includes('Доброе утро'))).toHaveLength(1);
    expect(
      expectOne(n.emulator.messages(msk.telegramId).filter((m) => m.payload.text.includes('Good morning'))).payload
        .text,
    ).toContain('15:00 Client call');
    expect(n.emulator.messages(idle.telegramId)).toHaveLength(0);
  });

  it('reminds an hour before a task’s time, once', async () => {
    const p = await person('Вера Никитина');
    const w = await workspace(p);
    const task = (
      await t.call('tasks', {
        action: 'create',
        sessionId: p.sessionId,
        project_id: w.project.id,
        title: 'Заседание АС г. Москвы',
        value_date: '2026-12-01T08:30:00.000Z',
      })
    ).body.task;
    await n.notifications.tick(new Date('2026-12-01T07:00:00.000Z')); // 90 minutes before: nothing
    await n.drained();
    expect(n.emulator.messages(p.telegramId)).toHaveLength(0);
    await n.notifications.tick(new Date('2026-12-01T07:31:00.000Z'));
    await n.notifications.tick(new Date('2026-12-01T07:32:00.000Z'));
    await until(() => n.emulator.messages(p.telegramId).length > 0, 'the reminder');
    await n.drained();
    const msg = expectOne(n.emulator.messages(p.telegramId));
    expect(msg.payload.text).toContain('в 11:30'); // Moscow
    expect(buttons(msg).find((b) => b.url)?.url).toContain(`startapp=task_${task.id}`);
  });
});

describe('finished work in the digest and reminders: none, since nothing is left to do', () => {
  it('leaves out tasks on a done or cancelled status: no digest of finished work, no reminder for it', async () => {
    const p = await person('Олег Дроздов', { timezone: 'Europe/Moscow' });
    const space = (await t.call('spaces', { action: 'create', sessionId: p.sessionId, title: `Практика ${++seq}` }))
      .body.space;
    const project = (
      await t.call('projects', {
        action: 'create',
        sessionId: p.sessionId,
        space_id: space.id,
        title: 'Корпоративное право',
        property_select: {
          title: 'Статус',
          options: [
            { title: 'В работе', color: 'yellow', group: 'started' },
            { title: 'Готово', color: 'green', group: 'done' },
            { title: 'Отменена', color: 'red', group: 'cancelled' },
          ],
        },
      })
    ).body.project;
    const [inWork, done, cancelled] = project.property_select.options.map((o: { id: number }) => o.id);
    const mk = (title: string, value_date: string, value_select: number) =>
      t.call('tasks', {
        action: 'create',
        sessionId: p.sessionId,
        project_id: project.id,
        title,
        value_date,
        value_select,
      });
    // Moscow's 3 December; the digest goes at 06:00 UTC.
    await mk('Сданный отзыв', '2026-12-01T09:00:00.000Z', done);
    await mk('Отменённая встреча', '2026-12-03T12:00:00.000Z', cancelled);
    await mk('Подписанный договор', '2026-12-03T07:30:00.000Z', done); // 10:30 Moscow: would be reminded at 06:30 UTC
    await n.drained();

    // Only finished work: no digest, and no reminder within the hour before 10:30.
    await n.notifications.tick(new Date('2026-12-03T06:00:00.000Z'));
    await n.notifications.tick(new Date('2026-12-03T06:31:00.000Z'));
    await n.drained();
    expect(n.emulator.messages(p.telegramId)).toHaveLength(0);

    // Work still open is told of as before, beside the finished work it leaves out.
    await mk('Претензия', '2026-12-09T09:00:00.000Z', inWork);
    await mk('Исковое заявление', '2026-12-08T09:00:00.000Z', inWork); // 8th: overdue on the 10th
    await mk('Готовая справка', '2026-12-10T08:00:00.000Z', done);
    await n.notifications.tick(new Date('2026-12-10T06:00:00.000Z'));
    await until(() => n.emulator.messages(p.telegramId).length > 0, 'the digest of open work');
    await n.drained();
    const digest = expectOne(n.emulator.messages(p.telegramId));
    expect(digest.payload.text).toContain('Исковое заявление');
    expect(digest.payload.text).not.toMatch(/Сданный отзыв|Отменённая встреча|Подписанный договор|Готовая справка/);
  });
});

describe('a person taken out of a space or a project', () => {
  /** A lead's space with two projects, the clerk a member of both, each with tasks assigned to the clerk. */
  async function firm() {
    const lead = await person('Ирина Соколова');
    const clerk = await person('Павел Гусев');
    const w = await workspace(lead);
    await addToSpace(lead, w, clerk.profileId);
    const other = (
      await t.call('projects', { action: 'create', sessionId: lead.sessionId, space_id: w.space.id, title: 'Налоги' })
    ).body.project;
    expect(
      (
        await t.call('members', {
          action: 'add',
          sessionId: lead.sessionId,
          projectId: other.id,
          profileId: clerk.profileId,
        })
      ).status,
    ).toBe(200);
    // Moscow's 3 March: the digest goes at 06:00 UTC, the 14:00 hearing is reminded after 10:00 UTC.
    const mk = async (projectId: number, title: string, value_date: string) =>
      (
        await t.call('tasks', {
          action: 'create',
          sessionId: lead.sessionId,
          project_id: projectId,
          title,
          value_date,
          value_people: clerk.profileId,
        })
      ).body.task as { id: number };
    const hearing = await mk(w.project.id, 'Заседание по делу А40-1', '2027-03-03T11:00:00.000Z');
    const claim = await mk(other.id, 'Отзыв по налоговому спору', '2027-03-03T12:30:00.000Z');
    await n.drained();
    const sent = () => n.emulator.messages(clerk.telegramId).map((m) => m.payload.text as string);
    expect(sent().filter((m) => /Заседание по делу|Отзыв по налоговому/.test(m))).toHaveLength(2);
    return { lead, clerk, w, other, hearing, claim, sent };
  }
  const memberRow = async (
    lead: { sessionId: string },
    where: { spaceId?: number; projectId?: number },
    profileId: number,
  ) => {
    const members = (await t.call('get-members', { sessionId: lead.sessionId, ...where }, { method: 'GET' })).body
      .members as Array<{ id: number; profile_id: number }>;
    return members.find((m) => m.profile_id === profileId)!.id;
  };
  const assignee = async (taskId: number) =>
    (await t.db.db.selectFrom('tasks').select('value_people').where('id', '=', taskId).executeTakeFirstOrThrow())
      .value_people;

  it('hears nothing more of the space once removed from it, and the tasks they had are unassigned', async () => {
    const f = await firm();
    const before = f.sent().length;
    const id = await memberRow(f.lead, { spaceId: f.w.space.id }, f.clerk.profileId);
    expect((await t.call('members', { action: 'remove', sessionId: f.lead.sessionId, memberId: id })).status).toBe(200);
    expect(await assignee(f.hearing.id)).toBeNull();
    expect(await assignee(f.claim.id)).toBeNull();
    // Assigned again (by a bug or a race): still nothing reaches them.
    await t.db.db
      .updateTable('tasks')
      .set({ value_people: f.clerk.profileId })
      .where('id', '=', f.hearing.id)
      .execute();
    await n.notifications.tick(new Date('2027-03-03T06:00:00.000Z'));
    await n.notifications.tick(new Date('2027-03-03T10:01:00.000Z'));
    await n.drained();
    expect(f.sent().slice(before)).toEqual([]);
  });

  it('hears nothing more of a project once removed from it alone, and still hears of the other', async () => {
    const f = await firm();
    const before = f.sent().length;
    const id = await memberRow(f.lead, { projectId: f.w.project.id }, f.clerk.profileId);
    expect((await t.call('members', { action: 'remove', sessionId: f.lead.sessionId, memberId: id })).status).toBe(200);
    expect(await assignee(f.hearing.id)).toBeNull();
    expect(await assignee(f.claim.id)).toBe(f.clerk.profileId);
    // Reassigned by the lead to the clerk through the API: refused or silent, never a message.
    await t.call('tasks', {
      action: 'update',
      sessionId: f.lead.sessionId,
      id: f.hearing.id,
      value_people: f.clerk.profileId,
    });
    await t.db.db
      .updateTable('tasks')
      .set({ value_people: f.clerk.profileId })
      .where('id', '=', f.hearing.id)
      .execute();
    await n.notifications.tick(new Date('2027-03-03T06:00:00.000Z'));
    await n.notifications.tick(new Date('2027-03-03T10:01:00.000Z'));
    await n.notifications.tick(new Date('2027-03-03T11:31:00.000Z'));
    await until(() => f.sent().length > before + 1, 'the digest and the reminder of the other project');
    await n.drained();
    const after = f.sent().slice(before);
    expect(after.join('\n')).not.toContain('Заседание по делу');
    expect(after.some((m) => m.includes('Отзыв по налоговому спору') && m.includes('Доброе утро'))).toBe(true);
    expect(after.some((m) => m.includes('Отзыв по налоговому спору') && !m.includes('Доброе утро'))).toBe(true);
  });

  it('an admin made a member keeps only the projects they belong to', async () => {
    const lead = await person('Глеб Морозов');
    const deputy = await person('Алла Орлова');
    const w = await workspace(lead);
    expect(
      (
        await t.call('members', {
          action: 'add',
          sessionId: lead.sessionId,
          spaceId: w.space.id,
          profileId: deputy.profileId,
          roleId: 2,
        })
      ).status,
    ).toBe(200);
    const task = (
      await t.call('tasks', {
        action: 'create',
        sessionId: lead.sessionId,
        project_id: w.project.id,
        title: 'Проверка доверенностей',
        value_people: deputy.profileId,
      })
    ).body.task;
    expect(task.value_people).toBe(deputy.profileId);
    const id = await memberRow(lead, { spaceId: w.space.id }, deputy.profileId);
    expect(
      (await t.call('members', { action: 'updateRole', sessionId: lead.sessionId, memberId: id, roleId: 3 })).status,
    ).toBe(200);
    expect(await assignee(task.id)).toBeNull();
  });
});

describe('quiz owners and job seekers', () => {
  const post = (profileId: number, title: string) =>
    t.db.db
      .insertInto('posts')
      .values({
        profile_id: profileId,
        title,
        status: 'published',
        url: Math.random().toString(36).slice(2, 8),
        slug: 'p',
      })
      .returning(['id', 'url'])
      .executeTakeFirstOrThrow();

  it('tells a quiz owner at 09:00 how often their quiz was taken the day before, with a link to it', async () => {
    const owner = await person('Алексей Гусев', { timezone: 'Europe/Moscow' });
    const taker = await t.signIn('Участник');
    const p = await post(owner.profileId, 'Тест по корпоративному праву');
    const quiz = await t.db.db
      .insertInto('quiz')
      .values({
        post_id: p.id,
        title: 'Корпоративное право: 10 вопросов',
        content: JSON.stringify([]),
        is_anonymous: false,
        is_time_limit: false,
        time_limit: null,
        results_visible: 'all',
        is_one_time: false,
        is_answers_visible: true,
        is_registration: false,
        registration: JSON.stringify([]),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const at of ['2026-12-02T10:00:00Z', '2026-12-02T15:00:00Z', '2026-11-30T10:00:00Z']) {
      await t.db.db
        .insertInto('quiz_results')
        .values({
          quiz_id: quiz.id,
          profile_id: taker.profileId,
          result: 80,
          correct: 8,
          total: 10,
          answers: JSON.stringify([]),
          created_at: at,
        })
        .execute();
    }
    await n.notifications.tick(new Date('2026-12-03T06:05:00Z')); // 09:05 in Moscow
    await until(
      () => n.emulator.messages(owner.telegramId).some((m) => m.payload.text.includes('тесты прошли')),
      'the quiz summary',
    );
    await n.drained();
    const msg = expectOne(n.emulator.messages(owner.telegramId).filter((m) => m.payload.text.includes('тесты прошли')));
    expect(msg.payload.text).toContain('прошли 2 раза');
    expect(msg.payload.text).toContain('Корпоративное право: 10 вопросов: 2');
    expect(buttons(msg).find((b) => b.url)?.url).toContain(`startapp=quiz_${quiz.id}`);
  });

  it('sends new vacancies matching a saved filter once, and none that do not match', async () => {
    const seeker = await person('Ирина Лаптева');
    const employer = await t.signIn('ООО «Правовой центр»');
    expect(
      (
        await t.call('notifications', {
          action: 'saveCareerAlert',
          sessionId: seeker.sessionId,
          filter: { workFormat: ['remote'] },
        })
      ).status,
    ).toBe(200);
    const vacancy = async (title: string, format: string) => {
      const p = await post(employer.profileId, title);
      await t.db.db
        .insertInto('jobs')
        .values({
          type: 'vacancy',
          post_id: p.id,
          profile_id: employer.profileId,
          title,
          description: 'Полная занятость',
          work_format: [format] as never,
        })
        .execute();
      return p;
    };
    const remote = await vacancy('Юрист по договорной работе (удалённо)', 'remote');
    await vacancy('Помощник юриста в офис', 'on-site');
    // A fixed instant outside everyone's 09:00 here: only the vacancy check has something to do.
    await n.notifications.tick(new Date('2026-12-05T03:00:00Z'));
    await n.notifications.tick(new Date('2026-12-05T03:01:00Z')); // nothing new the second time
    await until(
      () => n.emulator.messages(seeker.telegramId).some((m) => m.payload.text.includes('вакансия')),
      'the vacancy alert',
    );
    await n.drained();
    const msg = expectOne(n.emulator.messages(seeker.telegramId).filter((m) => m.payload.text.includes('вакансия')));
    expect(msg.payload.text).toContain('Юрист по договорной работе (удалённо)');
    expect(msg.payload.text).not.toContain('Помощник юриста');
    expect(buttons(msg).find((b) => b.url)?.url).toContain(`startapp=post_${remote.url}`);
  });
});
