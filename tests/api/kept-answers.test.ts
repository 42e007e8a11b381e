import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { careerInput } from '@shared/schemas/career.ts';
import { catalogInput } from '@shared/schemas/catalog.ts';
import { proInput } from '@shared/schemas/profile.ts';
import { answerVersionSql, type KeptReads, VERSIONED_TABLES, type VersionedTable } from '@server/db/answer-cache.ts';
import { CAREER_READS, readCareer } from '@server/features/career/career-list.ts';
import { CALENDAR_READS } from '@server/features/calendar/feed-service.ts';
import { feedTasks } from '@server/features/calendar/feed-tasks.ts';
import { CATALOG_READS, catalogAnswerText } from '@server/features/catalog/catalog-cache.ts';
import { FEED_READS, POST_READS, readFeed, readPostByUrl } from '@server/features/posts/posts-service.ts';
import { PRO_READS, readProJson } from '@server/features/profile/pro-list.ts';
import { readResults, RESULTS_READS } from '@server/features/quiz/results-service.ts';
import { SEARCH_READS, SEARCH_TASK_READS, findTasks, sharedPart } from '@server/features/search/search-service.ts';
import { tsQuery, tsQueryInTitle } from '@server/features/search/search-sql.ts';
import { vacancy } from '../support/career-world.ts';
import { createQuizWorld } from '../support/quiz-world.ts';
import { compiledStatements } from '../support/compiled-statements.ts';
import { ANON_KEY } from '../support/test-app.ts';

/**
 * The public lists a process keeps (server/db/answer-cache.ts): a reader never sees an answer
 * from before a change, whichever way the change was written (the app's calls or an operator's
 * SQL), and what one reader may see is never handed to another.
 */
