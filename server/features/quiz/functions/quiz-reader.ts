import type { FnContext } from '@server/http/define-function.ts';
import type { QuizReader } from '../quiz-access.ts';

/**
 * The reader of a quiz call, looked up only when needed: nobody without a session id (a
 * public quiz needs none), else the session's person (an anonymous session is nobody; a
 * session id that is no longer live is a 401, so the app signs in again).
 */
export const quizReader = (ctx: FnContext, sessionId: string | undefined) => {
  let found: Promise<QuizReader> | undefined;
  return () =>
    (found ??= sessionId
      ? ctx.session().then((s) => ({ profileId: s.caller?.profileId ?? null, roles: s.caller?.roles ?? [] }))
      : Promise.resolve({ profileId: null, roles: [] }));
};
