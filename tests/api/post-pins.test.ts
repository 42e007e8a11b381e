import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '@migrations/index.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The home feed's pins are the admins' and at most three (a fourth unpins the
 * earliest-pinned); an author pins up to three of their own posts on their profile's posts tab.
 */
const t = await createTestApp({ rateLimitFactor: 100 });

async function feedAuthor(app: TestApp, name: string, roles: string[] = []) {
  const who = await app.signIn(name);
  await app.db.db
    .updateTable('profiles')
    .set({ permissions: ['home_feed_post'], roles })
    .where('id', '=', who.profileId)
    .execute();
  return who;
}
const admin = await feedAuthor(t, 'Администратор', ['admin']);
const author = await feedAuthor(t, 'Автор ленты');
const other = await feedAuthor(t, 'Другой автор');
const anon = await t.anonymousSession();

async function create(who: { sessionId: string }, title: string, status = 'published') {
  const r = await t.call('posts', { action: 'create', sessionId: who.sessionId, title, status });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.post as { id: number; title: string };
}
const pin = (who: { sessionId: string }, id: number, on?: 'feed' | 'profile') =>
  t.call('posts', { action: 'pin', sessionId: who.sessionId, id, ...(on ? { on } : {}) });
const feedTitles = async () =>
  ((await t.call('posts', { action: 'feed', sessionId: anon }, { method: 'GET' })).body.posts as { title: string }[])
    .slice(0, 5)
    .map((p) => p.title);

describe('posts pin: the home feed', () => {
  it('is refused to an author who is not an admin, and their post stays where it was', async () => {
    const own = await create(author, 'Хочу наверх');
    await create(other, 'Свежий пост');
    const r = await pin(author, own.id);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('feed_pin_admin_only');
    expect(r.body.error).toBe(
      'Only an administrator can pin posts on the home feed. You can pin your own posts on your profile',
    );
    expect((await feedTitles())[0]).toBe('Свежий пост');
    expect((await pin(author, own.id, 'feed')).status).toBe(403);
  });

  it('an admin pins anyone’s post; at most three, a fourth unpins the earliest-pinned', async () => {
    const posts = [];
    for (const title of ['Первый', 'Второй', 'Третий', 'Четвёртый']) posts.push(await create(other, title));
    for (const p of posts.slice(0, 3)) expect((await pin(admin, p.id)).body.post.is_pinned).toBe(true);
    const later = await create(author, 'Новее всех');
    expect((await feedTitles())[0]).not.toBe(later.title);
    const fourth = await pin(admin, posts[3].id, 'feed');
    expect(fourth.status).toBe(200);
    expect(fourth.body.post.is_pinned).toBe(true);
    const top = await feedTitles();
    expect(top.slice(0, 3).sort()).toEqual(['Второй', 'Третий', 'Четвёртый'].sort());
    expect(top[3]).toBe('Новее всех');
    const first = await t.call(
      'posts',
      { action: 'get', sessionId: anon, url: await postUrl(posts[0].id) },
      { method: 'GET' },
    );
    expect(first.body.post.is_pinned).toBe(false);
    const pinned = await t.db.db.selectFrom('posts').select('id').where('is_pinned', '=', true).execute();
    expect(pinned).toHaveLength(3);
    // Unpinning frees the place.
    expect((await pin(admin, posts[3].id)).body.post.is_pinned).toBe(false);
    expect((await feedTitles()).slice(0, 2).sort()).toEqual(['Второй', 'Третий'].sort());
  });

  it('an admin cannot pin another person’s draft: it is not theirs to see', async () => {
    const draft = await create(author, 'Черновик', 'draft');
    expect((await pin(admin, draft.id)).status).toBe(404);
  });
});

async function postUrl(id: number) {
  return (await t.db.db.selectFrom('posts').select('url').where('id', '=', id).executeTakeFirstOrThrow()).url;
}

