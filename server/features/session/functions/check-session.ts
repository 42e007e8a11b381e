import { checkSessionCall } from '@shared/contracts/session.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { sessionCookieOf, setSessionCookie } from '@server/http/session-cookie.ts';
import { findSession } from '@server/services/sessions.ts';

/**
 * Start-up's session-existence lookup: a missing session is an answer, not an error. It also
 * keeps the HttpOnly session cookie in step: a session from before the cookie
 * gets it here once (anonymous ones too: the server draws their pages).
 *
 * A gone session's cookie is left alone: the app makes a new session at once, whose answer
 * replaces it, and until then the server draws nothing for it. Clearing it here raced with
 * sign-out: a check sent just before it carries the old session in its cookie, and its answer,
 * arriving after sign-out's, cleared the new session's cookie.
 */
export default defineFunction(checkSessionCall, async ({ sessionId }, { deps, c }) => {
  const s = await findSession(deps.db.db, sessionId);
  if (s && sessionCookieOf(c) !== sessionId) setSessionCookie(c, deps, sessionId);
  return { exists: !!s, isAuth: !!s?.is_auth, userId: s?.is_auth ? s.user_id : null };
});
