import { redirectFromStartParam } from '@shared/start-param.ts';
import type { AppDeps } from '@server/deps.ts';
import { publicPostOfQuiz } from '@server/features/quiz/quiz-access.ts';

/**
 * Where the mini-app lands: the start parameter's page; `quiz_<id>` (a notification about a
 * quiz) is the page of the quiz's post, looked up here (a quiz unknown or not public: /).
 * tma-auth answers it, and the server draws it for `/tma` (http/first-screen-drawing.ts).
 */
export async function tmaLanding(deps: AppDeps, startParam: string | null | undefined): Promise<string> {
  const quiz = /^quiz_(\d{1,10})$/.exec(startParam ?? '');
  if (!quiz || Number(quiz[1]) > 2_147_483_647) return redirectFromStartParam(startParam);
  const post = await publicPostOfQuiz(deps.db.db, Number(quiz[1]));
  return post ? redirectFromStartParam(`post_${post.url}`) : '/';
}
