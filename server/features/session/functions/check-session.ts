import { checkSessionCall } from '@shared/contracts/session.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '@server/http/session-cookie.ts';
import { findSession } from '@server/services/sessions.ts';

/**
 * Start-up's session-existence lookup: a missing session is an answer, not an error. It also
 * keeps the HttpOnly session cookie in step (issue 31 §7): a session from before the cookie
 * gets it here once (anonymous ones too, issue 32 step C: the server draws their pages); a
 * session gone loses it.
 */
export default defineFunction(checkSessionCall, async ({ sessionId }, { deps, c }) => {
  const s = await findSession(deps.db.db, sessionId);
  const cookie = sessionCookieOf(c);
  if (s) {
    if (cookie !== sessionId) setSessionCookie(c, deps, sessionId);
    // Only its own: a late check of a session just ended (sign-out) leaves the cookie of the one that replaced it.
  } else if (cookie === sessionId) clearSessionCookie(c, deps);
  return { exists: !!s, isAuth: !!s?.is_auth, userId: s?.is_auth ? s.user_id : null };
});
