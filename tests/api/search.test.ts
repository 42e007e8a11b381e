import { gunzipSync } from 'node:zlib';
import { type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as searchIndexes from '@migrations/202611261101_search_indexes.ts';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, highlightParts } from '@shared/search/highlight.ts';
import type { SearchAnswer } from '@shared/schemas/search.ts';
import { answerCacheOf } from '@server/db/answer-cache.ts';
import { GZIP_FROM } from '@server/http/text-body.ts';
import { SEARCH_TASK_READS, search as searchService } from '@server/features/search/search-service.ts';
import { knownSessions } from '@server/services/known-sessions.ts';
import { createSession, hashSessionId } from '@server/services/sessions.ts';
import { vacancy } from '../support/career-world.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';
import { plannerWorld, type Person } from './planner-helpers.ts';

/**
 * One search: what each caller finds (the tasks they see in the planner, a draft its
 * author's alone, the career board's listed jobs), Russian and English word forms, input that
 * is no query, the ranking, the highlight markers and the limit of 60 a minute per person.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const t = await createTestApp();
const w = await plannerWorld(t);
const { post } = w;
const { owner, admin, member, viewer, other, outsider } = w.people;

/** A word of this file's own, so nothing else in the database matches it. */
const tag = `zq${w.tag}`;

const search = (who: { sessionId?: string } | null, q: string, extra: Record<string, unknown> = {}, lang = 'en') =>
  t.call<SearchAnswer & { error?: string }>(
    'search',
    { sessionId: who?.sessionId, q, ...extra },
    { method: 'GET', headers: { 'accept-language': lang } },
  );
