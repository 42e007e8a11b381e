import { quizSchema, quizViewerSchema, type Quiz, type QuizViewer } from '@shared/schemas/quiz.ts';

const AT = '2026-11-01T09:00:00.000Z';

/** Two questions, the correct option first in the first and second in the second. */
export const QUESTIONS = [
  {
    id: 'q1',
    number: 1,
    question: 'Срок исковой давности?',
    explanation: 'Статья 196 ГК РФ.',
    options: [
      { id: 'a', option: '3 года', is_correct: true },
      { id: 'b', option: '1 год', is_correct: false },
    ],
  },
  {
    id: 'q2',
    number: 2,
    question: 'Суд по экономическим спорам?',
    explanation: 'АПК РФ.',
    options: [
      { id: 'c', option: 'Районный', is_correct: false },
      { id: 'd', option: 'Арбитражный', is_correct: true },
    ],
  },
];

/** A quiz as `quiz getByPost` answers it (shared/schemas/quiz.ts): untimed, answers shown, no registration. */
export const quizOf = (fields: Partial<Quiz> = {}): Quiz =>
  quizSchema.parse({
    id: 31,
    post_id: 501,
    title: 'Проверка знаний',
    description: 'Два вопроса о процессе.',
    content: QUESTIONS,
    question_count: QUESTIONS.length,
    passed_count: 0,
    is_anonymous: false,
    is_time_limit: false,
    time_limit: null,
    results_visible: 'owner',
    is_paused: false,
    is_one_time: false,
    is_answers_visible: true,
    is_registration: false,
    registration: [],
    created_at: AT,
    updated_at: AT,
    ...fields,
  });

export const viewerOf = (fields: Partial<QuizViewer> = {}): QuizViewer =>
  quizViewerSchema.parse({
    isOwner: false,
    completed: false,
    answersRevealed: false,
    lastResult: null,
    openAttempt: null,
    canStart: true,
    ...fields,
  });

/** The server's scoring of chosen options (quiz-pass): percent, counts and each answer. */
export function scored(answers: { questionId: string; selectedOptionId: string | null }[]) {
  const reviewed = answers.map((a) => ({
    ...a,
    isCorrect: QUESTIONS.find((q) => q.id === a.questionId)!.options.some(
      (o) => o.id === a.selectedOptionId && o.is_correct,
    ),
  }));
  const correct = reviewed.filter((a) => a.isCorrect).length;
  return {
    score: (correct / QUESTIONS.length) * 100,
    correctAnswers: correct,
    wrongAnswers: QUESTIONS.length - correct,
    totalQuestions: QUESTIONS.length,
    answers: reviewed,
  };
}
