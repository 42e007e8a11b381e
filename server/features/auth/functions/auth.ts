import type { Context } from 'hono';
import type { AppDeps } from '@server/deps.ts';
import { authCalls } from '@shared/contracts/auth.ts';
import { SIGN_IN_START_PREFIX } from '@shared/schemas/auth.ts';
import { languageOf } from '@shared/constants.ts';
import { clientAddress, headerTimezone, userAgent } from '@server/http/client-info.ts';
import { defineFunction, PRIVATE_ANSWER } from '@server/http/define-function.ts';
import { acceptLanguage, chosenLanguage } from '@server/http/language.ts';
import { HttpError, noSession } from '@server/errors.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { listDemoPeople } from '../demo-people.ts';
import { maskAddress } from '@server/services/network.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { createSession, endSession, findSession, signInReplacing } from '@server/services/sessions.ts';
import { setSessionCookie } from '@server/http/session-cookie.ts';
import { collectSignIn, issueSignInToken } from '../sign-in-tokens.ts';
import { keepVisitorLanguage, type VisitorLanguage } from '../sign-in-language.ts';

/**
 * A new anonymous session for this browser, with its cookie: the server draws an anonymous
 * reader's next cold open too.
 */
async function beginAnonymousSession(deps: AppDeps, c: Context): Promise<string> {
  const sessionId = await createSession(deps.db.db, {
    timezone: headerTimezone(c),
    userAgent: userAgent(c),
    network: maskAddress(clientAddress(c, deps.config.trustProxy)),
    language: chosenLanguage(c),
  });
  setSessionCookie(c, deps, sessionId);
  return sessionId;
}

/** The language a sign-in request's page showed: chosen with the switch, else the app's (its Accept-Language). */
const visitorLanguageOf = (c: Context): VisitorLanguage => ({
  chosen: chosenLanguage(c),
  shown: acceptLanguage(c.req.header('accept-language')),
});

/** auth: anonymous sessions, the bot's sign-in link, sign-out and demo sign-in. */
export default defineFunction(
  authCalls,
  {
    initSession: async (_input, { deps, c }) => {
      await enforceRateLimit(deps, c, RATE_LIMITS.initSession);
      return { sessionId: await beginAnonymousSession(deps, c) };
    },

    initAuth: async ({ sessionId }, ctx) => {
      const { deps, c } = ctx;
      const session = await ctx.session(); // an unknown session is a 401 before anything is counted or stored
      const { addressKey: addressHash } = await enforceRateLimit(deps, c, RATE_LIMITS.initAuth, sessionId);
      const bot = deps.botUsername();
      if (!bot) throw new HttpError(deps.config.botToken ? 'bot_starting' : 'bot_not_configured');
      if (session.is_auth) throw new HttpError('already_signed_in');
      const network = maskAddress(clientAddress(c, deps.config.trustProxy));
      const issued = await issueSignInToken(deps.db.db, {
        sessionRef: session.id,
        addressHash,
        userAgent: userAgent(c),
        network,
      });
      return {
        link: `https://t.me/${bot}?start=${SIGN_IN_START_PREFIX}${issued.token}`,
        code: issued.code,
        state: issued.state,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },

    // A missing session is an answer here (the page asks it), not an error. With the link's
    // secret, after the bot's confirmation, it hands over the new signed-in session once.
    checkAuth: async ({ sessionId, state }, { deps, c }) => {
      if (state) {
        const newId = await collectSignIn(deps.db.db, {
          sessionId,
          state,
          userAgent: userAgent(c),
          network: maskAddress(clientAddress(c, deps.config.trustProxy)),
          visitor: visitorLanguageOf(c),
        });
        if (newId) {
          setSessionCookie(c, deps, newId);
          return { isAuthenticated: true, state: 'authenticated', sessionId: newId };
        }
      }
      const s = await findSession(deps.db.db, sessionId);
      return { isAuthenticated: !!s?.is_auth, state: s ? (s.is_auth ? 'authenticated' : 'anonymous') : null };
    },

    // Counted with initSession, as it hands out a session too; a session id nobody holds ends
    // nothing and gets nothing, so random ids are no source of sessions.
    signOut: async ({ sessionId }, { deps, c }) => {
      await enforceRateLimit(deps, c, RATE_LIMITS.initSession);
      if (!(await endSession(deps.db.db, sessionId))) throw noSession();
      // The person's cookie goes; the new anonymous session's takes its place.
      return { sessionId: await beginAnonymousSession(deps, c) };
    },

    demoPeople: async (_input, { deps }) => {
      if (!deps.config.demo) throw new HttpError('demo_off');
      return { people: await listDemoPeople(deps.db.db) };
    },

    // Like every sign-in: a new session for the person, the one it replaces ended.
    demoSignIn: async ({ sessionId, profileId }, ctx) => {
      const { deps, c } = ctx;
      if (!deps.config.demo) throw new HttpError('demo_off');
      const session = await ctx.session();
      const person = (await listDemoPeople(deps.db.db)).find((p) => p.id === profileId);
      if (!person?.user_id) throw new HttpError('demo_person_not_found');
      if (session.is_auth) {
        if (session.user_id !== person.user_id) throw new HttpError('sign_out_first');
        setSessionCookie(c, deps, sessionId);
        return { sessionId };
      }
      await enforceRateLimit(deps, c, RATE_LIMITS.initSession);
      await keepVisitorLanguage(deps.db.db, person.user_id, visitorLanguageOf(c), languageOf(session.data.language));
      const newId = await signInReplacing(deps.db.db, sessionId, {
        userId: person.user_id,
        timezone: session.data.timezone,
        userAgent: userAgent(c),
        network: maskAddress(clientAddress(c, deps.config.trustProxy)),
      });
      setSessionCookie(c, deps, newId);
      return { sessionId: newId };
    },
  },
  // Its answers hand out sessions and sign-in links.
  { cacheControl: PRIVATE_ANSWER },
);