const { t, get, owner, alice, bob, newPost, newQuiz, take } = await createQuizWorld();
const db = t.db.db;
const version = async (reads: KeptReads | readonly VersionedTable[]) =>
  (await sql<{ v: string }>`select ${answerVersionSql('reads' in reads ? reads.reads : reads)} as v`.execute(db))
    .rows[0].v;

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
    const [feed, career, results] = [
      await version(FEED_READS),
      await version(CAREER_READS),
      await version(RESULTS_READS),
    ];
    const r = await take(alice, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
    expect(r.status).toBe(200);
    expect(await version(FEED_READS)).toBe(feed);
    expect(await version(CAREER_READS)).toBe(career);
    expect(await version(RESULTS_READS)).not.toBe(results);
  });

  it("a write to one table moves that table's version alone: the catalog stays kept while posts are written", async () => {
    const [catalog, pro] = [await version(CATALOG_READS), await version(PRO_READS)];
    await newPost();
    expect(await version(CATALOG_READS)).toBe(catalog);
    expect(await version(PRO_READS)).toBe(pro);
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

  it('every versioned table moves its version with each transaction that writes it, TRUNCATE included', async () => {
    const { rows } = await sql<{ table: string; fn: string }>`
      select c.relname as table, p.proname as fn from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid where p.proname like 'answer_versions_%' and not t.tgisinternal`.execute(db);
    for (const table of VERSIONED_TABLES.filter((t) => t !== 'quiz.rows'))
      expect(
        rows
          .filter((r) => r.table === table)
          .map((r) => r.fn)
          .sort(),
        table,
      ).toEqual(expect.arrayContaining(['answer_versions_bump', 'answer_versions_flush', 'answer_versions_note']));

    const post = await newPost();
    const before = await version(['posts']);
    // One transaction, two writes: the version moves once, at commit, and not before.
    await db.transaction().execute(async (trx) => {
      await sql`update posts set title = 'Первый' where id = ${post.id}`.execute(trx);
      await sql`update posts set title = 'Второй' where id = ${post.id}`.execute(trx);
      const inside = await sql<{ v: string }>`select ${answerVersionSql(['posts'])} as v`.execute(trx);
      expect(inside.rows[0].v).toBe(before);
    });
    expect(BigInt(await version(['posts'])) - BigInt(before)).toBe(1n);

    // A quiz edited leaves the feed kept; one added or removed does not.
    const q = await newQuiz();
    const rows_ = await version(['quiz.rows']);
    const quiz = await version(['quiz']);
    await sql`update quiz set is_paused = true where id = ${q.id}`.execute(db);
    expect(await version(['quiz.rows'])).toBe(rows_);
    expect(await version(['quiz'])).not.toBe(quiz);
    await sql`delete from quiz where id = ${q.id}`.execute(db);
    expect(await version(['quiz.rows'])).not.toBe(rows_);
  });

  it.runIf(t.db.engine === 'postgres')(
    'two transactions writing the same tables in opposite orders both commit (no deadlock on the versions)',
    async () => {
      const [q1, q2] = [await newQuiz(), await newQuiz()];
      await take(alice, q1.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
      await take(alice, q2.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
      const before = await version(['quiz', 'quiz_results']);
      // An owner's edit (quiz, then its results) and a submission (results, then the quiz), interleaved.
      const a = await db.startTransaction().execute();
      const b = await db.startTransaction().execute();
      await sql`update quiz set is_paused = true where id = ${q1.id}`.execute(a);
      await sql`update quiz_results set is_archived = false where quiz_id = ${q2.id}`.execute(b);
      await sql`update quiz_results set is_archived = false where quiz_id = ${q1.id}`.execute(a);
      await sql`update quiz set is_paused = true where id = ${q2.id}`.execute(b);
      await Promise.all([a.commit().execute(), b.commit().execute()]);
      expect(await version(['quiz', 'quiz_results'])).not.toBe(before);
    },
  );

  it('every table the statements of a kept answer read is among its declared reads, so a write to any of them renews the answer', async () => {
    const tables = new Set(
      (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public'`.execute(db)
      ).rows.map((r) => r.name),
    );
    /** Runs `read` on a handle of its own (a cold cache) and answers the tables its statements read. */
    const tablesRead = async (read: (d: typeof db) => Promise<unknown>) => {
      const statements = await compiledStatements(db, read);
      const seen = new Set<string>();
      for (const text of statements)
        for (const m of text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?(?!\s*\()/gi))
          if (tables.has(m[1])) seen.add(m[1]);
      // The version itself; the quiz results' reader check before the kept answer (the session,
      // and the attempts whose time ran out, stored as results first: a write that moves them).
      for (const aside of ['answer_versions', 'sessions', 'quiz_attempts']) seen.delete(aside);
      return [...seen].sort();
    };
    const declared = (kept: KeptReads): string[] => kept.reads.map((r) => (r === 'quiz.rows' ? 'quiz' : r));
    const within = async (kept: KeptReads, read: (d: typeof db) => Promise<unknown>) => {
      const read_ = await tablesRead(read);
      expect(read_.length, kept.scope).toBeGreaterThan(0);
      expect(
        read_.filter((t) => !declared(kept).includes(t)),
        `${kept.scope} reads undeclared tables`,
      ).toEqual([]);
    };

    const post = await newPost();
    const q = await newQuiz({ results_visible: 'all' });
    await within(FEED_READS, (d) => readFeed(d, {}));
    await within(FEED_READS, (d) => readFeed(d, { after: post.id }));
    await within(POST_READS, (d) => readPostByUrl(d, async () => null, post.url, 'en'));
    for (const tab of ['jobs', 'jobSeekers'])
      await within(CAREER_READS, (d) =>
        readCareer(d, careerInput.parse({ tab, search: 'юрист', workFormat: ['remote'], salaryFrom: '100000' })),
      );
    await within(PRO_READS, (d) => readProJson(d, proInput.parse({ search: 'юрист', region: '77' }), 'ru'));
    await within(CATALOG_READS, (d) =>
      catalogAnswerText(d, catalogInput.parse({ search: 'банкротство', region: '77' }), 'en'),
    );
    await within(RESULTS_READS, (d) => readResults(d, owner.sessionId, { quizId: q.id, sort: 'score' }));
    for (const scope of ['mine', 'all'] as const)
      await within(CALENDAR_READS, (d) => feedTasks(d, owner.profileId, scope));
    await within(SEARCH_READS, (d) => sharedPart(d, ['квиз'], 5, 'ru'));
    await within(SEARCH_READS, (d) => sharedPart(d, ['юрист'], 20, 'en'));
    // The person's tasks as the search keeps them: the projects they see, and their tasks.
    await within(SEARCH_TASK_READS, async (d) => {
      const words = ['квиз'];
      return findTasks(d, owner.profileId, { all: tsQuery(words), title: tsQueryInTitle(words) }, 5);
    });
  });
});
