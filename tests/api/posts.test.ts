import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setGrant } from '@server/admin/grants.ts';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { createTestApp } from '../support/test-app.ts';

// Many posts a minute here: the write limit has its own test below.
const t = await createTestApp({ rateLimitFactor: 100 });
const get = (input: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('posts', input, { method: 'GET', headers });
const post = (input: Record<string, unknown>) => t.call('posts', input);

/** A signed-in author who may publish on the home feed. */
async function author(name: string) {
  const a = await t.signIn(name);
  await t.db.db
    .updateTable('profiles')
    .set({ permissions: ['home_feed_post'] })
    .where('id', '=', a.profileId)
    .execute();
  return a;
}
const alice = await author('Алиса Юристова');
const bob = await author('Борис Адвокатов');
const writer = await t.signIn('Без права на ленту');
const anon = await t.anonymousSession();

async function create(who: { sessionId: string }, fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create', sessionId: who.sessionId, title: 'Пост', status: 'published', ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.post;
}

async function coverOf(profileId: number, folder: 'covers' | 'events' = 'covers') {
  const saved = await saveUpload(t.db.db, t.deps.uploads, {
    profileId,
    bucket: 'posts',
    folder,
    image: { full: new Uint8Array([1, 2, 3]), variants: [] },
    contentType: 'image/webp',
  });
  return saved.url;
}

describe('posts: create', () => {
  it('answers the whole post with a 3-character url and a transliterated slug', async () => {
    const p = await create(alice, {
      title: '  Как подать иск в арбитражный суд  ',
      preview: { content: 'Пошагово' },
      content: { content: '## Шаг 1\n\nПодготовьте претензию.' },
    });
    expect(p.url).toMatch(/^[a-z0-9]{3}$/);
    expect(p.slug).toBe('kak-podat-isk-v-arbitrazhniy-sud');
    expect(p).toMatchObject({
      title: 'Как подать иск в арбитражный суд',
      status: 'published',
      preview: { content: 'Пошагово' },
      content: { content: '## Шаг 1\n\nПодготовьте претензию.' },
      cover: null,
      is_pinned: false,
      is_profile_pinned: false,
      is_archived: false,
      content_length: 32,
      profile_id: alice.profileId,
      author: { id: alice.profileId, name: 'Алиса Юристова', username: alice.username, avatar: null, level: null },
      has_quiz: false,
      has_job: false,
      has_event: false,
    });
  });

  it('keeps a draft a draft and stores empty texts as none', async () => {
    const p = await create(alice, { title: 'Черновик', status: 'draft', preview: { content: '   ' } });
    expect(p.status).toBe('draft');
    expect(p.preview).toBeNull();
  });

  it('gives every post its own url', async () => {
    const urls = new Set<string>();
    for (let i = 0; i < 25; i++) urls.add((await create(bob, { title: `Пост ${i}`, status: 'draft' })).url);
    expect(urls.size).toBe(25);
  });

  it('takes a cover only as the caller’s own upload to posts/covers', async () => {
    const mine = await coverOf(alice.profileId);
    expect((await create(alice, { cover: mine })).cover).toBe(mine);

    const bobs = await coverOf(bob.profileId);
    const stolen = await post({
      action: 'create',
      sessionId: alice.sessionId,
      title: 'Чужая обложка',
      status: 'published',
      cover: bobs,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('not_your_upload');

    const eventCover = await coverOf(alice.profileId, 'events');
    expect(
      (await post({ action: 'create', sessionId: alice.sessionId, title: 'x', status: 'draft', cover: eventCover }))
        .status,
    ).toBe(400);
    const foreign = await post({
      action: 'create',
      sessionId: alice.sessionId,
      title: 'x',
      status: 'draft',
      cover: 'https://evil.example/a.png',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('not_your_upload');
  });

  it('needs a signed-in person', async () => {
    const r = await post({ action: 'create', sessionId: anon, title: 'Аноним', status: 'published' });
    expect(r.status).toBe(401);
    expect((await post({ action: 'create', title: 'Без сессии', status: 'published' })).status).toBe(400);
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a whitespace title', { title: '   \n ' }],
    ['a missing title', { title: undefined }],
    ['a title of 201 characters', { title: 'я'.repeat(201) }],
    ['a status outside the two', { status: 'deleted' }],
    ['no status', { status: undefined }],
    ['a content of 50,001 characters', { content: { content: 'a'.repeat(50_001) } }],
    ['a content that is not {content}', { content: 'plain text' }],
    ['a NUL in the title', { title: 'a\u0000b' }],
    ['a cover that is a number', { cover: 5 }],
  ])('refuses %s with a clear 400', async (_name, fields) => {
    const r = await post({
      action: 'create',
      sessionId: alice.sessionId,
      title: 'Пост',
      status: 'published',
      ...fields,
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual(expect.any(String));
    expect(r.body.error.length).toBeGreaterThan(5);
  });

  it('answers 413 for a 1 MB content, before reading it', async () => {
    const r = await post({
      action: 'create',
      sessionId: alice.sessionId,
      title: 'Огромный',
      status: 'published',
      content: { content: 'ж'.repeat(1 << 20) },
    });
    expect(r.status).toBe(413);
    expect(r.body.error).toEqual(expect.any(String));
  });
});

describe('posts: update, pin, archive', () => {
  it('lets the author change the title (and so the slug), texts, cover and status', async () => {
    const p = await create(alice, { title: 'Первый вариант', status: 'draft' });
    const cover = await coverOf(alice.profileId);
    const r = await post({
      action: 'update',
      sessionId: alice.sessionId,
      id: p.id,
      title: 'Второй вариант',
      status: 'published',
      content: { content: 'Текст' },
      cover,
    });
    expect(r.status).toBe(200);
    expect(r.body.post).toMatchObject({
      id: p.id,
      url: p.url,
      title: 'Второй вариант',
      slug: 'vtoroy-variant',
      status: 'published',
      cover,
      content: { content: 'Текст' },
    });
    // Fields left out stay; a cover set to null is removed.
    const r2 = await post({ action: 'update', sessionId: alice.sessionId, id: p.id, cover: null });
    expect(r2.body.post).toMatchObject({ title: 'Второй вариант', cover: null, content: { content: 'Текст' } });
  });

  it('answers 403 to someone else changing a post they can see, 404 for one they cannot', async () => {
    const published = await create(alice, { title: 'Опубликован' });
    const draft = await create(alice, { title: 'Черновик Алисы', status: 'draft' });
    for (const action of ['update', 'pin', 'archive']) {
      // A pin of one's own: on the profile (the home feed's are the admins', tests/api/post-pins.test.ts).
      const on = action === 'pin' ? { on: 'profile' } : {};
      const seen = await post({ action, sessionId: bob.sessionId, id: published.id, title: 'Взлом', ...on });
      expect(seen.status, action).toBe(403);
      expect(seen.body.code).toBe('not_post_author');
      const unseen = await post({ action, sessionId: bob.sessionId, id: draft.id, title: 'Взлом', ...on });
      expect(unseen.status, action).toBe(404);
      expect(unseen.body.error).toBe('Post not found');
      expect((await post({ action, sessionId: bob.sessionId, id: 999_999, ...on })).status).toBe(404);
    }
    const after = await get({ action: 'get', sessionId: alice.sessionId, url: published.url });
    expect(after.body.post).toMatchObject({
      title: 'Опубликован',
      is_pinned: false,
      is_profile_pinned: false,
      is_archived: false,
    });
  });

  it('toggles the pin and archives, for the author only', async () => {
    const p = await create(alice, { title: 'Закрепить' });
    const pin = async () =>
      (await post({ action: 'pin', sessionId: alice.sessionId, id: p.id, on: 'profile' })).body.post.is_profile_pinned;
    expect(await pin()).toBe(true);
    expect(await pin()).toBe(false);
    const archived = await post({ action: 'archive', sessionId: alice.sessionId, id: p.id });
    expect(archived.status).toBe(200);
    expect(archived.body.post.is_archived).toBe(true);
  });
});

describe('posts: get', () => {
  it('finds a post by the part before the first hyphen, any slug after it', async () => {
    const p = await create(bob, { title: 'Новые правила' });
    for (const url of [p.url, `${p.url}-${p.slug}`, `${p.url}-wrong-slug`, p.url.toUpperCase()]) {
      const r = await get({ action: 'get', sessionId: anon, url });
      expect(r.status, url).toBe(200);
      expect(r.body.post).toMatchObject({ id: p.id, slug: 'novye-pravila' });
    }
  });

  it('answers Post not found for drafts and archived posts of others, a url of 200 characters, and no url', async () => {
    const draft = await create(bob, { title: 'Черновик', status: 'draft' });
    const gone = await create(bob, { title: 'В архиве' });
    await post({ action: 'archive', sessionId: bob.sessionId, id: gone.id });
    for (const url of [draft.url, gone.url, 'zzzzzzzzzz', 'x'.repeat(200), '<script>', '../../etc']) {
      for (const who of [anon, alice.sessionId]) {
        const r = await get({ action: 'get', sessionId: who, url });
        expect(r.status, url).toBe(404);
        expect(r.body.error).toBe('Post not found');
      }
    }
    // The author still sees both.
    expect((await get({ action: 'get', sessionId: bob.sessionId, url: draft.url })).status).toBe(200);
    expect((await get({ action: 'get', sessionId: bob.sessionId, url: gone.url })).body.post.is_archived).toBe(true);
    expect((await get({ action: 'get', sessionId: anon, url: '' })).status).toBe(400);
    expect((await get({ action: 'get', sessionId: anon, url: 'x'.repeat(201) })).status).toBe(400);
    // Without a session only public posts: the archived one is not.
    expect((await get({ action: 'get', url: gone.url })).status).toBe(404);
  });

  it('has the privacy policy and the user agreement in every install, in the reader’s language', async () => {
    for (const url of ['privacy', 'useragreement']) {
      const ru = await get({ action: 'get', sessionId: anon, url }, { 'accept-language': 'ru' });
      const en = await get({ action: 'get', sessionId: anon, url, lang: 'en' });
      expect(ru.status).toBe(200);
      expect(en.status).toBe(200);
      expect(ru.body.post.slug).toBe('');
      expect(ru.body.post.title).toMatch(/[а-я]/i);
      expect(en.body.post.title).not.toMatch(/[а-я]/i);
      expect(ru.body.post.content.content.length).toBeGreaterThan(2000);
      expect(en.body.post.content.content.length).toBeGreaterThan(2000);
      expect(ru.body.post.preview.content.length).toBeGreaterThan(20);
    }
  });
});

describe('posts: feed and byProfile', () => {
  it('lists published, non-archived posts of permitted authors, pinned first, newest first, 10 a page', async () => {
    const f = await createTestApp();
    const a = await f.signIn('Автор');
    const outsider = await f.signIn('Посторонний');
    await f.db.db
      .updateTable('profiles')
      .set({ permissions: ['home_feed_post'], roles: ['admin'] })
      .where('id', '=', a.profileId)
      .execute();
    const mk = async (who: { sessionId: string }, title: string, status = 'published') =>
      (await f.call('posts', { action: 'create', sessionId: who.sessionId, title, status })).body.post;
    const posts = [];
    for (let i = 1; i <= 23; i++) posts.push(await mk(a, `Пост ${i}`));
    await mk(a, 'Черновик', 'draft');
    await mk(outsider, 'Не для ленты');
    const archived = posts[5];
    await f.call('posts', { action: 'archive', sessionId: a.sessionId, id: archived.id });
    const pinned = posts[2];
    await f.call('posts', { action: 'pin', sessionId: a.sessionId, id: pinned.id });

    const sid = await f.anonymousSession();
    const feed = async (input: Record<string, unknown>) => {
      const r = await f.call('posts', { action: 'feed', sessionId: sid, ...input }, { method: 'GET' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.posts as { id: number; title: string; content: unknown }[];
    };
    const p1 = await feed({});
    const p2 = await feed({ page: 2 });
    const p3 = await feed({ page: 3 });
    expect(p1).toHaveLength(10);
    expect(p2).toHaveLength(10);
    expect(p3).toHaveLength(2);
    const titles = [...p1, ...p2, ...p3].map((p) => p.title);
    expect(titles[0]).toBe('Пост 3');
    expect(titles.slice(1, 4)).toEqual(['Пост 23', 'Пост 22', 'Пост 21']);
    expect(titles).not.toContain('Пост 6');
    expect(titles).not.toContain('Черновик');
    expect(titles).not.toContain('Не для ленты');
    expect(new Set(titles).size).toBe(22);
    // Keyset: right after the reader's last post, the same pages.
    expect((await feed({ after: p1[9].id })).map((p) => p.id)).toEqual(p2.map((p) => p.id));
    expect((await feed({ after: p2[9].id })).map((p) => p.id)).toEqual(p3.map((p) => p.id));
    expect(await feed({ page: 4 })).toEqual([]);

    // Granting the permission brings an author's posts in; revoking takes them out.
    await f.db.db
      .updateTable('profiles')
      .set({ permissions: ['home_feed_post'] })
      .where('id', '=', outsider.profileId)
      .execute();
    expect((await feed({})).map((p) => p.title)).toContain('Не для ленты');
    await f.db.db.updateTable('profiles').set({ permissions: [] }).where('id', '=', a.profileId).execute();
    expect((await feed({})).map((p) => p.title)).toEqual(['Не для ленты']);
  });

  it.each([
    ['page 0', { page: 0 }],
    ['page -1', { page: -1 }],
    ['page 1001', { page: 1001 }],
    ['page "two"', { page: 'two' }],
    ['after "x"', { after: 'x' }],
  ])('refuses %s with 400', async (_n, input) => {
    expect((await get({ action: 'feed', sessionId: anon, ...input })).status).toBe(400);
  });

  it('is public: the same page with or without a session, each post without its text but with its length', async () => {
    const withSession = await get({ action: 'feed', sessionId: alice.sessionId });
    const without = await get({ action: 'feed' });
    expect(without.status).toBe(200);
    expect(without.body).toEqual(withSession.body);
    const first = without.body.posts[0];
    expect(first.content).toBeNull();
    expect(first.content_length).toEqual(expect.any(Number));
    // A published post needs no session either; its text comes whole.
    const one = await get({ action: 'get', url: first.url });
    expect(one.status).toBe(200);
    expect(one.body.post.content_length).toBe(
      one.body.post.content ? Array.from(one.body.post.content.content as string).length : 0,
    );
  });

  it('answers 401 for a session that is gone when a draft needs it', async () => {
    const draft = await create(writer, { title: 'Черновик для 401', status: 'draft' });
    const dead = '00000000-0000-4000-8000-000000000000';
    expect((await get({ action: 'get', sessionId: dead, url: draft.url })).status).toBe(401);
    expect(
      (await get({ action: 'byProfile', sessionId: dead, profileId: writer.profileId, status: 'draft' })).status,
    ).toBe(401);
  });

  it('shows drafts of a profile to their owner only', async () => {
    const p = await create(writer, { title: 'Мой черновик', status: 'draft' });
    await create(writer, { title: 'Мой пост', status: 'published' });
    const mine = await get({
      action: 'byProfile',
      sessionId: writer.sessionId,
      profileId: writer.profileId,
      status: 'draft',
    });
    expect(mine.body.posts.map((x: { id: number }) => x.id)).toContain(p.id);
    for (const who of [alice.sessionId, anon, undefined]) {
      const theirs = await get({ action: 'byProfile', sessionId: who, profileId: writer.profileId, status: 'draft' });
      expect(theirs.status).toBe(200);
      expect(theirs.body.posts).toEqual([]);
      const published = await get({ action: 'byProfile', sessionId: who, profileId: writer.profileId });
      expect(published.body.posts.map((x: { title: string }) => x.title)).toEqual(['Мой пост']);
    }
  });

  it('makes the same number of queries for the first page and the fiftieth', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => ({
      profile_id: bob.profileId,
      title: `Массовый ${i}`,
      url: `bulk${i}`,
      status: 'published' as const,
    }));
    await t.db.db.insertInto('posts').values(rows).execute();
    let count = 0;
    const counter: KyselyPlugin = { transformQuery: (a) => (count++, a.node), transformResult: async (a) => a.result };
    const original = t.deps.db.db;
    t.deps.db.db = original.withPlugin(counter);
    try {
      const counts = [];
      for (const page of [1, 50]) {
        count = 0;
        const r = await get({ action: 'feed', sessionId: alice.sessionId, page });
        expect(r.status).toBe(200);
        expect(r.body.posts).toHaveLength(10);
        counts.push(count);
      }
      expect(counts[0]).toBe(counts[1]);
    } finally {
      t.deps.db.db = original;
    }
  });
});

describe('posts: whether an author’s posts reach the home feed', () => {
  /** The author's own profile, as the app reads it (the editor's note comes from it). */
  const ownProfile = async (who: { sessionId: string }) =>
    (await t.call('profile', { sessionId: who.sessionId }, { method: 'GET' })).body.profile;
  const inFeed = async (url: string) =>
    ((await get({ action: 'feed' })).body.posts as { url: string }[]).some((p) => p.url === url);

  it('says so in every save and in the author’s own profile, as the feed shows it', async () => {
    const saved = await post({ action: 'create', sessionId: alice.sessionId, title: 'На ленте', status: 'published' });
    expect(saved.body).toMatchObject({ postsOnHomeFeed: true, post: { status: 'published' } });
    expect(await inFeed(saved.body.post.url)).toBe(true);
    expect(await ownProfile(alice)).toMatchObject({ postsOnHomeFeed: true });

    const draft = await post({
      action: 'create',
      sessionId: writer.sessionId,
      title: 'Только в профиле',
      status: 'draft',
    });
    expect(draft.body.postsOnHomeFeed).toBe(false);
    const published = await post({
      action: 'update',
      sessionId: writer.sessionId,
      id: draft.body.post.id,
      status: 'published',
    });
    expect(published.body).toMatchObject({ postsOnHomeFeed: false, post: { status: 'published' } });
    expect(await inFeed(published.body.post.url)).toBe(false);
    expect(await ownProfile(writer)).toMatchObject({ postsOnHomeFeed: false });
  });

  it('follows the editors’ mark: granted, the author’s posts and answers say the home feed; taken back, no longer', async () => {
    const newcomer = await t.signIn('Новый автор', 'new_author_feed');
    const first = await post({
      action: 'create',
      sessionId: newcomer.sessionId,
      title: 'Первый пост',
      status: 'published',
    });
    expect(first.body.postsOnHomeFeed).toBe(false);
    expect(await inFeed(first.body.post.url)).toBe(false);

    expect(await setGrant(t.db.db, newcomer.username, 'home_feed_post', true)).toMatchObject({ changed: true });
    expect(await inFeed(first.body.post.url)).toBe(true);
    expect(await ownProfile(newcomer)).toMatchObject({ postsOnHomeFeed: true });
    const second = await post({
      action: 'create',
      sessionId: newcomer.sessionId,
      title: 'Второй',
      status: 'published',
    });
    expect(second.body.postsOnHomeFeed).toBe(true);

    await setGrant(t.db.db, newcomer.username, 'home_feed_post', false);
    expect(await inFeed(first.body.post.url)).toBe(false);
    expect(await ownProfile(newcomer)).toMatchObject({ postsOnHomeFeed: false });
    const edit = await post({
      action: 'update',
      sessionId: newcomer.sessionId,
      id: second.body.post.id,
      title: 'Второй.',
    });
    expect(edit.body.postsOnHomeFeed).toBe(false);
  });

  it('tells it to the author alone: nobody else’s view of their profile carries it', async () => {
    const reader = await t.signIn('Читатель профиля');
    for (const sessionId of [reader.sessionId, undefined]) {
      const r = await t.call(
        'profile',
        { username: writer.username, ...(sessionId ? { sessionId } : {}) },
        { method: 'GET' },
      );
      expect(r.status).toBe(200);
      expect(r.body.profile).not.toHaveProperty('postsOnHomeFeed');
      expect(r.body.profile).not.toHaveProperty('permissions');
    }
    const own = await t.call('profile', { username: writer.username, sessionId: writer.sessionId }, { method: 'GET' });
    expect(own.body.profile).toMatchObject({ isOwner: true, postsOnHomeFeed: false });
  });
});

describe('posts: the write limit', () => {
  it('stops a flood of posts from one session with a clear 429 and keeps the rest working', async () => {
    const f = await createTestApp();
    const a = await f.signIn('Флудер');
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await f.call('posts', { action: 'create', sessionId: a.sessionId, title: `Спам ${i}`, status: 'draft' }))
          .status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const refused = await f.call('posts', { action: 'create', sessionId: a.sessionId, title: 'Ещё', status: 'draft' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('write_rate_limited');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await f.call('posts', { action: 'feed', sessionId: a.sessionId }, { method: 'GET' })).status).toBe(200);
  });
});
