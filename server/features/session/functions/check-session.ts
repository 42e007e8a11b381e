import { checkSessionCall } from '@shared/contracts/session.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { findSession } from '@server/services/sessions.ts';

/** Start-up's session-existence lookup: a missing session is an answer, not an error. */
export default defineFunction(checkSessionCall, async ({ sessionId }, { deps }) => {
  const s = await findSession(deps.db.db, sessionId);
  return { exists: !!s, isAuth: !!s?.is_auth, userId: s?.is_auth ? s.user_id : null };
});