describe('posts pin: the author’s profile', () => {
  it('up to three own posts, first on the posts tab; a fourth is refused; the feed is not changed', async () => {
    const writer = await feedAuthor(t, 'Пишущий автор');
    const posts = [];
    for (let i = 1; i <= 5; i++) posts.push(await create(writer, `Пост ${i}`));
    for (const p of [posts[0], posts[2], posts[1]]) {
      const r = await pin(writer, p.id, 'profile');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.post).toMatchObject({ is_profile_pinned: true, is_pinned: false });
    }
    const full = await pin(writer, posts[3].id, 'profile');
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('profile_pins_full');
    const tab = async (input: Record<string, unknown> = {}) =>
      (
        await t.call(
          'posts',
          { action: 'byProfile', sessionId: anon, profileId: writer.profileId, status: 'published', ...input },
          { method: 'GET' },
        )
      ).body.posts as { id: number; title: string; is_profile_pinned: boolean }[];
    const listed = await tab();
    expect(listed.map((p) => p.title)).toEqual(['Пост 3', 'Пост 2', 'Пост 1', 'Пост 5', 'Пост 4']);
    expect(listed.map((p) => p.is_profile_pinned)).toEqual([true, true, true, false, false]);
    // Reading on after a pinned post keeps the tab's order.
    expect((await tab({ after: listed[1].id })).map((p) => p.title)).toEqual(['Пост 1', 'Пост 5', 'Пост 4']);
    expect((await feedTitles())[0]).not.toMatch(/^Пост [123]$/);
    // Unpinning one frees a place.
    expect((await pin(writer, posts[0].id, 'profile')).body.post.is_profile_pinned).toBe(false);
    expect((await pin(writer, posts[3].id, 'profile')).status).toBe(200);
  });

  it('only for the author: someone else’s post is a 403, their draft a 404', async () => {
    const published = await create(author, 'Чужой пост');
    const draft = await create(author, 'Чужой черновик', 'draft');
    const seen = await pin(other, published.id, 'profile');
    expect(seen.status).toBe(403);
    expect(seen.body.code).toBe('not_post_author');
    expect((await pin(other, draft.id, 'profile')).status).toBe(404);
    expect((await pin(admin, published.id, 'profile')).status).toBe(403);
  });
});

describe('migration 202611260230_post_pins', () => {
  it('moves the pins of authors who are not admins to their profiles, and keeps three on the feed', async () => {
    const m = await createTestApp();
    const db = m.db.db as never;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('202611260100_answer_versions')).error).toBeUndefined();
    const boss = await feedAuthor(m, 'Админ', ['admin']);
    const writer = await feedAuthor(m, 'Автор');
    const ids: Record<string, number> = {};
    for (const [who, title, n] of [
      [boss, 'A1', 1],
      [boss, 'A2', 2],
      [boss, 'A3', 3],
      [boss, 'A4', 4],
      [writer, 'W1', 5],
      [writer, 'W2', 6],
    ] as const) {
      const row = await sql<{ id: number }>`insert into posts (profile_id, title, status, url, is_pinned, updated_at)
        values (${who.profileId}, ${title}, 'published', ${`p${n}x`}, true, now() - make_interval(mins => ${10 - n}::int))
        returning id`.execute(m.db.db);
      ids[title] = row.rows[0].id;
    }
    expect(await migrateToLatest(m.db.db as never)).toContain('202611260230_post_pins');
    const rows = await m.db.db
      .selectFrom('posts')
      .select(['title', 'is_pinned', 'is_profile_pinned'])
      .where('id', 'in', Object.values(ids))
      .orderBy('title')
      .execute();
    expect(rows).toEqual([
      { title: 'A1', is_pinned: false, is_profile_pinned: false },
      { title: 'A2', is_pinned: true, is_profile_pinned: false },
      { title: 'A3', is_pinned: true, is_profile_pinned: false },
      { title: 'A4', is_pinned: true, is_profile_pinned: false },
      { title: 'W1', is_pinned: false, is_profile_pinned: true },
      { title: 'W2', is_pinned: false, is_profile_pinned: true },
    ]);
  });
});
