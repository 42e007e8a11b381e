import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDb } from '@server/db/connect.ts';
import { exportCatalog } from '@server/features/catalog/catalog-write.ts';
import { createLogger } from '@server/logger.ts';
import { ROLE } from '@shared/schemas/planner.ts';
import { QUESTIONS } from '../support/quiz-world.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld } from './planner-helpers.ts';

/**
 * A migration that adds a column while processes started before it still run (a rolling deploy)
 * must not break them. On PostgreSQL each connection keeps its named statements
 * (server/db/prepared-statements.ts); one that answered `s.*` fails once its table has another
 * column ("cached plan must not change result type"). So statements name their columns. On
 * PGlite (no named statements of ours) this only checks the calls survive the change.
 */
const t = await createTestApp();
const w = await plannerWorld(t);
const { owner } = w.people;
const get = (name: string, input: Record<string, unknown>) => t.call(name, input, { method: 'GET' });
const post = (name: string, input: Record<string, unknown>) => t.call(name, input);

const postRow = (
  await post('posts', { action: 'create', sessionId: owner.sessionId, title: 'Пост с квизом', status: 'published' })
).body.post as { id: number };
const quizCreated = await post('quiz', {
  action: 'create',
  sessionId: owner.sessionId,
  quiz: { post_id: postRow.id, title: 'Квиз', content: QUESTIONS },
});
expect(quizCreated.status, JSON.stringify(quizCreated.body)).toBe(200);

/** Calls that together run every statement that used to answer `*`: each must answer 200. */
async function everyCall(round: number): Promise<Record<string, number>> {
  const anon = await t.anonymousSession();
  const roleOf = round % 2 ? ROLE.viewer : ROLE.member;
  return {
    // A ticket redeemed reads its session with it.
    'realtime stream': await t.stream(anon).then(
      (stream) => (void stream.close(), 200),
      () => 500,
    ),
    'check-session': (await post('check-session', { sessionId: owner.sessionId })).status,
    'check-session anonymous': (await post('check-session', { sessionId: anon })).status,
    'planner-data': (await get('planner-data', { sessionId: owner.sessionId, projectId: w.projectA.id })).status,
    'tasks create': (
      await post('tasks', {
        action: 'create',
        sessionId: owner.sessionId,
        project_id: w.projectA.id,
        title: `Task ${round}`,
      })
    ).status,
    'members updateRole': (
      await post('members', {
        action: 'updateRole',
        sessionId: owner.sessionId,
        memberId: w.rows.memberRow.id,
        roleId: roleOf,
      })
    ).status,
    'quiz getByPost': (await get('quiz', { action: 'getByPost', postId: postRow.id, sessionId: owner.sessionId }))
      .status,
    catalog: (await get('catalog', {})).status,
    'catalog export': (await exportCatalog(t.db.db)).services.length >= 0 ? 200 : 500,
  };
}

const TABLES = [
  'sessions',
  'profiles',
  'user_settings',
  'tasks',
  'members',
  'projects',
  'spaces',
  'quiz',
  'posts',
  'catalog_services',
  'realtime_tickets',
];

describe('a column added while the server runs', () => {
  const other = t.db.url
    ? connectDb({ databaseUrl: t.db.url, logger: createLogger('silent'), poolSize: 1 })
    : undefined;
  afterAll(async () => (await other)?.close());

  it('leaves every call answering 200', async () => {
    const ok = (r: Record<string, number>) => Object.fromEntries(Object.keys(r).map((k) => [k, 200]));
    // Twice, so the statements are named and kept on the connections these calls use.
    for (const round of [1, 2]) {
      const r = await everyCall(round);
      expect(r).toEqual(ok(r));
    }
    // From another connection, as a migration run by a newer process would.
    const migrating = (await other)?.db ?? t.db.db;
    for (const table of TABLES) await sql`alter table ${sql.table(table)} add column extra_test int`.execute(migrating);
    try {
      for (const round of [3, 4]) {
        const r = await everyCall(round);
        expect(r).toEqual(ok(r));
      }
    } finally {
      for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column extra_test`.execute(migrating);
    }
  });
});
