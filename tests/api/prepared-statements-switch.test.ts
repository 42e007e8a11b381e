import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { careerInput } from '@shared/schemas/career.ts';
import { connectDb } from '@server/db/connect.ts';
import { readCareer } from '@server/features/career/career-list.ts';
import { readFeed } from '@server/features/posts/posts-service.ts';
import { createLogger } from '@server/logger.ts';
import { createCareerWorld } from '../support/career-world.ts';

/**
 * Named prepared statements (server/db/prepared-statements.ts) are a speed trick with an off
 * switch, PG_PREPARED=off, for poolers that cannot keep them (docs/operations.md, "Running on PostgreSQL").
 * The reads that rely on a partial index (the feed's `in_feed`, the board's `listed`) answer
 * the same either way; only with the switch on does the connection hold named statements.
 * PostgreSQL only: PGlite has no named statements of ours.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('PG_PREPARED', async () => {
  const { t, firm, addVacancy } = await createCareerWorld();
  await t.db.db
    .updateTable('profiles')
    .set({ permissions: ['home_feed_post'] })
    .where('id', '=', firm.profileId)
    .execute();
  await addVacancy();
  await addVacancy({ title: 'Корпоративный юрист' });

  async function reads(prepared: boolean) {
    // One connection, so the statements it holds are the ones these reads named.
    const d = await connectDb({ databaseUrl: t.db.url, logger: createLogger('silent'), poolSize: 1, prepared });
    try {
      const feed = (await readFeed(d.db, { page: 1 })).text;
      const board = (await readCareer(d.db, careerInput.parse({ tab: 'jobs' }))).text;
      const named = (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(d.db))
        .rows[0].n;
      return { feed, board, named };
    } finally {
      await d.close();
    }
  }

  it('the feed and the career board answer the same with the switch on and off; off names no statement', async () => {
    const on = await reads(true);
    const off = await reads(false);
    expect(
      JSON.parse(on.board)
        .jobs.map((j: { title: string }) => j.title)
        .sort(),
    ).toEqual(['Корпоративный юрист', 'Юрист по банкротству']);
    expect(JSON.parse(on.feed).posts.length).toBe(2);
    expect(off.feed).toBe(on.feed);
    expect(off.board).toBe(on.board);
    expect(on.named).toBeGreaterThan(0);
    expect(off.named).toBe(0);
  });
});