const found = async (who: { sessionId?: string } | null, q: string, extra: Record<string, unknown> = {}) => {
  const r = await search(who, q, extra);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

async function newTask(who: Person, projectId: number, fields: Record<string, unknown>) {
  const r = await post('tasks', { action: 'create', sessionId: who.sessionId, project_id: projectId, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.task as { id: number; title: string };
}
async function newPost(who: Person, title: string, status: 'draft' | 'published', content?: string) {
  const r = await post('posts', {
    action: 'create',
    sessionId: who.sessionId,
    title,
    status,
    ...(content ? { content: { content } } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.post as { id: number; url: string };
}

const inA = await newTask(owner, w.projectA.id, { title: `Договора поставки ${tag}` });
const inB = await newTask(owner, w.projectB.id, { title: `Проверка договоров аренды ${tag}` });
const archived = await newTask(owner, w.projectA.id, { title: `Договор в архиве ${tag}` });
expect((await post('tasks', { action: 'archive', sessionId: owner.sessionId, id: archived.id })).status).toBe(200);
const anonymous = { sessionId: w.anon };

describe('search: who finds which task', () => {
  it('the space owner and admin find tasks of every project, members only their projects', async () => {
    const q = `договор ${tag}`;
    expect(ids((await found(owner, q)).tasks)).toEqual(ids([inA, inB]));
    expect(ids((await found(admin, q)).tasks)).toEqual(ids([inA, inB]));
    expect(ids((await found(member, q)).tasks)).toEqual([inA.id]);
    expect(ids((await found(viewer, q)).tasks)).toEqual([inA.id]);
    expect(ids((await found(other, q)).tasks)).toEqual([inB.id]);
  });

  it('someone outside the space, an anonymous session and no session at all find no task', async () => {
    const q = `договор ${tag}`;
    expect((await found(outsider, q)).tasks).toEqual([]);
    expect((await found(anonymous, q)).tasks).toEqual([]);
    expect((await found(null, q)).tasks).toEqual([]);
  });

  it('answers a task with its project, space and date; never an archived one', async () => {
    const [task] = (await found(member, `поставки ${tag}`)).tasks;
    expect(task).toMatchObject({
      id: inA.id,
      title: inA.title,
      project: { id: w.projectA.id, title: w.projectA.title },
      space: { id: w.space.id, title: w.space.title },
      value_date: null,
    });
    expect((await found(owner, `архиве ${tag}`)).tasks).toEqual([]);
  });

  it('a person who leaves a project stops finding its tasks at once', async () => {
    const leaver = await t.signIn('Leaver Person');
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: w.space.id,
      profileId: leaver.profileId,
      roleId: 3,
    });
    const row = (
      await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        projectId: w.projectB.id,
        profileId: leaver.profileId,
      })
    ).body.member;
    expect(ids((await found(leaver, `аренды ${tag}`)).tasks)).toEqual([inB.id]);
    const removed = await post('members', { action: 'remove', sessionId: owner.sessionId, memberId: row.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await found(leaver, `аренды ${tag}`)).tasks).toEqual([]);
  });
});

describe("search: a person's tasks are kept, never out of date", () => {
  it('a task renamed, moved to a project they do not see or archived shows at the next search', async () => {
    const task = await newTask(owner, w.projectA.id, { title: `Договор займа ${tag}` });
    const q = `займа ${tag}`;
    // Twice: the second answer comes from the kept tasks (SEARCH_TASK_READS).
    expect((await found(member, q)).tasks.map((x) => x.title)).toEqual([task.title]);
    expect((await found(member, q)).tasks.map((x) => x.title)).toEqual([task.title]);
    const renamed = `Договор займа новый ${tag}`;
    const r = await post('tasks', { action: 'update', sessionId: owner.sessionId, id: task.id, title: renamed });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await found(member, q)).tasks.map((x) => x.title)).toEqual([renamed]);
    // Moved by a write elsewhere (a project's member sees only their project's tasks): gone at once.
    await t.db.db.updateTable('tasks').set({ project_id: w.projectB.id }).where('id', '=', task.id).execute();
    expect((await found(member, q)).tasks).toEqual([]);
    expect(ids((await found(other, q)).tasks)).toEqual([task.id]);
    expect((await post('tasks', { action: 'archive', sessionId: owner.sessionId, id: task.id })).status).toBe(200);
    expect((await found(other, q)).tasks).toEqual([]);
    expect((await found(owner, q)).tasks).toEqual([]);
  });

  it('keeps them only when switched on (SEARCH_KEEP_TASKS), with the same answer either way', async () => {
    const db = t.db.db;
    const kept = answerCacheOf(db, SEARCH_TASK_READS);
    const q = { q: `поставки ${tag}`, limit: 3 }; // a limit no other search here asked for
    const before = kept.size;
    const session = { idHash: hashSessionId(member.sessionId), userId: member.userId };
    const language = () => 'en' as const;
    const answer = async (keepTasks: boolean) =>
      JSON.parse((await searchService(db, session, q, { keepTasks, language }))!.text) as SearchAnswer;
    const off = await answer(false);
    expect(kept.size).toBe(before);
    const on = await answer(true);
    expect(kept.size).toBe(before + 1);
    expect(on.tasks).toEqual(off.tasks);
    expect(ids(on.tasks)).toEqual([inA.id]);
  });
});

