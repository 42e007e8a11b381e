import { z } from 'zod';
import { defineCall, defineCalls } from '../contract.ts';
import {
  exportAnswer,
  quizActions,
  quizAnswer,
  quizPassAnswer,
  quizPassInput,
  quizResultsAnswer,
  quizResultsInput,
  quizSchema,
  startAnswer,
} from '../schemas/quiz.ts';

const ok = z.object({ ok: z.literal(true) });

/** The quiz of a post: the player's reading and start, the author's editor. */
export const quizCalls = defineCalls('quiz', {
  getByPost: { method: 'GET', input: quizActions.getByPost, output: quizAnswer },
  create: { method: 'POST', input: quizActions.create, output: z.object({ quiz: quizSchema }) },
  update: { method: 'POST', input: quizActions.update, output: z.object({ quiz: quizSchema }) },
  delete: { method: 'POST', input: quizActions.delete, output: ok },
  setPaused: { method: 'POST', input: quizActions.setPaused, output: z.object({ quiz: quizSchema }) },
  archiveResult: { method: 'POST', input: quizActions.archiveResult, output: ok },
  start: { method: 'POST', input: quizActions.start, output: startAnswer },
  exportResults: { method: 'GET', input: quizActions.exportResults, output: exportAnswer },
});

/** A finished attempt, scored by the server (the client's score is never trusted). */
export const quizPassCall = defineCall('quiz-pass', { method: 'POST', input: quizPassInput, output: quizPassAnswer });

/** A quiz's results for those who may see them. */
export const quizResultsCall = defineCall('quiz-results', {
  method: 'GET',
  input: quizResultsInput,
  output: quizResultsAnswer,
});
