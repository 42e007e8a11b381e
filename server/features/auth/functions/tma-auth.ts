import { tmaAuthCall } from '@shared/contracts/auth.ts';
import { clientAddress, headerTimezone, userAgent } from '@server/http/client-info.ts';
import { defineFunction, PRIVATE_ANSWER } from '@server/http/define-function.ts';
import { chosenLanguage } from '@server/http/language.ts';
import { HttpError } from '@server/errors.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { sessionCookieOf, setSessionCookie } from '@server/http/session-cookie.ts';
import { InitDataError, verifyInitData } from '../init-data.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { maskAddress } from '@server/services/network.ts';
import { signInWithTelegram } from '../telegram-sign-in.ts';
import { tmaLanding } from '../tma-landing.ts';

/**
 * POST tma-auth {initData, sessionId?} → {sessionId, redirectTo}: the mini-app's sign-in. The
 * session the app sends or the session cookie names stays when it is this same person's (the
 * answer's sessionId is then that one); otherwise a new session, ending the one it replaces. Telegram signed the init data with the bot token, so a valid
 * signature proves who is opening it.
 */
export default defineFunction(
  tmaAuthCall,
  async ({ initData, sessionId: replacing }, { deps, c }) => {
    await enforceRateLimit(deps, c, RATE_LIMITS.tmaAuth);
    const { botToken, initDataMaxAge } = deps.config;
    if (!botToken) throw new HttpError('bot_not_configured');
    let verified;
    try {
      verified = verifyInitData(initData, botToken, initDataMaxAge);
    } catch (err) {
      if (err instanceof InitDataError) throw new HttpError(err.code);
      throw err;
    }
    const sessionId = await signInWithTelegram(deps.db.db, verified.user, {
      timezone: headerTimezone(c),
      userAgent: userAgent(c),
      network: maskAddress(clientAddress(c, deps.config.trustProxy)),
      replacing,
      // The session the app holds, else the one the server drew the page for (its HttpOnly cookie):
      // kept when it is this same Telegram user's, so the page the server drew for it stays valid.
      keep: [replacing, sessionCookieOf(c)],
      language: chosenLanguage(c),
    });
    setSessionCookie(c, deps, sessionId);
    return { sessionId, redirectTo: await tmaLanding(deps, verified.startParam) };
  },
  // Its answer hands out a session.
  { cacheControl: PRIVATE_ANSWER },
);