describe('search: a signed-in search reads its session in its own statement (SEARCH_ONE_TRIP)', () => {
  /**
   * The statements the server sends while `run` runs, through a handle of its own that counts
   * them (with its own kept answers and known sessions, server/services/known-sessions.ts).
   */
  let recorded: string[] = [];
  const compiler = new PostgresQueryCompiler();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      recorded.push(compiler.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const counted = t.deps.db.db.withPlugin(plugin);
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const plain = t.deps.db.db;
    recorded = [];
    t.deps.db.db = counted;
    try {
      await run();
    } finally {
      t.deps.db.db = plain;
    }
    return recorded.filter((text) => !/^\s*update "sessions" set "last_seen_at"/.test(text));
  }

  it('is one statement once the words are kept, after one session read for a session not known yet', async () => {
    const reader = await t.signIn('One Trip Reader');
    const q = `договор ${tag}`;
    const first = await statementsOf(() => found(reader, q));
    expect(first[0]).toMatch(/from sessions s\b/); // the session, read as every call reads it
    const again = await statementsOf(() => found(reader, q));
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/me as materialized/);
  });

  it('refuses a session signed out or idle past its life with 401, though the process knew it', async () => {
    const q = `договор ${tag}`;
    const leaving = await t.signIn('Signing Out');
    expect((await search(leaving, q)).status).toBe(200);
    expect((await post('auth', { action: 'signOut', sessionId: leaving.sessionId })).status).toBe(200);
    expect((await search(leaving, q)).status).toBe(401);
    const idle = await t.signIn('Idle Too Long');
    expect((await search(idle, q)).status).toBe(200);
    await t.db.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '400 days'` })
      .where('id_hash', '=', hashSessionId(idle.sessionId))
      .execute();
    const refused = await search(idle, q);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBeTruthy();
  });

  it('refuses at once a session revoked from another device, or ended by "sign out of other devices", though the process knew it', async () => {
    const q = `договор ${tag}`;
    const me = await t.signIn('Two Devices');
    const phone = await createSession(t.db.db, { userId: me.userId, userAgent: 'phone', network: '198.51.100.x' });
    expect((await search({ sessionId: phone }, q)).status).toBe(200);
    const sessions = (await t.call('settings', { action: 'getSessions', sessionId: me.sessionId })).body
      .sessions as Array<{ id: string; current: boolean }>;
    const phoneRef = sessions.find((s) => !s.current)!.id;
    expect(
      (await t.call('settings', { action: 'revokeSession', sessionId: me.sessionId, data: { id: phoneRef } })).status,
    ).toBe(200);
    expect((await search({ sessionId: phone }, q)).status).toBe(401);
    expect((await search(me, q)).status).toBe(200);

    const laptop = await createSession(t.db.db, { userId: me.userId, userAgent: 'laptop', network: '203.0.113.x' });
    expect((await search({ sessionId: laptop }, q)).status).toBe(200);
    expect((await t.call('settings', { action: 'signOutOthers', sessionId: me.sessionId })).status).toBe(200);
    expect((await search({ sessionId: laptop }, q)).status).toBe(401);
    expect((await search(me, q)).status).toBe(200);
  });

  it("keeps the session alive: a search refreshes a session's last activity, as every call does", async () => {
    const reader = await t.signIn('Long Reader');
    const q = `договор ${tag}`;
    expect((await search(reader, q)).status).toBe(200); // the session is known from here on
    const seen = () =>
      t.db.db
        .selectFrom('sessions')
        .select(sql<boolean>`last_seen_at > now() - interval '1 minute'`.as('fresh'))
        .where('id_hash', '=', hashSessionId(reader.sessionId))
        .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '1 hour'` })
      .where('id_hash', '=', hashSessionId(reader.sessionId))
      .execute();
    expect((await seen()).fresh).toBe(false);
    expect((await search(reader, q)).status).toBe(200);
    await expect.poll(async () => (await seen()).fresh).toBe(true);
  });

  it("a wrong guess of the session's person is found out: the answer is the session's own person's, and the guess corrected", async () => {
    const q = `договор ${tag}`;
    const known = knownSessions(t.db.db);
    const idHash = hashSessionId(member.sessionId);
    known.set(idHash, owner.userId); // the owner sees both projects; the member only A
    expect(ids((await found(member, q)).tasks)).toEqual([inA.id]);
    expect(known.get(idHash)).toBe(member.userId);
  });

  it('switched off, reads the session first, with the same answers', async () => {
    const q = `договор ${tag}`;
    const on = await found(member, q);
    await statementsOf(() => found(member, q)); // the words kept on the counting handle too
    t.config.searchOneTrip = false;
    try {
      const statements = await statementsOf(async () => expect(await found(member, q)).toEqual(on));
      expect(statements[0]).toMatch(/from sessions s\b/);
      expect(statements).toHaveLength(2);
    } finally {
      t.config.searchOneTrip = true;
    }
  });
});

