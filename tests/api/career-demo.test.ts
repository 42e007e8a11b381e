import { describe, expect, it } from 'vitest';
import { seedDemo } from '@server/demo/seed.ts';
import { createLogger } from '@server/logger.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

describe('demo career board', () => {
  it('has 40+ vacancies, 15+ job seekers and 10 coming events, once', async () => {
    await seedDemo(t.db.db, createLogger('silent'));
    await seedDemo(t.db.db, createLogger('silent'));
    const jobs = [];
    for (let page = 1, more = true; more; page++) {
      const r = await t.call('career', { tab: 'jobs', page }, { method: 'GET' });
      expect(r.status).toBe(200);
      jobs.push(...r.body.jobs);
      more = r.body.pagination.hasMore;
    }
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(
      new Set(jobs.map((j: { profile: { info: { city?: string } } }) => j.profile.info.city)).size,
    ).toBeGreaterThanOrEqual(6);
    expect(jobs.some((j: { work_format: string[] }) => j.work_format.includes('remote'))).toBe(true);
    const seekers = await t.call('career', { tab: 'jobSeekers', limit: 50 }, { method: 'GET' });
    expect(seekers.body.jobSeekers.length).toBeGreaterThanOrEqual(15);
    const events = await t.db.db.selectFrom('events').select(['start_date']).execute();
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(events.every((e) => new Date(e.start_date!).getTime() > Date.now())).toBe(true);
    // The feed stays the community's: employers' vacancy posts are not on it.
    const feed = await t.call('posts', { action: 'feed' }, { method: 'GET' });
    expect(feed.body.posts.every((p: { has_job: boolean }) => !p.has_job)).toBe(true);
  });
});
