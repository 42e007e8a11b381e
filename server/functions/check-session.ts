import { checkSessionInput } from '../../shared/schemas/session.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { findSession } from '../services/sessions.ts';

/** Start-up's session-existence lookup: a missing session is an answer, not an error. */
export default defineFunction({
  name: 'check-session',
  handler: action({
    method: 'POST',
    input: checkSessionInput,
    async handler({ sessionId }, { deps }) {
      const s = await findSession(deps.db.db, sessionId);
      return { exists: !!s, isAuth: !!s?.is_auth, userId: s?.is_auth ? s.user_id : null };
    },
  }),
});