describe('search: the answer on the wire', () => {
  it('says its length in bytes, Cyrillic and all, and comes gzipped to a browser that asks', async () => {
    const word = `провод${tag}`;
    for (let i = 0; i < 8; i++)
      await newTask(owner, w.projectA.id, {
        title: `Согласовать дополнительное соглашение к договору поставки № ${i} ${word}`,
      });
    const ask = (encoding?: string) =>
      t.app.request(
        `/functions/v1/search?${new URLSearchParams({ q: word, limit: '10', sessionId: owner.sessionId })}`,
        {
          headers: { authorization: `Bearer ${ANON_KEY}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        },
      );
    const plain = await ask();
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(GZIP_FROM);
    expect(plain.headers.get('content-length')).toBe(String(bytes.byteLength));
    const answer = JSON.parse(bytes.toString('utf8')) as SearchAnswer;
    expect(answer.tasks).toHaveLength(8);
    const zipped = await ask('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(answer);
  });
});

describe('search: posts, people and jobs', () => {
  it('finds published posts for everyone and a draft only for its author', async () => {
    const published = await newPost(member, `Разбор договора подряда ${tag}`, 'published');
    const draft = await newPost(member, `Черновик договора ${tag}`, 'draft');
    const q = `договор ${tag}`;
    expect(ids((await found(member, q)).posts)).toEqual(ids([published, draft]));
    expect(ids((await found(other, q)).posts)).toEqual([published.id]);
    expect(ids((await found(null, q)).posts)).toEqual([published.id]);
    const mine = (await found(member, q)).posts.find((p) => p.id === draft.id)!;
    expect(mine).toMatchObject({
      url: draft.url,
      status: 'draft',
      author: { name: member.name, username: member.username },
    });
  });

  it('finds people of the directory by name, and what they write about themselves', async () => {
    const lawyer = await t.signIn(`Арбитражный ${tag}`);
    await t.db.db
      .updateTable('profiles')
      .set({ expertise: `Банкротство ${tag}x` })
      .where('id', '=', lawyer.profileId)
      .execute();
    const people = (await found(null, `арбитражный ${tag}`)).people;
    expect(people).toEqual([
      expect.objectContaining({ id: lawyer.profileId, name: lawyer.name, username: lawyer.username, region: null }),
    ]);
    expect(ids((await found(null, `банкротство ${tag}x`)).people)).toEqual([lawyer.profileId]);
    // Not a person's profile (a company page): not in the directory, not found.
    await t.db.db.updateTable('profiles').set({ type: 'company' }).where('id', '=', lawyer.profileId).execute();
    expect((await found(null, `арбитражный ${tag}`)).people).toEqual([]);
  });

  it('finds listed vacancies and resumes, not a vacancy whose post is a draft', async () => {
    const listedPost = await newPost(owner, `Вакансия ${tag}`, 'published');
    const draftPost = await newPost(owner, `Вакансия черновик ${tag}`, 'draft');
    const make = async (who: Person, job: Record<string, unknown>) => {
      const r = await post('jobs', { action: 'create', sessionId: who.sessionId, job });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.job as { id: number };
    };
    const listed = await make(owner, vacancy(listedPost.id, { title: `Юрист-договорник ${tag}` }));
    await make(owner, vacancy(draftPost.id, { title: `Юрист-договорник скрытый ${tag}` }));
    const resume = await make(other, {
      ...vacancy(0, { title: `Юрист-договорник резюме ${tag}` }),
      type: 'resume',
      post_id: undefined,
    });
    const jobs = (await found(null, `договорник ${tag}`)).jobs;
    expect(ids(jobs)).toEqual(ids([listed, resume]));
    expect(jobs.find((j) => j.id === listed.id)).toMatchObject({ type: 'vacancy', post_url: listedPost.url });
    expect(jobs.find((j) => j.id === resume.id)).toMatchObject({
      type: 'resume',
      post_url: null,
      username: other.username,
    });
  });
});

describe('search: the shared part is kept, never out of date, never holding a draft', () => {
  it('a new post, a renamed author, a new job and a new person show at the next search', async () => {
    const word = `kept${w.tag}`;
    // Asked once, so the answer for these words is kept before each change.
    expect(await found(null, word)).toEqual({ tasks: [], posts: [], people: [], jobs: [] });
    const published = await newPost(member, `Новость ${word}`, 'published');
    expect(ids((await found(null, word)).posts)).toEqual([published.id]);
    await t.db.db
      .updateTable('profiles')
      .set({ name: `Переименован ${word}x` })
      .where('id', '=', member.profileId)
      .execute();
    expect((await found(null, word)).posts[0]!.author.name).toBe(`Переименован ${word}x`);
    expect(ids((await found(null, `${word}x`)).people)).toEqual([member.profileId]);
    const made = await post('jobs', {
      action: 'create',
      sessionId: member.sessionId,
      job: vacancy(published.id, { title: `Юрист ${word}` }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const job = made.body.job as { id: number };
    expect(ids((await found(null, word)).jobs)).toEqual([job.id]);
    await sql`update posts set is_archived = true where id = ${published.id}::int`.execute(t.db.db);
    expect((await found(null, word)).posts).toEqual([]);
    await t.db.db.updateTable('profiles').set({ name: member.name }).where('id', '=', member.profileId).execute();
  });

  it("a draft is found by its author alone, before and after others' searches are kept", async () => {
    const word = `draft${w.tag}`;
    const published = await newPost(owner, `Опубликовано ${word}`, 'published');
    // Another reader and a visitor search first: the kept answer is theirs as much as the author's.
    expect(ids((await found(other, word)).posts)).toEqual([published.id]);
    expect(ids((await found(null, word)).posts)).toEqual([published.id]);
    const draft = await newPost(member, `Черновик ${word}`, 'draft');
    const mine = (await found(member, word)).posts;
    expect(ids(mine)).toEqual(ids([published, draft]));
    expect(mine.find((p) => p.id === draft.id)).toMatchObject({ status: 'draft', url: draft.url });
    // The author's search, made with the draft, handed nothing of it to the others.
    expect(ids((await found(other, word)).posts)).toEqual([published.id]);
    expect(ids((await found(null, word)).posts)).toEqual([published.id]);
    expect(ids((await found(anonymous, word)).posts)).toEqual([published.id]);
  });

  it("merges the author's drafts into the ranking of the published posts, within the limit", async () => {
    const word = `merge${w.tag}`;
    const older = await newPost(other, `Первый ${word}`, 'published');
    const inText = await newPost(other, 'Без слова в заголовке', 'published', `Текст, где есть ${word}`);
    const draft = await newPost(member, `Черновик ${word}`, 'draft');
    const newer = await newPost(other, `Второй ${word}`, 'published');
    expect((await found(member, word)).posts.map((p) => p.id)).toEqual([newer.id, draft.id, older.id, inText.id]);
    expect((await found(member, word, { limit: 2 })).posts.map((p) => p.id)).toEqual([newer.id, draft.id]);
    expect((await found(other, word, { limit: 2 })).posts.map((p) => p.id)).toEqual([newer.id, older.id]);
  });
});

describe('search: words', () => {
  it('matches Russian word forms: "договор" finds "договора" and "договоров"', async () => {
    const titles = (await found(owner, `договор ${tag}`)).tasks.map((x) => x.title);
    expect(titles.sort()).toEqual([inA.title, inB.title].sort());
    expect(ids((await found(owner, `договоры ${tag}`)).tasks)).toEqual(ids([inA, inB]));
  });

  it('matches English word forms: "contracts" finds "contract" and "contracting"', async () => {
    const one = await newTask(owner, w.projectA.id, { title: `Review the contract ${tag}` });
    const two = await newTask(owner, w.projectA.id, { title: `Contracting party ${tag}` });
    expect(ids((await found(owner, `contracts ${tag}`)).tasks)).toEqual(ids([one, two]));
  });

  it('finds nothing, rather than everything, for punctuation or LIKE wildcards alone', async () => {
    for (const q of ['%', '_', '%%', '!!!', '*', '"', "'", '&|!', '(', ':*', '\\']) {
      const r = await found(owner, q);
      expect(r, q).toEqual({ tasks: [], posts: [], people: [], jobs: [] });
    }
  });

  it('treats query syntax as plain words', async () => {
    const r = await found(owner, `договор & | ! ( ) :* ${tag}`);
    expect(ids(r.tasks)).toEqual(ids([inA, inB]));
  });
});

describe('search: an upgrade', () => {
  it('fills the vectors of rows written before the search columns, and builds the indexes again if missing', async () => {
    const old = await newTask(owner, w.projectA.id, { title: `Старая задача ${tag}old` });
    // As a row written before 202611261100_search_columns: no vector, so not found yet.
    await sql`update tasks set search = null where id = ${old.id}::int`.execute(t.db.db);
    await sql`drop index tasks_search_idx`.execute(t.db.db);
    expect((await found(owner, `${tag}old`)).tasks).toEqual([]);
    await searchIndexes.up(t.db.db);
    expect(ids((await found(owner, `${tag}old`)).tasks)).toEqual([old.id]);
    const idx = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_indexes where indexname = 'tasks_search_idx'`.execute(t.db.db);
    expect(idx.rows[0]!.n).toBe(1);
  });
});

describe('search: bad input', () => {
  it('answers 400 with a readable text in the caller’s language', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { q: '' },
      { q: '    ' },
      { q: 'а'.repeat(101) },
      { q: 'x', limit: 0 },
      { q: 'x', limit: 21 },
      { q: 'x', limit: 'five' },
      { q: 'x', limit: -1 },
      { q: 'x', sessionId: 'not-a-session' },
    ];
    for (const input of cases) {
      const en = await t.call('search', input, { method: 'GET', headers: { 'accept-language': 'en' } });
      expect(en.status, JSON.stringify(input)).toBe(400);
      expect(en.body.error, JSON.stringify(input)).toMatch(/[a-z]/i);
      expect(en.body.error).not.toMatch(/[а-я]/i);
      const ru = await t.call('search', input, { method: 'GET', headers: { 'accept-language': 'ru' } });
      expect(ru.status).toBe(400);
      expect(ru.body.error, JSON.stringify(input)).toMatch(/[а-я]/i);
    }
  });

  it('takes 100 characters and limits of 1 and 20', async () => {
    expect((await search(owner, 'б'.repeat(100))).status).toBe(200);
    expect((await search(owner, 'x', { limit: 1 })).status).toBe(200);
    expect((await search(owner, 'x', { limit: 20 })).status).toBe(200);
  });
});

describe('search: limits, ranking and highlights', () => {
  const many = `mnogo${w.tag}`;

  it('answers 5 of each kind by default and up to the limit asked', async () => {
    for (let i = 0; i < 22; i++) await newTask(owner, w.projectB.id, { title: `Иск ${i} ${many}` });
    expect((await found(owner, many)).tasks).toHaveLength(5);
    expect((await found(owner, many, { limit: 1 })).tasks).toHaveLength(1);
    expect((await found(owner, many, { limit: 20 })).tasks).toHaveLength(20);
  });

  it('ranks title matches first, then the latest changed', async () => {
    const word = `rank${w.tag}`;
    const titled = await newTask(owner, w.projectA.id, { title: `Претензия ${word}` });
    const inText = await newTask(owner, w.projectA.id, {
      title: 'Без слова',
      description: `Упомянут ${word} в тексте`,
    });
    const titledLater = await newTask(owner, w.projectA.id, { title: `Ответ на претензию ${word}` });
    expect((await found(owner, word)).tasks.map((x) => x.id)).toEqual([titledLater.id, titled.id, inText.id]);
    // A change moves a title match ahead of the other.
    await post('tasks', { action: 'update', sessionId: owner.sessionId, id: titled.id, title: `Претензия ${word}!` });
    expect((await found(owner, word)).tasks.map((x) => x.id)).toEqual([titled.id, titledLater.id, inText.id]);
  });

  it('marks the matched words, in the title or in a passage of the text', async () => {
    const word = `mark${w.tag}`;
    const task = await newTask(owner, w.projectA.id, {
      title: `Договоров ${word} и прочее`,
      description: 'Описание',
    });
    const other = await newTask(owner, w.projectA.id, {
      title: 'Заголовок',
      description: `Длинное описание, где ${word} встречается в середине текста`,
    });
    const r = (await found(owner, `договор ${word}`)).tasks;
    const hl = r.find((x) => x.id === task.id)!.highlight;
    expect(
      highlightParts(hl)
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['Договоров', word]);
    expect(
      highlightParts(hl)
        .map((p) => p.text)
        .join(''),
    ).toBe(task.title);
    const passage = (await found(owner, word)).tasks.find((x) => x.id === other.id)!.highlight;
    expect(passage).toContain(`${HIGHLIGHT_START}${word}${HIGHLIGHT_STOP}`);
    expect(passage).toContain('встречается');
  });

  it('a title holding the markers themselves cannot fake a match', async () => {
    const word = `fake${w.tag}`;
    const task = await newTask(owner, w.projectA.id, { title: `${HIGHLIGHT_START}<b>x</b>${HIGHLIGHT_STOP} ${word}` });
    const hl = (await found(owner, word)).tasks.find((x) => x.id === task.id)!.highlight;
    expect(
      highlightParts(hl)
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual([word]);
    expect(hl).toContain('<b>x</b>');
  });
});

describe('search: 60 a minute per person', () => {
  it('refuses the 61st search in a minute with 429, a Retry-After and a readable text, whichever session', async () => {
    const busy = await t.signIn('Busy Searcher');
    // The same person on a second device: another session of the same user.
    const second = { sessionId: await createSession(t.db.db, { userId: busy.userId }) };
    const headers = { 'x-forwarded-for': '203.0.113.61', 'accept-language': 'en' };
    for (let i = 0; i < 60; i++) {
      const who = i % 2 ? second : busy;
      const r = await t.call('search', { sessionId: who.sessionId, q: `слово${i}` }, { method: 'GET', headers });
      expect(r.status, `call ${i + 1}`).toBe(200);
    }
    const refused = await t.call('search', { sessionId: busy.sessionId, q: 'слово' }, { method: 'GET', headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.error).toMatch(/search/i);
    const ru = await t.call(
      'search',
      { sessionId: second.sessionId, q: 'слово' },
      { method: 'GET', headers: { ...headers, 'accept-language': 'ru' } },
    );
    expect(ru.status).toBe(429);
    // The person has no language setting: Accept-Language decides the text.
    expect(ru.body.error).toMatch(/поиск/i);
    // Someone else at the same address searches on.
    const next = await t.call('search', { sessionId: owner.sessionId, q: 'слово' }, { method: 'GET', headers });
    expect(next.status).toBe(200);
  });

  it('counts a visitor by session: the 61st search of an anonymous session is refused', async () => {
    const visitor = await t.anonymousSession();
    const headers = { 'x-forwarded-for': '203.0.113.62' };
    for (let i = 0; i < 60; i++) {
      const r = await t.call('search', { sessionId: visitor, q: `слово${i}` }, { method: 'GET', headers });
      expect(r.status, `call ${i + 1}`).toBe(200);
    }
    const refused = await t.call('search', { sessionId: visitor, q: 'слово' }, { method: 'GET', headers });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/search/i);
  });
});
