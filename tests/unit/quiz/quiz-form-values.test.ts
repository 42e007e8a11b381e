import { describe, expect, it } from 'vitest';
import { quizInput, type Quiz } from '@shared/schemas/quiz.ts';
import { emptyQuestion, formValuesOf, newId } from '@app/features/posts/quiz/quiz-form-values.ts';

const saved: Quiz = {
  id: 3,
  post_id: 9,
  title: 'Конкурс',
  description: null,
  question_count: 1,
  passed_count: 2,
  is_anonymous: false,
  is_time_limit: true,
  time_limit: 10,
  results_visible: 'all',
  is_paused: false,
  is_one_time: true,
  is_answers_visible: true,
  is_registration: true,
  registration: [{ id: 'email', type: 'email', label: 'Email', placeholder: '', required: true }],
  content: [
    {
      id: 'q1',
      number: 1,
      question: 'Срок давности?',
      explanation: null,
      options: [
        { id: 'a', option: '1 год', is_correct: false },
        { id: 'b', option: '3 года', is_correct: true },
      ],
    },
  ],
  created_at: '2026-11-23T00:00:00Z',
  updated_at: '2026-11-23T00:00:00Z',
};

describe("the quiz editor's values", () => {
  it('starts a new quiz with the spec defaults: anonymous, no limit, results to the owner, one empty question of two options', () => {
    const v = formValuesOf(9, null);
    expect(v).toMatchObject({
      post_id: 9,
      is_anonymous: true,
      is_one_time: false,
      is_time_limit: false,
      results_visible: 'owner',
      registration: [],
    });
    expect(v.content).toHaveLength(1);
    expect(v.content[0].options).toHaveLength(2);
    // Untouched, it is refused by the create call's own schema (title, texts, no correct option).
    expect(quizInput.safeParse(v).success).toBe(false);
  });

  it('opens a saved quiz so that saving it unchanged keeps its ids, the correct option and the settings', () => {
    const parsed = quizInput.parse(formValuesOf(9, saved));
    expect(parsed.content[0]).toMatchObject({
      id: 'q1',
      options: [
        { id: 'a', isCorrect: false },
        { id: 'b', isCorrect: true },
      ],
    });
    expect(parsed).toMatchObject({
      is_one_time: true,
      time_limit: 10,
      results_visible: 'all',
      registration: [{ id: 'email', type: 'email', required: true }],
    });
  });

  it('gives new questions, options and fields ids the server accepts', () => {
    for (const id of [newId('q'), newId('o'), newId('f'), emptyQuestion().id!])
      expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });
});
