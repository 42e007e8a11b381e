import { Api } from 'grammy';
import { afterAll, describe, expect, it } from 'vitest';
import { createBotApiEmulator } from '../support/bot-api-emulator.ts';
import { signedInitData } from '../support/telegram.ts';
import { createTestApp } from '../support/test-app.ts';
import { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/test-bot.ts';
import { inlineSearch } from '@server/features/notifications/share.ts';
import { botNotificationService } from '@server/features/notifications/notification-settings.ts';
import { createBot } from '../../bot/index.ts';
import { createLogger } from '@server/logger.ts';
import { signInService } from '@server/features/auth/sign-in-tokens.ts';

/**
 * `notifications` (switches per kind, the saved career filter) and `share` (a card prepared
 * with the Bot API for Telegram's share sheet), inline search, and the quiz deep link.
 */
const t = await createTestApp({ botToken: TEST_BOT_TOKEN, publicUrl: 'https://lp.example' });
const emulator = Object.assign(createBotApiEmulator(), { url: '' });
emulator.url = await emulator.listen();
t.deps.botApi = new Api(TEST_BOT_TOKEN, { apiRoot: emulator.url });
afterAll(() => emulator.close());

const get = (sessionId: string) => t.call('notifications', { action: 'get', sessionId }, { method: 'GET' });

async function tgPerson(name: string, telegramId: number) {
  const p = await t.signIn(name);
  await t.db.db.updateTable('users').set({ telegram_id: telegramId }).where('id', '=', p.userId).execute();
  return p;
}

async function publishedPost(profileId: number, title: string, status: 'published' | 'draft' = 'published') {
  return t.db.db
    .insertInto('posts')
    .values({
      profile_id: profileId,
      title,
      status,
      url: Math.random().toString(36).slice(2, 8),
      slug: 'post',
      preview: JSON.stringify({ content: 'Разбор свежей практики ВС РФ' }),
      cover: '/uploads/posts/cover.webp',
    })
    .returning(['id', 'url'])
    .executeTakeFirstOrThrow();
}

describe('notifications', () => {
  it('has every kind on by default, turns one off and on, and says whether the bot can write', async () => {
    const web = await t.signIn('Веб Пользователь');
    const r = await get(web.sessionId);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      notifications: { assigned: true, digest: true, reminder: true, quiz: true, vacancies: true },
      telegram: false,
      botBlocked: false,
      careerAlert: null,
    });

    const tg = await tgPerson('Телеграм Юрист', 555_001);
    const off = await t.call('notifications', { action: 'update', sessionId: tg.sessionId, kind: 'digest', on: false });
    expect(off.body.notifications.digest).toBe(false);
    expect(off.body.telegram).toBe(true);
    const on = await t.call('notifications', { action: 'update', sessionId: tg.sessionId, kind: 'digest', on: true });
    expect(on.body.notifications.digest).toBe(true);
  });

  it('says when the person blocked the bot, and allowing it to write from the Mini App makes them reachable again', async () => {
    const p = await tgPerson('Заблокировал Бота', 555_077);
    await t.db.db.updateTable('users').set({ bot_blocked_at: new Date() }).where('id', '=', p.userId).execute();
    expect((await get(p.sessionId)).body).toMatchObject({ telegram: true, botBlocked: true });

    const bot = createBot(TEST_BOT_TOKEN, {
      signIn: signInService(t.db.db),
      notificationSettings: botNotificationService(t.db.db),
      logger: createLogger('silent'),
      publicUrl: 'https://lp.example',
      botUsername: TEST_BOT_USERNAME,
      apiRoot: emulator.url,
    });
    // The service message Telegram sends when the person allows the bot from requestWriteAccess.
    await bot.handleUpdate({
      update_id: 77,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: 555_077, type: 'private', first_name: 'Заблокировал' },
        from: { id: 555_077, is_bot: false, first_name: 'Заблокировал', language_code: 'en' },
        write_access_allowed: { web_app_name: 'app' },
      },
    });
    expect((await get(p.sessionId)).body).toMatchObject({ telegram: true, botBlocked: false });
    const replies = emulator.calls.filter((c) => c.method === 'sendMessage' && c.payload.chat_id === 555_077);
    expect(replies).toHaveLength(1);
    expect(replies[0].payload.text).toMatch(/^Done: task notifications/);
  });

  it('refuses bad input and callers without a session', async () => {
    const p = await t.signIn('Кто-то');
    expect(
      (await t.call('notifications', { action: 'update', sessionId: p.sessionId, kind: 'spam', on: false })).status,
    ).toBe(400);
    expect((await t.call('notifications', { action: 'update', sessionId: p.sessionId, kind: 'digest' })).status).toBe(
      400,
    );
    const anon = await t.anonymousSession();
    const r = await t.call('notifications', { action: 'update', sessionId: anon, kind: 'digest', on: false });
    expect(r.status).toBe(401);
    expect(r.body.error).toBeTruthy();
  });

  it('saves the career filter from /career, replaces it, and deletes it', async () => {
    const p = await t.signIn('Соискатель');
    const save = await t.call('notifications', {
      action: 'saveCareerAlert',
      sessionId: p.sessionId,
      filter: { search: 'юрист', workFormat: ['remote'], salaryFrom: 100000 },
    });
    expect(save.status).toBe(200);
    expect((await get(p.sessionId)).body.careerAlert).toEqual({
      search: 'юрист',
      workFormat: ['remote'],
      salaryFrom: 100000,
    });
    await t.call('notifications', {
      action: 'saveCareerAlert',
      sessionId: p.sessionId,
      filter: { workType: ['full-time'] },
    });
    expect((await get(p.sessionId)).body.careerAlert).toEqual({ workType: ['full-time'] });
    await t.call('notifications', { action: 'deleteCareerAlert', sessionId: p.sessionId });
    expect((await get(p.sessionId)).body.careerAlert).toBeNull();
    expect(
      (
        await t.call('notifications', {
          action: 'saveCareerAlert',
          sessionId: p.sessionId,
          filter: { workFormat: ['moon'] },
        })
      ).status,
    ).toBe(400);
  });
});

