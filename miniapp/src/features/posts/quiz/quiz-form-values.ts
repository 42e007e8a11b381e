import type { z } from 'zod';
import type { Quiz, quizInput } from '@shared/schemas/quiz.ts';

export type QuizFormValues = z.input<typeof quizInput>;
export type QuestionValues = QuizFormValues['content'][number];

/** Ids the editor gives new questions, options and fields (the schema's `localId`). */
export const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

export const emptyQuestion = (): QuestionValues => ({
  id: newId('q'),
  question: '',
  explanation: '',
  options: [
    { id: newId('o'), text: '', isCorrect: false },
    { id: newId('o'), text: '', isCorrect: false },
  ],
});

/** The form's start: a new quiz with the defaults (anonymous on, no limit, results to the owner), or the saved one. */
export function formValuesOf(postId: number, quiz: Quiz | null): QuizFormValues {
  if (!quiz) {
    return {
      post_id: postId,
      title: '',
      description: '',
      content: [emptyQuestion()],
      is_anonymous: true,
      is_one_time: false,
      is_time_limit: false,
      time_limit: null,
      results_visible: 'owner',
      is_answers_visible: false,
      is_registration: false,
      registration: [],
    };
  }
  return {
    post_id: postId,
    title: quiz.title,
    description: quiz.description ?? '',
    content: quiz.content.map((q) => ({
      id: q.id,
      question: q.question,
      explanation: q.explanation ?? '',
      options: q.options.map((o) => ({ id: o.id, text: o.option, isCorrect: !!o.is_correct })),
    })),
    is_anonymous: quiz.is_anonymous,
    is_one_time: quiz.is_one_time,
    is_time_limit: quiz.is_time_limit,
    time_limit: quiz.time_limit,
    results_visible: quiz.results_visible,
    is_answers_visible: quiz.is_answers_visible,
    is_registration: quiz.is_registration,
    registration: quiz.registration.map((f) => ({ ...f })),
  };
}
