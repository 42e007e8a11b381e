import { queryClient } from '@app/lib/query-client.ts';
import { clearPersistedQueries } from '@app/lib/query-persist.ts';
import { setSessionId } from '@app/lib/session-store.ts';
import { keepSessionId, rawInitData, TMA_INIT_EVENT, type TmaInitDetail } from '@app/lib/telegram/index.ts';
import { tmaAuth } from './api/tma-auth.ts';
import { safePath } from './safe-path.ts';

/**
 * The Mini App's `/tma` drawn by the server as the page it opens, for the session of its cookie:
 * tma-auth confirms it from Telegram's launch data. The same Telegram user
 * keeps that session (the page and its cache stay as they are); another user is signed in anew,
 * and the app starts again on their session at the page the launch names, nothing of the drawn
 * session's kept. A refusal or no answer leaves the drawn session, as /tma leaves the stored one.
 */
export async function confirmTelegramLaunch(drawnSessionId: string): Promise<void> {
  const initData = rawInitData();
  if (!initData) return;
  let answer;
  try {
    answer = await tmaAuth(initData, drawnSessionId);
  } catch (err) {
    console.error('Telegram sign-in behind the drawn page failed', err);
    return;
  }
  await keepSessionId(answer.sessionId);
  if (answer.sessionId === drawnSessionId) return;
  void clearPersistedQueries();
  queryClient.clear();
  setSessionId(answer.sessionId);
  window.history.replaceState(null, '', safePath(answer.redirectTo));
  window.dispatchEvent(new CustomEvent<TmaInitDetail>(TMA_INIT_EVENT, { detail: { sessionId: answer.sessionId } }));
}
