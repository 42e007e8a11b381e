import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { vacancy } from '../support/career-world.ts';
import { createQuizWorld } from '../support/quiz-world.ts';
import { ANON_KEY } from '../support/test-app.ts';

/**
 * The public lists a process keeps (server/db/answer-cache.ts): a reader never sees an answer
 * from before a change, whichever way the change was written (the app's calls or an operator's
 * SQL), and what one reader may see is never handed to another.
 */
const { t, get, owner, alice, bob, newPost, newQuiz, take } = await createQuizWorld();
const db = t.db.db;
const version = async (scope: string) =>
  (await sql<{ v: string }>`select version::text as v from answer_versions where scope = ${scope}`.execute(db)).rows[0]
    .v;

describe('kept answers', () => {
  it('the feed shows a new post, a renamed author and an archived post gone at once', async () => {
    await db
      .updateTable('profiles')
      .set({ permissions: ['home_feed_post'] })
      .where('id', '=', owner.profileId)
      .execute();
    const post = await newPost();
    const feed = async () =>
      (await get('posts', { action: 'feed' })).body.posts as { id: number; author: { name: string } }[];
    expect((await feed()).find((p) => p.id === post.id)?.author.name).toBe('Автор квиза');
    await db.updateTable('profiles').set({ name: 'Анна Автор' }).where('id', '=', owner.profileId).execute();
    expect((await feed()).find((p) => p.id === post.id)?.author.name).toBe('Анна Автор');
    expect((await t.call('posts', { action: 'archive', sessionId: owner.sessionId, id: post.id })).status).toBe(200);
    expect((await feed()).some((p) => p.id === post.id)).toBe(false);
  });

  it('a post read by its link shows its new title at once, and a draft is never handed to another reader', async () => {
    const post = await newPost();
    const read = (sessionId?: string) => get('posts', { action: 'get', url: post.url, sessionId });
    expect((await read()).body.post.title).toBe('Пост с квизом');
    await sql`update posts set title = 'Новый заголовок' where id = ${post.id}`.execute(db);
    expect((await read()).body.post.title).toBe('Новый заголовок');
    await sql`update posts set status = 'draft' where id = ${post.id}`.execute(db);
    expect((await read(owner.sessionId)).body.post.status).toBe('draft');
    expect((await read(alice.sessionId)).status).toBe(404);
    expect((await read()).status).toBe(404);
  });

  it('the career board shows a vacancy, its new title and the removal of its post', async () => {
    const post = await newPost();
    const jobs = async () => (await get('career', { tab: 'jobs' })).body.jobs as { id: number; title: string }[];
    const before = (await jobs()).length;
    const job = (await t.call('jobs', { action: 'create', sessionId: owner.sessionId, job: vacancy(post.id) })).body
      .job as { id: number };
    expect((await jobs()).find((j) => j.id === job.id)?.title).toBe('Юрист по банкротству');
    await sql`update jobs set title = 'Юрист по корпоративному праву' where id = ${job.id}`.execute(db);
    expect((await jobs()).find((j) => j.id === job.id)?.title).toBe('Юрист по корпоративному праву');
    await sql`delete from posts where id = ${post.id}`.execute(db);
    expect(await jobs()).toHaveLength(before);
  });

  it('the directory shows a new name, and a search kept before a change is made again', async () => {
    const pro = async (search: string) =>
      ((await get('pro', { search })).body.lawyers as { username: string; name: string }[]).map((l) => l.name);
    expect(await pro(bob.username)).toEqual(['Борис Участник']);
    await db.updateTable('profiles').set({ name: 'Борис Новиков' }).where('id', '=', bob.profileId).execute();
    expect(await pro(bob.username)).toEqual(['Борис Новиков']);
  });

  it("a quiz's results count every new submission, and what the owner may see is never handed to another reader", async () => {
    const q = await newQuiz({
      results_visible: 'all',
      is_anonymous: false,
      is_registration: true,
      registration: [{ id: 'mail', type: 'email', label: 'Email', required: true }],
    });
    await take(
      alice,
      q.id,
      [
        { questionId: 'q1', selectedOptionId: 'b' },
        { questionId: 'q2', selectedOptionId: 'a' },
      ],
      { registration: { mail: 'alice@firm.ru' } },
    );
    const results = (who: { sessionId: string }) => get('quiz-results', { sessionId: who.sessionId, quizId: q.id });
    const mine = await results(owner);
    expect(mine.body.total).toBe(1);
    expect(mine.body.results[0].registration).toEqual({ mail: 'alice@firm.ru' });
    expect(mine.body.questionStats).toHaveLength(2);
    // The same page for a participant: no registration answers, no per-question figures.
    const theirs = await results(alice);
    expect(theirs.body.results).toHaveLength(1);
    expect(theirs.body.results[0].registration).toBeNull();
    expect(JSON.stringify(theirs.body)).not.toContain('alice@firm.ru');
    expect(theirs.body.questionStats).toBeNull();

    await take(bob, q.id, [{ questionId: 'q1', selectedOptionId: 'a' }], { registration: { mail: 'bob@firm.ru' } });
    expect((await results(owner)).body.total).toBe(2);
    expect((await results(alice)).body.results).toHaveLength(2);
    // The owner hides the results: the participant's kept page is not served any more.
    await db.updateTable('quiz').set({ results_visible: 'owner' }).where('id', '=', q.id).execute();
    expect((await results(alice)).body).toMatchObject({ canViewResults: false, results: [] });
  });

  it("a submission moves the results' version only, so the feed and the board stay kept during a contest", async () => {
    const q = await newQuiz();
    const [community, results] = [await version('community'), await version('quiz_results')];
    const r = await take(alice, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
    expect(r.status).toBe(200);
    expect(await version('community')).toBe(community);
    expect(await version('quiz_results')).not.toBe(results);
  });

  it('a browser asking for gzip gets the kept gzip, anyone else the plain text, both the same answer', async () => {
    await db
      .updateTable('profiles')
      .set({ permissions: ['home_feed_post'] })
      .where('id', '=', owner.profileId)
      .execute();
    for (let i = 0; i < 5; i++) await newPost();
    const plain = await get('posts', { action: 'feed' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = async (encoding: string) => {
      const res = await t.app.request('/functions/v1/posts?action=feed', {
        headers: { authorization: `Bearer ${ANON_KEY}`, 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      return { encoding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    for (let i = 0; i < 2; i++) {
      const { encoding, bytes } = await zipped('gzip, deflate, br');
      expect(encoding).toBe('gzip');
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(plain.body);
    }
    const refused = await zipped('gzip;q=0, identity');
    expect(refused.encoding).toBeNull();
    expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual(plain.body);
  });

  it('every table a kept answer is read from moves its version, by any statement', async () => {
    const tables: [string, string[]][] = [
      ['community', ['posts', 'profiles', 'jobs', 'events', 'regions', 'universities', 'profile_university']],
      ['quiz_results', ['quiz_results', 'quiz', 'posts', 'profiles']],
      ['catalog', ['catalog_services', 'catalog_service_types', 'regions']],
      // The calendar feed (server/features/calendar/feed-tasks.ts).
      ['calendar', ['tasks', 'projects', 'spaces', 'members', 'property_options']],
    ];
    for (const [scope, names] of tables) {
      for (const table of names) {
        const before = await version(scope);
        // A statement that writes no row still moves it: triggers are per statement.
        await sql`delete from ${sql.table(table)} where false`.execute(db);
        expect(await version(scope), `${scope} after ${table}`).not.toBe(before);
      }
    }
  });
});
