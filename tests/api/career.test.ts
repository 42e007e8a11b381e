import { describe, expect, it } from 'vitest';
import { saveUpload } from '../../server/services/uploads.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp({ rateLimitFactor: 100 });
const get = (fn: string, input: Record<string, unknown>) => t.call(fn, input, { method: 'GET' });
const firm = await t.signIn('ООО «Вектор»');
const lawyer = await t.signIn('Юрист Соискатель');
const other = await t.signIn('Другой автор');

async function newPost(who = firm, status = 'published') {
  return (await t.call('posts', { action: 'create', sessionId: who.sessionId, title: 'Вакансия', status })).body.post as { id: number; url: string; slug: string };
}
const vacancy = (postId: number, fields: Record<string, unknown> = {}) => ({
  type: 'vacancy', post_id: postId, title: 'Юрист по банкротству', description: 'Сопровождение процедур банкротства, работа с кредиторами.',
  work_status: ['job'], work_type: ['full-time'], work_format: ['hybrid'], salary: { range: { from: 120000, to: 180000 }, period: 'monthly', currency: 'RUB' }, ...fields,
});
async function addVacancy(fields: Record<string, unknown> = {}, who = firm) {
  const p = await newPost(who);
  const r = await t.call('jobs', { action: 'create', sessionId: who.sessionId, job: vacancy(p.id, fields) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { post: p, job: r.body.job };
}

describe('jobs', () => {
  it('puts a vacancy on the author’s post and answers it by post', async () => {
    const { post, job } = await addVacancy();
    expect(job).toMatchObject({ type: 'vacancy', post_id: post.id, profile_id: firm.profileId, salary: { range: { from: 120000, to: 180000 } } });
    expect((await get('jobs', { action: 'getByPost', postId: post.id })).body.job.id).toBe(job.id);
    const feed = (await get('posts', { action: 'get', url: post.url })).body.post;
    expect(feed.has_job).toBe(true);
    const again = await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(post.id) });
    expect(again.body.code).toBe('job_exists');
  });

  it('answers 403 for a job on someone else’s post, 404 on their draft', async () => {
    const p = await newPost(other);
    expect((await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(p.id) })).status).toBe(403);
    const draft = await newPost(other, 'draft');
    expect((await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: vacancy(draft.id) })).status).toBe(404);
    const { job } = await addVacancy({}, other);
    expect((await t.call('jobs', { action: 'update', sessionId: firm.sessionId, job: { ...vacancy(job.post_id), id: job.id } })).status).toBe(403);
    expect((await t.call('jobs', { action: 'delete', sessionId: firm.sessionId, jobId: job.id })).status).toBe(403);
  });

  it('keeps one resume per profile, the person’s own', async () => {
    const resume = { type: 'resume', post_id: null, title: 'Корпоративный юрист', description: 'Пять лет в M&A.', work_format: ['remote'], salary: { amount: 200000, period: 'monthly', currency: 'RUB' } };
    const r = await t.call('jobs', { action: 'create', sessionId: lawyer.sessionId, job: resume });
    expect(r.status).toBe(200);
    expect(r.body.job).toMatchObject({ type: 'resume', post_id: null, profile_id: lawyer.profileId });
    const second = await t.call('jobs', { action: 'create', sessionId: lawyer.sessionId, job: resume });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('resume_exists');
    const forSomeoneElse = await t.call('jobs', { action: 'create', sessionId: firm.sessionId, job: { ...resume, profile_id: lawyer.profileId } });
    expect(forSomeoneElse.status).toBe(403);
    expect((await t.call('jobs', { action: 'update', sessionId: firm.sessionId, job: { ...resume, id: r.body.job.id } })).status).toBe(403);
    expect((await get('jobs', { action: 'getResume', profileId: lawyer.profileId })).body.job.title).toBe('Корпоративный юрист');
    const upd = await t.call('jobs', { action: 'update', sessionId: lawyer.sessionId, job: { ...resume, id: r.body.job.id, title: 'Старший корпоративный юрист' } });
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

describe('events', () => {
  const event = (postId: number, fields: Record<string, unknown> = {}) => ({
    post_id: postId, title: 'Форум по банкротству', description: 'Практика 2026 года', location: 'Москва, Пресненская наб., 12',
    start_date: '2026-12-10T10:00:00+03:00', end_date: '2026-12-10T18:00:00+03:00', type: 'forum', is_online: true, is_offline: true, link: 'https://example.ru/forum', ...fields,
  });

  it('puts an event on the author’s post with its region and own cover', async () => {
    const p = await newPost();
    const regions = (await get('regions', {})).body.regions as { id: number; code: string; title: string; is_top: boolean }[];
    expect(regions.length).toBeGreaterThanOrEqual(85);
    expect(regions[0].is_top).toBe(true);
    const moscow = regions.find((r) => r.code === '77')!;
    expect(moscow.title).toBe('Москва');
    const { url: cover } = await saveUpload(t.db.db, t.deps.uploads, { profileId: firm.profileId, bucket: 'posts', folder: 'events', body: new Uint8Array([1]), contentType: 'image/webp' });
    const r = await t.call('event', { action: 'create', sessionId: firm.sessionId, event: event(p.id, { region_id: moscow.id, cover }) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.event).toMatchObject({ title: 'Форум по банкротству', region: { title: 'Москва', code: '77' }, cover, type: 'forum' });
    expect(Date.parse(r.body.event.start_date)).toBe(Date.parse('2026-12-10T07:00:00Z'));
    expect((await get('event', { action: 'getByPost', postId: p.id })).body.event.id).toBe(r.body.event.id);
    expect((await get('posts', { action: 'get', url: p.url })).body.post.has_event).toBe(true);
  });

  it.each([
    ['no title', { title: '' }, 'Title is required'],
    ['no start', { start_date: null }, 'Start date is required'],
    ['offline without a location', { location: '' }, 'Offline events require a location'],
    ['an end before the start', { end_date: '2026-12-09T10:00:00+03:00' }, 'end'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'http'],
    ['an unknown type', { type: 'party' }, '.'],
    ['an unknown region', { region_id: 99999 }, 'Unknown region'],
    ['a cover that is not the author’s upload', { cover: 'https://evil.example/x.png' }, 'not one you uploaded'],
  ])('refuses %s with a clear 4xx', async (_n, fields, text) => {
    const p = await newPost();
    const r = await t.call('event', { action: 'create', sessionId: firm.sessionId, event: event(p.id, fields) });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain(text);
  });

  it('answers 403 on someone else’s post', async () => {
    const p = await newPost(other);
    expect((await t.call('event', { action: 'create', sessionId: firm.sessionId, event: event(p.id) })).status).toBe(403);
  });
});

describe('career', () => {
  it('lists vacancies of published posts with filters, search and pages', async () => {
    const f = await createTestApp({ rateLimitFactor: 100 });
    const boss = await f.signIn('Работодатель');
    const mk = async (fields: Record<string, unknown>, status = 'published') => {
      const p = (await f.call('posts', { action: 'create', sessionId: boss.sessionId, title: 'Вакансия', status })).body.post;
      const r = await f.call('jobs', { action: 'create', sessionId: boss.sessionId, job: vacancy(p.id, fields) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { post: p, job: r.body.job };
    };
    await mk({ title: 'Юрист в офис', description: 'Договорная работа, претензии.', work_format: ['on-site'], salary: { amount: 90000, period: 'monthly', currency: 'RUB' } });
    const remote = await mk({ title: 'Удалённый юрист по банкротству', work_format: ['remote'], salary: { range: { from: 150000, to: 250000 }, period: 'monthly', currency: 'RUB' } });
    await mk({ title: 'Legal counsel (remote)', description: 'Contracts and compliance for an IT company', work_format: ['remote'], salary: { amount: 3000, period: 'monthly', currency: 'USD' } });
    const hidden = await mk({ title: 'Черновая вакансия' }, 'draft');
    const archived = await mk({ title: 'Архивная вакансия' });
    await f.call('posts', { action: 'archive', sessionId: boss.sessionId, id: archived.post.id });

    const list = async (q: Record<string, unknown>) => {
      const r = await f.call('career', { tab: 'jobs', ...q }, { method: 'GET' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as { jobs: { title: string; post: { url: string }; profile: { username: string } }[]; pagination: { page: number; hasMore: boolean } };
    };
    const all = await list({});
    expect(all.jobs.map((j) => j.title)).toEqual(['Legal counsel (remote)', 'Удалённый юрист по банкротству', 'Юрист в офис']);
    expect(all.jobs[1].post.url).toBe(remote.post.url);
    expect(all.jobs[0].profile.username).toBe(boss.username);
    expect(JSON.stringify(all)).not.toContain(hidden.job.title);
    expect((await list({ workFormat: 'remote' })).jobs).toHaveLength(2);
    expect((await list({ workFormat: 'remote,on-site' })).jobs).toHaveLength(3);
    // A fixed amount inside the range, a range overlapping it; in the chosen currency.
    expect((await list({ salaryFrom: 80000, salaryTo: 100000, salaryCurrency: 'RUB' })).jobs.map((j) => j.title)).toEqual(['Юрист в офис']);
    expect((await list({ salaryFrom: 200000, salaryCurrency: 'RUB' })).jobs.map((j) => j.title)).toEqual(['Удалённый юрист по банкротству']);
    expect((await list({ salaryCurrency: 'USD' })).jobs.map((j) => j.title)).toEqual(['Legal counsel (remote)']);
    // Search: Russian word forms, English, any case, prefixes; wildcards are plain text.
    expect((await list({ search: 'БАНКРОТСТВА' })).jobs.map((j) => j.title)).toEqual(['Удалённый юрист по банкротству']);
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
