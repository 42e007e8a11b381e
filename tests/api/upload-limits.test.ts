import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { purgeOldRateLimits, RATE_LIMITS } from '@server/services/rate-limit.ts';
import { keyed, serverSecret } from '@server/services/server-secret.ts';
import { bombPng, solid } from '../support/images.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/**
 * Uploads are counted per person (20 a minute, 200 a day) whichever session or
 * address they come from; one person's many large images never queue another's; quiz starts
 * are counted per person; a day's counter outlives the hourly purge.
 */
const t = await createTestApp();

let n = 0;
const newAddress = () => `203.0.113.${++n}`;
const small = await solid(200, 120).png().toBuffer();

async function upload(sessionId: string, file: Uint8Array, address = newAddress()) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'cover.png');
  form.append('bucket', 'posts');
  form.append('folder', 'covers');
  form.append('sessionId', sessionId);
  const res = await t.app.request('/functions/v1/image-upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'accept-language': 'en', 'x-forwarded-for': address },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { url?: string; code?: string; error?: string } };
}

/** A second session of the same person, as from another device. */
async function secondSession(p: { userId: number }) {
  const { createSession } = await import('@server/services/sessions.ts');
  return createSession(t.db.db, { userId: p.userId });
}

describe('upload limits', () => {
  it('takes 20 uploads a minute from one person across sessions and addresses; the 21st is a 429, another person goes on', async () => {
    const me = await t.signIn('Много Загрузок');
    const phone = await secondSession(me);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.uploadMinute.perUser; i++)
      statuses.push((await upload(i % 2 ? phone : me.sessionId, small)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const r = await upload(phone, small);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({
      code: 'upload_rate_limited',
      error: 'Too many images uploaded. Please wait a while and try again.',
    });
    expect((await upload(me.sessionId, small)).status).toBe(429);
    const other = await t.signIn('Другой Загружающий');
    expect((await upload(other.sessionId, small)).status).toBe(200);
  }, 120_000);

  it('takes 200 a day from one person, and the purge keeps the day’s count for the whole day', async () => {
    const me = await t.signIn('Дневной Лимит');
    const secret = await serverSecret(t.db.db);
    const key = `u:${keyed(secret, 'user', String(me.userId))}`;
    // The day's count as 200 uploads over the last hours would leave it (they are too slow to make here).
    await sql`insert into rate_limits (bucket, key, window_start, count, window_seconds)
      values (${RATE_LIMITS.uploadDay.bucket}, ${key}, to_timestamp(floor(extract(epoch from now()) / 86400) * 86400), 200, 86400)`.execute(
      t.db.db,
    );
    // A minute's counter from two hours ago is gone after the purge; the day's is not.
    await sql`insert into rate_limits (bucket, key, window_start, count, window_seconds)
      values (${RATE_LIMITS.uploadMinute.bucket}, ${key}, now() - interval '2 hours', 5, 60)`.execute(t.db.db);
    await purgeOldRateLimits(t.db.db);
    const left = await t.db.db.selectFrom('rate_limits').select(['bucket', 'count']).where('key', '=', key).execute();
    expect(left).toEqual([{ bucket: RATE_LIMITS.uploadDay.bucket, count: 200 }]);
    const r = await upload(me.sessionId, small);
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('upload_rate_limited');
  });

  it('does not queue another person’s small upload behind one person’s many large ones', async () => {
    const heavy = await t.signIn('Тяжёлые Картинки');
    const light = await t.signIn('Лёгкая Картинка');
    // 25 megapixels each in a few KB, as the probe sent them (60 is the most the server takes).
    const large = bombPng(5000);
    const done: string[] = [];
    const many = Array.from({ length: 10 }, (_, i) =>
      upload(heavy.sessionId, large).then((r) => {
        done.push(`heavy ${i}`);
        return r.status;
      }),
    );
    // The heavy person's images are all waiting their turn once the first is through.
    await Promise.race(many);
    const mine = await upload(light.sessionId, small);
    done.push('light');
    expect(mine.status).toBe(200);
    expect(await Promise.all(many)).toEqual(Array(10).fill(200));
    // At most the two heavy images decoding when the light one came, and the one just done, are before it.
    expect(done.indexOf('light')).toBeLessThanOrEqual(3);
  }, 180_000);

  it('takes 30 quiz starts a minute from one person across sessions; the 31st is a 429', async () => {
    const owner = await t.signIn('Автор Квиза Лимит');
    const post = await t.call('posts', {
      action: 'create',
      sessionId: owner.sessionId,
      title: 'Пост с квизом',
      status: 'published',
    });
    expect(post.status).toBe(200);
    const quiz = await t.call('quiz', {
      action: 'create',
      sessionId: owner.sessionId,
      quiz: {
        post_id: post.body.post.id,
        title: 'Квиз',
        content: [
          {
            id: 'q1',
            question: 'Срок исковой давности?',
            explanation: '',
            options: [
              { id: 'a', text: '1 год', isCorrect: false },
              { id: 'b', text: '3 года', isCorrect: true },
            ],
          },
        ],
      },
    });
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(200);
    const quizId = quiz.body.quiz.id as number;
    const me = await t.signIn('Стартует Квизы');
    const phone = await secondSession(me);
    const start = (sessionId: string) =>
      t.call('quiz', { action: 'start', sessionId, quizId }, { headers: { 'x-forwarded-for': newAddress() } });
    for (let i = 0; i < RATE_LIMITS.quizStart.perUser; i++)
      expect((await start(i % 2 ? phone : me.sessionId)).status).toBe(200);
    const r = await start(phone);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({
      code: 'quiz_rate_limited',
      error: 'Too many quizzes started. Please wait a minute and try again.',
    });
    expect((await start(owner.sessionId)).status).toBe(200);
  }, 60_000);
});
