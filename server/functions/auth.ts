import { authActions as input } from '../../shared/schemas/auth.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { clientAddress, headerTimezone, userAgent } from '../http/client-info.ts';
import { conflict, forbidden, notFound, tooManyRequests, unavailable } from '../http/errors.ts';
import { signInLimitReached } from '../services/rate-limit.ts';
import { authenticateSession, createSession, endSession, findSession } from '../services/sessions.ts';
import { hashAddress, issueSignInToken } from '../services/sign-in-tokens.ts';
import { listDemoPeople } from '../services/demo-people.ts';
import { SIGN_IN_START_PREFIX } from '../../shared/schemas/auth.ts';

export default defineFunction({
  name: 'auth',
  actions: {
    initSession: action({
      method: 'POST',
      input: input.initSession,
      async handler(_input, { deps, c }) {
        const sessionId = await createSession(deps.db.db, { timezone: headerTimezone(c), userAgent: userAgent(c) });
        return { sessionId };
      },
    }),
    initAuth: action({
      method: 'POST',
      input: input.initAuth,
      async handler({ sessionId }, ctx) {
        const { deps, c } = ctx;
        const session = await ctx.session(sessionId);
        const bot = deps.botUsername();
        if (!bot) {
          throw deps.config.botToken
            ? unavailable('The sign-in bot is starting; try again in a few seconds', 'bot_starting')
            : unavailable('Sign-in through Telegram is not set up on this server (BOT_TOKEN is not set)', 'bot_not_configured');
        }
        if (session.is_auth) throw conflict('This session is already signed in', 'already_signed_in');
        const addressHash = hashAddress(clientAddress(c, deps.config.trustProxy));
        if (await signInLimitReached(deps.db.db, { sessionId, addressHash })) {
          c.header('Retry-After', '60');
          throw tooManyRequests('Too many sign-in attempts. Please wait a minute and try again.');
        }
        const { token, expiresAt } = await issueSignInToken(deps.db.db, { sessionId, addressHash, userAgent: userAgent(c) });
        return {
          state: token,
          link: `https://t.me/${bot}?start=${SIGN_IN_START_PREFIX}${token}`,
          expiresAt: expiresAt.toISOString(),
        };
      },
    }),
    checkAuth: action({
      method: 'POST',
      input: input.checkAuth,
      async handler({ sessionId }, { deps }) {
        const s = await findSession(deps.db.db, sessionId);
        return { isAuthenticated: !!s?.is_auth, state: s ? (s.is_auth ? 'authenticated' : 'anonymous') : null };
      },
    }),
    signOut: action({
      method: 'POST',
      input: input.signOut,
      async handler({ sessionId }, { deps, c }) {
        await endSession(deps.db.db, sessionId);
        const fresh = await createSession(deps.db.db, { timezone: headerTimezone(c), userAgent: userAgent(c) });
        return { sessionId: fresh };
      },
    }),
    demoPeople: action({
      method: 'ANY',
      input: input.demoPeople,
      async handler(_input, { deps }) {
        if (!deps.config.demo) throw notFound('Demo sign-in is not available', 'demo_off');
        return { people: await listDemoPeople(deps.db.db) };
      },
    }),
    demoSignIn: action({
      method: 'POST',
      input: input.demoSignIn,
      async handler({ sessionId, profileId }, ctx) {
        if (!ctx.deps.config.demo) throw notFound('Demo sign-in is not available', 'demo_off');
        const session = await ctx.session(sessionId);
        const person = (await listDemoPeople(ctx.deps.db.db)).find((p) => p.id === profileId);
        if (!person?.user_id) throw notFound('Demo person not found', 'demo_person_not_found');
        if (session.is_auth) {
          if (session.user_id === person.user_id) return { sessionId };
          throw forbidden('Sign out first to sign in as someone else', 'already_signed_in');
        }
        await authenticateSession(ctx.deps.db.db, sessionId, person.user_id);
        return { sessionId };
      },
    }),
  },
});
