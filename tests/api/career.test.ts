import { describe, expect, it } from 'vitest';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { createTestApp } from '../support/test-app.ts';
import { createCareerWorld, vacancy } from '../support/career-world.ts';

const { t, get, lawyer } = await createCareerWorld();

describe('career', () => {
  it('lists vacancies of published posts with filters, search and pages', async () => {
    const f = await createTestApp({ rateLimitFactor: 100 });
    const boss = await f.signIn('Работодатель');
    const mk = async (fields: Record<string, unknown>, status = 'published') => {
      const p = (await f.call('posts', { action: 'create', sessionId: boss.sessionId, title: 'Вакансия', status })).body
        .post;
      const r = await f.call('jobs', { action: 'create', sessionId: boss.sessionId, job: vacancy(p.id, fields) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { post: p, job: r.body.job };
    };
    await mk({
      title: 'Юрист в офис',
      description: 'Договорная работа, претензии.',
      work_format: ['on-site'],
      salary: { amount: 90000, period: 'monthly', currency: 'RUB' },
    });
    const remote = await mk({
      title: 'Удалённый юрист по банкротству',
      work_format: ['remote'],
      salary: { range: { from: 150000, to: 250000 }, period: 'monthly', currency: 'RUB' },
    });
    await mk({
      title: 'Legal counsel (remote)',
      description: 'Contracts and compliance for an IT company',
      work_format: ['remote'],
      salary: { amount: 3000, period: 'monthly', currency: 'USD' },
    });
    const hidden = await mk({ title: 'Черновая вакансия' }, 'draft');
    const archived = await mk({ title: 'Архивная вакансия' });
    await f.call('posts', { action: 'archive', sessionId: boss.sessionId, id: archived.post.id });

    const list = async (q: Record<string, unknown>) => {
      const r = await f.call('career', { tab: 'jobs', ...q }, { method: 'GET' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as {
        jobs: { title: string; post: { url: string }; profile: { username: string } }[];
        pagination: { page: number; hasMore: boolean };
      };
    };
    const all = await list({});
    expect(all.jobs.map((j) => j.title)).toEqual([
      'Legal counsel (remote)',
      'Удалённый юрист по банкротству',
      'Юрист в офис',
    ]);
    expect(all.jobs[1].post.url).toBe(remote.post.url);
    expect(all.jobs[0].profile.username).toBe(boss.username);
    expect(JSON.stringify(all)).not.toContain(hidden.job.title);
    expect((await list({ workFormat: 'remote' })).jobs).toHaveLength(2);
    expect((await list({ workFormat: 'remote,on-site' })).jobs).toHaveLength(3);
    // A fixed amount inside the range, a range overlapping it; in the chosen currency.
    expect(
      (await list({ salaryFrom: 80000, salaryTo: 100000, salaryCurrency: 'RUB' })).jobs.map((j) => j.title),
    ).toEqual(['Юрист в офис']);
    expect((await list({ salaryFrom: 200000, salaryCurrency: 'RUB' })).jobs.map((j) => j.title)).toEqual([
      'Удалённый юрист по банкротству',
    ]);
    expect((await list({ salaryCurrency: 'USD' })).jobs.map((j) => j.title)).toEqual(['Legal counsel (remote)']);
    // Search: Russian word forms, English, any case, prefixes; wildcards are plain text.
    expect((await list({ search: 'БАНКРОТСТВА' })).jobs.map((j) => j.title)).toEqual([
      'Удалённый юрист по банкротству',
    ]);
    expect((await list({ search: 'complian' })).jobs.map((j) => j.title)).toEqual(['Legal counsel (remote)']);
    expect((await list({ search: "%' or 1=1 --" })).jobs).toEqual([]);
    expect((await list({ search: '%_\\' })).jobs).toHaveLength(3);
    const p1 = await list({ limit: 2 });
    expect(p1.pagination).toEqual({ page: 1, hasMore: true });
    const p2 = await list({ limit: 2, page: 2 });
    expect(p2.pagination).toEqual({ page: 2, hasMore: false });
    expect(p2.jobs.map((j) => j.title)).toEqual(['Юрист в офис']);
    // The post going back to draft takes its vacancy off the board.
    await f.call('posts', { action: 'update', sessionId: boss.sessionId, id: remote.post.id, status: 'draft' });
    expect((await list({})).jobs).toHaveLength(2);
  });

  it('lists job seekers with their resumes', async () => {
    const resume = { type: 'resume', post_id: null, title: 'Корпоративный юрист', description: 'Пять лет в M&A.' };
    expect((await t.call('jobs', { action: 'create', sessionId: lawyer.sessionId, job: resume })).status).toBe(200);
    const r = await get('career', { tab: 'jobSeekers' });
    expect(r.status).toBe(200);
    const me = r.body.jobSeekers.find((s: { username: string }) => s.username === lawyer.username);
    expect(me.resume.type).toBe('resume');
  });

  it.each([
    ['limit 10,000', { limit: 10000 }],
    ['page -1', { page: -1 }],
    ['a search of 5,000 characters', { search: 'а'.repeat(5000) }],
    ['an unknown tab', { tab: 'companies' }],
    ['an unknown work format', { workFormat: 'remote,moon' }],
    ['a negative salary', { salaryFrom: -5 }],
    ['from above to', { salaryFrom: 10, salaryTo: 5 }],
  ])('refuses %s with 400', async (_n, q) => {
    const r = await get('career', q);
    expect(r.status).toBe(400);
    expect(r.body.error.length).toBeGreaterThan(3);
  });
});
