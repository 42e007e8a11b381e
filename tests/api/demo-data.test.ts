import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '@server/demo/seed.ts';
import { DEMO_CONTEST_URL } from '@server/demo/posts.ts';
import { EARLIER_CONTEST_TITLE } from '@server/demo/posts-data.ts';
import { createLogger } from '@server/logger.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp({ rateLimitFactor: 100 });
const seed = () => seedDemo(t.db.db, createLogger('silent'));
await seed();

const contest = async () =>
  t.db.db
    .selectFrom('posts as p')
    .innerJoin('quiz as q', 'q.post_id', 'p.id')
    .select(['p.id as postId', 'p.title', 'p.content', 'q.id as quizId', 'q.description'])
    .where('p.url', '=', DEMO_CONTEST_URL)
    .executeTakeFirstOrThrow();

/** Signs in as a demo person the way the auth page does. */
async function signInAs(profileId: number): Promise<string> {
  const r = await t.call('auth', { action: 'demoSignIn', sessionId: await t.anonymousSession(), profileId });
  expect(r.status).toBe(200);
  return r.body.sessionId;
}

describe('demo data that looks real, so a demo reads like the product in use', () => {
  it("spells every demo person's name in Cyrillic, as the messenger and the posts do", async () => {
    const people = (await t.call('auth', { action: 'demoPeople' }, { method: 'GET' })).body.people as {
      name: string;
    }[];
    expect(people.length).toBeGreaterThanOrEqual(9);
    for (const p of people) expect(p.name, p.name).toMatch(/^[А-ЯЁа-яё][А-ЯЁа-яё\s-]+$/u);
    expect(people.map((p) => p.name)).toContain('Елена Петрова');
  });

  it('lets a demo person from the sign-in list start the featured contest quiz', async () => {
    const { quizId } = await contest();
    const people = (await t.call('auth', { action: 'demoPeople' }, { method: 'GET' })).body.people as {
      id: number;
      username: string;
    }[];
    const pavel = people.find((p) => p.username === 'pavel_lebedev')!;
    const started = await t.call('quiz', { action: 'start', sessionId: await signInAs(pavel.id), quizId });
    expect(started.status).toBe(200);
    expect(started.body.questions).toHaveLength(5);
  });

  it('describes in the contest post only what the quiz has: no stages or prizes the product lacks', async () => {
    const c = await contest();
    const text = `${c.title} ${JSON.stringify(c.content)} ${c.description}`;
    expect(text).toContain('пять вопросов');
    expect(text).toContain('10 минут');
    expect(text).not.toMatch(/стажировк|финал|приз|30 вопросов|40 минут|«Участвовать»/iu);
  });

  it('brings what an earlier seed wrote up to date on an existing install, unless someone edited it', async () => {
    const c = await contest();
    await sql`update posts set title = ${EARLIER_CONTEST_TITLE} where id = ${c.postId}`.execute(t.db.db);
    await sql`update quiz set description = 'Пять вопросов, 10 минут, одна попытка. Лучшие участники получат приглашение на стажировку.'
      where id = ${c.quizId}`.execute(t.db.db);
    await sql`update profiles set name = 'Elena Petrova' where username = 'elena_petrova'`.execute(t.db.db);
    await sql`update profiles set name = 'Пётр Орлов' where username = 'dmitry_orlov'`.execute(t.db.db);

    await seed();

    const after = await contest();
    expect(after.title).not.toBe(EARLIER_CONTEST_TITLE);
    expect(after.description).not.toMatch(/стажировк/u);
    const names = await t.db.db
      .selectFrom('profiles')
      .select(['username', 'name'])
      .where('username', 'in', ['elena_petrova', 'dmitry_orlov'])
      .orderBy('username')
      .execute();
    // A name the person chose themselves stays.
    expect(names).toEqual([
      { username: 'dmitry_orlov', name: 'Пётр Орлов' },
      { username: 'elena_petrova', name: 'Елена Петрова' },
    ]);
  });
});
