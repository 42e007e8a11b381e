import { describe, expect, it } from 'vitest';
import { seedDemoPeople } from '@server/demo/people.ts';
import { DEMO_CONTEST_URL, seedDemoPosts } from '@server/demo/posts.ts';
import { seedDemoQuizzes } from '@server/demo/quizzes.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp({ rateLimitFactor: 100 });
const feed = async (input: Record<string, unknown> = {}) =>
  (await t.call('posts', { action: 'feed', ...input }, { method: 'GET' })).body.posts as {
    id: number;
    title: string;
    is_pinned: boolean;
    cover: string | null;
    author: { username: string };
    preview: { content: string } | null;
  }[];

describe('demo posts', () => {
  it('make the feed alive on first start: 30 posts of several authors, one pinned first, some with covers, drafts hidden, once', async () => {
    await seedDemoPeople(t.db.db);
    await seedDemoPosts(t.db.db);
    await seedDemoPosts(t.db.db);
    const all = [];
    for (let page = 1; page <= 5; page++) all.push(...(await feed({ page })));
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all[0].is_pinned).toBe(true);
    expect(all.filter((p) => p.is_pinned)).toHaveLength(1);
    expect(new Set(all.map((p) => p.author.username)).size).toBeGreaterThanOrEqual(6);
    expect(all.filter((p) => p.cover).length).toBeGreaterThanOrEqual(8);
    expect(all.every((p) => /[а-яё]/i.test(p.title))).toBe(true);
    expect(all.some((p) => (p.preview?.content.length ?? 0) > 200)).toBe(true);
    const contest = await t.call('posts', { action: 'get', url: DEMO_CONTEST_URL }, { method: 'GET' });
    expect(contest.status).toBe(200);
    expect(contest.body.post.title).toMatch(/Конкурс/);
    const drafts = await t.db.db.selectFrom('posts').select('url').where('status', '=', 'draft').execute();
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    for (const d of drafts)
      expect((await t.call('posts', { action: 'get', url: d.url }, { method: 'GET' })).status).toBe(404);
  });

  it('carry two quizzes, one timed and one anonymous, with results of the demo people', async () => {
    await seedDemoQuizzes(t.db.db);
    await seedDemoQuizzes(t.db.db);
    const withQuiz = [];
    for (let page = 1; page <= 5; page++)
      withQuiz.push(...(await feed({ page })).filter((p) => (p as { has_quiz?: boolean }).has_quiz));
    expect(withQuiz).toHaveLength(2);
    const quizzes = await t.db.db
      .selectFrom('quiz')
      .select(['id', 'is_time_limit', 'is_anonymous', 'passed_count'])
      .orderBy('id')
      .execute();
    expect(quizzes.map((q) => [q.is_time_limit, q.is_anonymous])).toEqual([
      [true, false],
      [false, true],
    ]);
    for (const q of quizzes) {
      const r = await t.call('quiz-results', { quizId: q.id, sort: 'score' }, { method: 'GET' });
      expect(r.body.canViewResults).toBe(true);
      expect(r.body.results.length).toBe(q.passed_count);
      expect(r.body.results.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('live changes of posts', () => {
  it('reach every open stream, anonymous too, for published posts, and nobody for a draft', async () => {
    const author = await t.signIn('Автор live');
    await t.db.db
      .updateTable('profiles')
      .set({ permissions: ['home_feed_post'] })
      .where('id', '=', author.profileId)
      .execute();
    const reader = await t.stream(await t.anonymousSession());
    const other = await t.stream((await t.signIn('Читатель live')).sessionId);
    try {
      const draft = (
        await t.call('posts', {
          action: 'create',
          sessionId: author.sessionId,
          title: 'Тайный черновик',
          status: 'draft',
        })
      ).body.post;
      const published = (
        await t.call('posts', {
          action: 'create',
          sessionId: author.sessionId,
          title: 'Свежий пост',
          status: 'published',
        })
      ).body.post;
      await expect.poll(() => reader.events.some((e) => e.table === 'posts' && e.id === published.id)).toBe(true);
      await expect.poll(() => other.events.some((e) => e.table === 'posts' && e.id === published.id)).toBe(true);
      const change = reader.events.find((e) => e.id === published.id)!;
      expect(change).toMatchObject({ op: 'insert', status: 'published', in_feed: true, url: published.url });
      expect(JSON.stringify(change)).not.toContain('Свежий пост'); // ids and states, never the text
      for (const s of [reader, other])
        expect(s.events.some((e) => e.table === 'posts' && e.id === draft.id)).toBe(false);
    } finally {
      reader.close();
      other.close();
    }
  });
});