describe('share', () => {
  it('prepares a rich card with the Bot API for the caller’s Telegram account', async () => {
    const author = await tgPerson('Автор Публикаций', 555_010);
    const post = await publishedPost(author.profileId, 'Новая практика по банкротству');
    const r = await t.call('share', { action: 'prepare', sessionId: author.sessionId, type: 'post', id: post.id });
    expect(r.status).toBe(200);
    expect(r.body.preparedMessageId).toMatch(/^prepared-/);
    expect(r.body.link).toBe(`https://t.me/${TEST_BOT_USERNAME}?startapp=post_${post.url}`);
    const call = emulator.calls.filter((c) => c.method === 'savePreparedInlineMessage').at(-1)!;
    expect(Number(call.payload.user_id)).toBe(555_010);
    const result = call.payload.result;
    expect(result.title).toBe('Новая практика по банкротству');
    expect(result.thumbnail_url).toBe('https://lp.example/uploads/posts/cover.webp');
    expect(result.input_message_content.message_text).toContain('<b>Новая практика по банкротству</b>');
    expect(result.reply_markup.inline_keyboard[0][0].url).toBe(r.body.link);
  });

  it('answers the link alone for a person without Telegram, and 404 for a draft', async () => {
    const author = await t.signIn('Без Телеграма');
    const post = await publishedPost(author.profileId, 'Публикация');
    const r = await t.call('share', { action: 'prepare', sessionId: author.sessionId, type: 'post', id: post.id });
    expect(r.body.preparedMessageId).toBeNull();
    expect(r.body.link).toContain('startapp=post_');
    const draft = await publishedPost(author.profileId, 'Черновик', 'draft');
    expect(
      (await t.call('share', { action: 'prepare', sessionId: author.sessionId, type: 'post', id: draft.id })).status,
    ).toBe(404);
    expect(
      (await t.call('share', { action: 'prepare', sessionId: author.sessionId, type: 'quiz', id: 999_999 })).status,
    ).toBe(404);
    expect(
      (await t.call('share', { action: 'prepare', sessionId: author.sessionId, type: 'note', id: 1 })).status,
    ).toBe(400);
  });
});

describe('inline mode and deep links', () => {
  it('finds published posts and professionals by words, never drafts', async () => {
    const author = await t.signIn('Инлайн Специалист', 'inline_expert');
    await publishedPost(author.profileId, 'Медиация в арбитраже');
    await publishedPost(author.profileId, 'Медиация черновик', 'draft');
    const found = await inlineSearch(t.db.db, 'медиация', 'ru', {
      botUsername: TEST_BOT_USERNAME,
      publicUrl: 'https://lp.example',
    });
    expect(found.map((r) => r.title)).toEqual(['Медиация в арбитраже']);
    const people = await inlineSearch(t.db.db, 'инлайн', 'ru', {
      botUsername: TEST_BOT_USERNAME,
      publicUrl: 'https://lp.example',
    });
    expect(people.map((r) => r.title)).toContain('Инлайн Специалист');
    expect(JSON.stringify(people)).toContain('startapp=profile_inline_expert');
  });

  it('answers `@bot words` in any chat through the bot', async () => {
    const bot = createBot(TEST_BOT_TOKEN, {
      signIn: signInService(t.db.db),
      logger: createLogger('silent'),
      publicUrl: 'https://lp.example',
      botUsername: TEST_BOT_USERNAME,
      apiRoot: emulator.url,
      inlineSearch: (q, lang) =>
        inlineSearch(t.db.db, q, lang, { botUsername: TEST_BOT_USERNAME, publicUrl: 'https://lp.example' }),
    });
    await bot.handleUpdate({
      update_id: 9,
      inline_query: {
        id: 'iq1',
        from: { id: 1, is_bot: false, first_name: 'X', language_code: 'ru' },
        query: 'арбитраже',
        offset: '',
      },
    });
    const answer = emulator.calls.filter(
      (c) => c.method === 'answerInlineQuery' && c.payload.inline_query_id === 'iq1',
    );
    expect(answer).toHaveLength(1);
    expect(answer[0].payload.results.map((r: { title: string }) => r.title)).toContain('Медиация в арбитраже');
    expect(answer[0].payload.results[0].reply_markup.inline_keyboard[0][0].url).toContain('startapp=');
  });

  it('opens a quiz_<id> link on its post', async () => {
    const author = await t.signIn('Автор Теста');
    const post = await publishedPost(author.profileId, 'Тест по ГК');
    const quiz = await t.db.db
      .insertInto('quiz')
      .values({
        post_id: post.id,
        title: 'Тест',
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
    const r = await t.call(
      'tma-auth',
      { initData: signedInitData({ startParam: `quiz_${quiz.id}` }) },
      { headers: { 'x-forwarded-for': '192.0.2.77' } },
    );
    expect(r.status).toBe(200);
    expect(r.body.redirectTo).toBe(`/post/${post.url}`);
    const unknown = await t.call(
      'tma-auth',
      { initData: signedInitData({ startParam: 'quiz_999999' }) },
      { headers: { 'x-forwarded-for': '192.0.2.78' } },
    );
    expect(unknown.body.redirectTo).toBe('/');
  });
});
