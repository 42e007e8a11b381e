import { expect } from 'vitest';
import { createTestApp } from './test-app.ts';

/** Two questions of a Russian law quiz, as the editor sends them (q1: 'b' is right; q2: 'a'). */
export const QUESTIONS = [
  {
    id: 'q1',
    question: 'Срок исковой давности по общему правилу?',
    explanation: 'Статья 196 ГК РФ',
    options: [
      { id: 'a', text: '1 год', isCorrect: false },
      { id: 'b', text: '3 года', isCorrect: true },
    ],
  },
  {
    id: 'q2',
    question: 'Кто рассматривает споры между юрлицами?',
    explanation: '',
    options: [
      { id: 'a', text: 'Арбитражный суд', isCorrect: true },
      { id: 'b', text: 'Мировой судья', isCorrect: false },
      { id: 'c', text: 'Нотариус', isCorrect: false },
    ],
  },
];

/**
 * The quiz API tests' world: an app, a quiz owner, two participants, a partner and an
 * anonymous session, with helpers to write a post, put a quiz on it and take it.
 */
export async function createQuizWorld() {
  const t = await createTestApp({ rateLimitFactor: 100 });
  const get = (fn: string, input: Record<string, unknown>) => t.call(fn, input, { method: 'GET' });

  const owner = await t.signIn('Автор квиза');
  const alice = await t.signIn('Алиса Участница');
  const bob = await t.signIn('Борис Участник');
  const partner = await t.signIn('Партнёр');
  await t.db.db
    .updateTable('profiles')
    .set({ roles: ['partner'] })
    .where('id', '=', partner.profileId)
    .execute();
  const anon = await t.anonymousSession();

  async function newPost(who = owner, status = 'published') {
    const r = await t.call('posts', { action: 'create', sessionId: who.sessionId, title: 'Пост с квизом', status });
    expect(r.status).toBe(200);
    return r.body.post as { id: number; url: string };
  }

  async function newQuiz(fields: Record<string, unknown> = {}, post?: { id: number }) {
    const p = post ?? (await newPost());
    const r = await t.call('quiz', {
      action: 'create',
      sessionId: owner.sessionId,
      quiz: { post_id: p.id, title: 'Квиз по ГК', content: QUESTIONS, ...fields },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.quiz as { id: number; post_id: number; is_one_time: boolean };
  }

  async function take(
    who: { sessionId: string },
    quizId: number,
    answers: { questionId: string; selectedOptionId: string | null; isCorrect?: boolean }[],
    extra: Record<string, unknown> = {},
  ) {
    const s = await t.call('quiz', { action: 'start', sessionId: who.sessionId, quizId });
    if (s.status !== 200) return s;
    return t.call('quiz-pass', { sessionId: who.sessionId, quizId, results: { answers }, ...extra });
  }

  return { t, get, owner, alice, bob, partner, anon, newPost, newQuiz, take };
}
