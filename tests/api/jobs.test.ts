import { describe, expect, it } from 'vitest';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { createCareerWorld, vacancy } from '../support/career-world.ts';

const { t, get, firm, lawyer, other, newPost, addVacancy } = await createCareerWorld();

describe('jobs', () => {
  it('puts a vacancy on the author’s post and answers it by post', async () => {
    const { post, job } = await addVacancy();
    expect(job).toMatchObject({
      type: 'vacancy',
      post_id: post.id,
      profile_id: firm.profileId,
      salary: { range: { from: 120000, to: 180000 } },
    });
    expect((await get('jobs', { action: 'getByPost', postId: post.id })).body.job.id).toBe(job.id);
    const feed = (await get('posts', { action: 'get', url: post.url })).body.post;
    expect(feed.has_job).toBe(true);
    const again = await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(post.id) });
    expect(again.body.code).toBe('job_exists');
  });

  it('answers 403 for a job on someone else’s post, 404 on their draft', async () => {
    const p = await newPost(other);
    expect((await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(p.id) })).status).toBe(
      403,
    );
    const draft = await newPost(other, 'draft');
    expect((await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(draft.id) })).status).toBe(
      404,
    );
    const { job } = await addVacancy({}, other);
    expect(
      (
        await t.call('jobs', {
          action: 'update',
          sessionId: firm.sessionId,
          job: { ...vacancy(job.post_id), id: job.id },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('jobs', { action: 'delete', sessionId: firm.sessionId, jobId: job.id })).status).toBe(403);
  });

  it('keeps one resume per profile, the person’s own', async () => {
    const resume = {
      type: 'resume',
      post_id: null,
      title: 'Корпоративный юрист',
      description: 'Пять лет в M&A.',
      work_format: ['remote'],
      salary: { amount: 200000, period: 'monthly', currency: 'RUB' },
    };
    const r = await t.call('jobs', { action: 'create', sessionId: lawyer.sessionId, job: resume });
    expect(r.status).toBe(200);
    expect(r.body.job).toMatchObject({ type: 'resume', post_id: null, profile_id: lawyer.profileId });
    const second = await t.call('jobs', { action: 'create', sessionId: lawyer.sessionId, job: resume });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('resume_exists');
    const forSomeoneElse = await t.call('jobs', {
      action: 'create',
      sessionId: firm.sessionId,
      job: { ...resume, profile_id: lawyer.profileId },
    });
    expect(forSomeoneElse.status).toBe(403);
    expect(
      (await t.call('jobs', { action: 'update', sessionId: firm.sessionId, job: { ...resume, id: r.body.job.id } }))
        .status,
    ).toBe(403);
    expect((await get('jobs', { action: 'getResume', profileId: lawyer.profileId })).body.job.title).toBe(
      'Корпоративный юрист',
    );
    const upd = await t.call('jobs', {
      action: 'update',
      sessionId: lawyer.sessionId,
      job: { ...resume, id: r.body.job.id, title: 'Старший корпоративный юрист' },
    });
    expect(upd.body.job.title).toBe('Старший корпоративный юрист');
  });

  it.each([
    ['a negative salary', { salary: { amount: -1, period: 'monthly', currency: 'RUB' } }],
    ['a fractional salary', { salary: { amount: 100.5, period: 'monthly', currency: 'RUB' } }],
    ['from above to', { salary: { range: { from: 200, to: 100 }, period: 'monthly', currency: 'RUB' } }],
    ['an unknown currency', { salary: { amount: 100, period: 'monthly', currency: 'GBP' } }],
    ['an unknown period', { salary: { amount: 100, period: 'yearly', currency: 'RUB' } }],
    ['an unknown format', { work_format: ['moon'] }],
    ['no title', { title: ' ' }],
    ['no description', { description: '' }],
  ])('refuses %s with a clear 400', async (_n, fields) => {
    const p = await newPost();
    const r = await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(p.id, fields) });
    expect(r.status).toBe(400);
    expect(r.body.error.length).toBeGreaterThan(5);
  });
});
