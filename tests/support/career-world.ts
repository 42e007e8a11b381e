import { expect } from 'vitest';
import { createTestApp } from './test-app.ts';

/** A vacancy's fields as the job form sends them, on post `postId`. */
export const vacancy = (postId: number, fields: Record<string, unknown> = {}) => ({
  type: 'vacancy',
  post_id: postId,
  title: 'Юрист по банкротству',
  description: 'Сопровождение процедур банкротства, работа с кредиторами.',
  work_status: ['job'],
  work_type: ['full-time'],
  work_format: ['hybrid'],
  salary: { range: { from: 120000, to: 180000 }, period: 'monthly', currency: 'RUB' },
  ...fields,
});

/** The jobs, event and career API tests' world: an app, a firm, a lawyer and another author, with post and vacancy helpers. */
export async function createCareerWorld() {
  const t = await createTestApp({ rateLimitFactor: 100 });
  const get = (fn: string, input: Record<string, unknown>) => t.call(fn, input, { method: 'GET' });
  const firm = await t.signIn('ООО «Вектор»');
  const lawyer = await t.signIn('Юрист Соискатель');
  const other = await t.signIn('Другой автор');

  async function newPost(who = firm, status = 'published') {
    return (await t.call('posts', { action: 'create', sessionId: who.sessionId, title: 'Вакансия', status })).body
      .post as { id: number; url: string; slug: string };
  }
  async function addVacancy(fields: Record<string, unknown> = {}, who = firm) {
    const p = await newPost(who);
    const r = await t.call('jobs', { action: 'create', sessionId: who.sessionId, job: vacancy(p.id, fields) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { post: p, job: r.body.job };
  }
  return { t, get, firm, lawyer, other, newPost, addVacancy };
}
