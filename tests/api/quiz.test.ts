import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createQuizWorld, QUESTIONS } from '../support/quiz-world.ts';

const { t, get, owner, alice, newPost, newQuiz, take } = await createQuizWorld();

describe('quiz editor', () => {
  it('creates with the spec’s defaults, for the post’s author', async () => {
    const q = await newQuiz();
    expect(q).toMatchObject({
      is_anonymous: true,
      is_one_time: false,
      is_time_limit: false,
      time_limit: null,
      results_visible: 'owner',
      is_paused: false,
      passed_count: 0,
    });
    const again = await t.call('quiz', {
      action: 'create',
      sessionId: owner.sessionId,
      quiz: { post_id: q.post_id, title: 'Второй', content: QUESTIONS },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('quiz_exists');
    // The post now says it carries a quiz.
    const post = await get('posts', { action: 'feed' });
    expect(post.status).toBe(200);
  });

  it('forces one-time off while anonymous', async () => {
    expect((await newQuiz({ is_anonymous: true, is_one_time: true })).is_one_time).toBe(false);
    expect((await newQuiz({ is_anonymous: false, is_one_time: true })).is_one_time).toBe(true);
  });

  it('answers 403 to someone else and 404 on someone else’s draft', async () => {
    const p = await newPost();
    const r = await t.call('quiz', {
      action: 'create',
      sessionId: alice.sessionId,
      quiz: { post_id: p.id, title: 'x', content: QUESTIONS },
    });
    expect(r.status).toBe(403);
    const draft = await newPost(owner, 'draft');
    expect(
      (
        await t.call('quiz', {
          action: 'create',
          sessionId: alice.sessionId,
          quiz: { post_id: draft.id, title: 'x', content: QUESTIONS },
        })
      ).status,
    ).toBe(404);
    const q = await newQuiz();
    for (const action of ['update', 'delete', 'setPaused']) {
      const x = await t.call('quiz', {
        action,
        sessionId: alice.sessionId,
        quizId: q.id,
        paused: true,
        quiz: { post_id: q.post_id, title: 'Взлом', content: QUESTIONS },
      });
      expect(x.status, action).toBe(403);
    }
  });

  it.each([
    ['no questions', { content: [] }, /question/i],
    [
      'a question with one option',
      { content: [{ question: 'В?', options: [{ text: 'Да', isCorrect: true }] }] },
      /2 options/,
    ],
    [
      'two correct options',
      {
        content: [
          {
            question: 'В?',
            options: [
              { text: 'Да', isCorrect: true },
              { text: 'Нет', isCorrect: true },
            ],
          },
        ],
      },
      /exactly one/,
    ],
    [
      'no correct option',
      {
        content: [
          {
            question: 'В?',
            options: [
              { text: 'Да', isCorrect: false },
              { text: 'Нет', isCorrect: false },
            ],
          },
        ],
      },
      /exactly one/,
    ],
    [
      'an empty question',
      {
        content: [
          {
            question: '  ',
            options: [
              { text: 'Да', isCorrect: true },
              { text: 'Нет', isCorrect: false },
            ],
          },
        ],
      },
      /required/i,
    ],
    ['a 1001-minute limit', { is_time_limit: true, time_limit: 1001 }, /1000/],
    ['a time limit left out', { is_time_limit: true }, /time limit/i],
    ['a fractional limit', { is_time_limit: true, time_limit: 1.5 }, /whole/i],
    ['no title', { title: ' ' }, /required/i],
    ['unknown visibility', { results_visible: 'everyone' }, /.+/],
  ])('refuses %s with a clear 400', async (_n, fields, text) => {
    const p = await newPost();
    const r = await t.call('quiz', {
      action: 'create',
      sessionId: owner.sessionId,
      quiz: { post_id: p.id, title: 'Квиз', content: QUESTIONS, ...fields },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(text);
  });

  it('updates, pauses and deletes; a deleted quiz is not found', async () => {
    const q = await newQuiz();
    const u = await t.call('quiz', {
      action: 'update',
      sessionId: owner.sessionId,
      quizId: q.id,
      quiz: { post_id: q.post_id, title: 'Новое название', content: QUESTIONS, is_time_limit: true, time_limit: 5 },
    });
    expect(u.body.quiz).toMatchObject({ title: 'Новое название', time_limit: 5, is_time_limit: true });
    // Question and option ids are kept, so stored answers keep their meaning.
    expect(u.body.quiz.content.map((x: { id: string }) => x.id)).toEqual(['q1', 'q2']);
    expect(
      (await t.call('quiz', { action: 'setPaused', sessionId: owner.sessionId, quizId: q.id, paused: true })).body.quiz
        .is_paused,
    ).toBe(true);
    expect((await t.call('quiz', { action: 'delete', sessionId: owner.sessionId, quizId: q.id })).status).toBe(200);
    for (const r of [
      await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id }),
      await t.call('quiz-pass', { sessionId: alice.sessionId, quizId: q.id, results: { answers: [] } }),
      await get('quiz-results', { sessionId: owner.sessionId, quizId: q.id }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('Quiz not found');
    }
    expect((await get('quiz', { action: 'getByPost', postId: q.post_id })).body).toEqual({ quiz: null, viewer: null });
  });
});

describe('exportResults', () => {
  it('gives the owner a CSV Excel opens: BOM, every answer and registration field, formulas made text', async () => {
    const q = await newQuiz({
      is_anonymous: false,
      is_registration: true,
      registration: [{ id: 'firm', type: 'text', label: 'Компания', required: true }],
    });
    await take(alice, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }], {
      registration: { firm: '=HYPERLINK("http://evil")' },
    });
    const r = await get('quiz', { action: 'exportResults', sessionId: owner.sessionId, quizId: q.id });
    expect(r.status).toBe(200);
    const { csv, filename } = r.body;
    expect(filename).toMatch(/\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, line] = csv.slice(1).trim().split('\r\n');
    expect(header).toContain('1. Срок исковой давности по общему правилу?');
    expect(header).toContain('Компания');
    expect(line).toContain('Алиса Участница');
    expect(line).toContain('3 года (');
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect((await get('quiz', { action: 'exportResults', sessionId: alice.sessionId, quizId: q.id })).status).toBe(403);
  });
});
