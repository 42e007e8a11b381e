import { describe, expect, it } from 'vitest';
import { vacancy } from '../support/career-world.ts';
import { signedInitData, TEST_BOT_TOKEN, tgUser } from '../support/telegram.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * Titles and names people read, so that none looks blank or passes for another, drop the
 * characters that draw nothing or turn the text around (U+200B, U+2060, U+FEFF, U+202A–U+202E, U+2066–U+2069), keep the joiners emoji
 * and some scripts need (U+200C, U+200D), and are refused when nothing else is left.
 */
const t = await createTestApp({ rateLimitFactor: 100, botToken: TEST_BOT_TOKEN, initDataMaxAge: 86_400 });
const author = await t.signIn('Автор');
const BLANK = '\u200B\u2060\uFEFF \u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const REVERSED = '\u202Eтсоп йынжаВ';
const FAMILY = '👨\u200D👩\u200D👧 семья';

const createPost = (title: string) =>
  t.call('posts', { action: 'create', sessionId: author.sessionId, title, status: 'published' });

async function newPost() {
  const r = await createPost('Пост');
  expect(r.status).toBe(200);
  return r.body.post as { id: number; url: string };
}

describe('invisible and direction-changing characters', () => {
  it('a post title made only of them is refused; others are stored without them, joiners kept', async () => {
    const blank = await createPost(BLANK);
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('invalid_input');
    const reversed = await createPost(REVERSED);
    expect(reversed.status).toBe(200);
    expect(reversed.body.post.title).toBe('тсоп йынжаВ');
    const family = await createPost(`\u200B${FAMILY}`);
    expect(family.body.post.title).toBe(FAMILY);
    const update = await t.call('posts', {
      action: 'update',
      sessionId: author.sessionId,
      id: reversed.body.post.id,
      title: BLANK,
    });
    expect(update.status).toBe(400);
  });

  it('a quiz title', async () => {
    const p = await newPost();
    const quiz = (title: string) => ({
      post_id: p.id,
      title,
      content: [
        {
          id: 'q1',
          question: 'Вопрос?',
          options: [
            { id: 'a', text: 'Да', isCorrect: true },
            { id: 'b', text: 'Нет', isCorrect: false },
          ],
        },
      ],
    });
    const blank = await t.call('quiz', { action: 'create', sessionId: author.sessionId, quiz: quiz(BLANK) });
    expect(blank.status).toBe(400);
    const ok = await t.call('quiz', { action: 'create', sessionId: author.sessionId, quiz: quiz(`Квиз${REVERSED}`) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.quiz.title).toBe('Квизтсоп йынжаВ');
  });

  it('a job title and an event title', async () => {
    const jobPost = await newPost();
    const blankJob = await t.call('jobs', {
      action: 'create',
      sessionId: author.sessionId,
      job: vacancy(jobPost.id, { title: BLANK }),
    });
    expect(blankJob.status).toBe(400);
    expect(blankJob.body.error).toMatch(/^job\.title:/);
    const job = await t.call('jobs', {
      action: 'create',
      sessionId: author.sessionId,
      job: vacancy(jobPost.id, { title: '\u2066Юрист\u2069' }),
    });
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(job.body.job.title).toBe('Юрист');

    const eventPost = await newPost();
    const event = (title: string) => ({
      post_id: eventPost.id,
      title,
      type: 'forum',
      is_online: true,
      is_offline: false,
      start_date: '2026-12-10T10:00:00+03:00',
    });
    const blankEvent = await t.call('event', { action: 'create', sessionId: author.sessionId, event: event(BLANK) });
    expect(blankEvent.status).toBe(400);
    expect(blankEvent.body.error).toMatch(/^event\.title:/);
    const ok = await t.call('event', {
      action: 'create',
      sessionId: author.sessionId,
      event: event('Форум\uFEFF'),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.event.title).toBe('Форум');
  });

  it('a display name edited on the profile', async () => {
    const edit = (name: string) =>
      t.call('profile-edit', {
        sessionId: author.sessionId,
        profileId: author.profileId,
        profileData: { name, username: author.username },
      });
    expect((await edit(BLANK)).status).toBe(400);
    const ok = await edit(`\u202EАнна${FAMILY}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const profile = await t.call('profile', { sessionId: author.sessionId }, { method: 'GET' });
    expect(profile.body.profile.name).toBe(`Анна${FAMILY}`);
  });

  it('the display name made at Telegram sign-in, and the username when nothing else is left', async () => {
    const signIn = async (fields: Parameters<typeof tgUser>[0]) => {
      const r = await t.call('tma-auth', { initData: signedInitData({ user: tgUser(fields) }) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (await t.call('profile', { sessionId: r.body.sessionId }, { method: 'GET' })).body.profile as {
        name: string;
        username: string;
      };
    };
    const reversed = await signIn({ first_name: '\u202EНАВИ', last_name: '\u200BВОНАВИ', username: 'ivan_rtl' });
    expect(reversed.name).toBe('НАВИ ВОНАВИ');
    const blank = await signIn({ first_name: '\u200B\u200B', last_name: '\u202E', username: 'blank_name' });
    expect(blank.name).toBe('blank_name');
  });
});
