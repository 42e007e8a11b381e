import quiz from './functions/quiz.ts';
import quizPass from './functions/quiz-pass.ts';
import quizResults from './functions/quiz-results.ts';
import { quizRules } from './realtime-rules.ts';
import type { Feature } from '../feature.ts';

/** Quizzes on posts: the editor, the player's start and submission, the results. */
export const quizFeature: Feature = {
  name: 'quiz',
  functions: [quiz, quizPass, quizResults],
  realtimeRules: quizRules,
};
