import { redirectFromStartParam } from '../../shared/start-param.ts';
import { tmaAuthInput } from '../../shared/schemas/auth.ts';
import { headerTimezone, userAgent } from '../http/client-info.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { HttpError, unavailable } from '../http/errors.ts';
import { InitDataError, verifyInitData } from '../services/init-data.ts';
import { createSession } from '../services/sessions.ts';
import { findOrCreateTelegramPerson } from '../services/telegram-sign-in.ts';

/**
 * POST tma-auth {initData} → {sessionId, redirectTo}: the mini-app's sign-in. Telegram
 * signed the init data with the bot token, so a valid signature proves who is opening it.
 */
export default defineFunction({
  name: 'tma-auth',
  handler: action({
    method: 'POST',
    input: tmaAuthInput,
    async handler({ initData }, { deps, c }) {
      const { botToken, initDataMaxAge } = deps.config;
      if (!botToken) throw unavailable('Telegram sign-in is not set up on this server (BOT_TOKEN is not set)', 'bot_not_configured');
      let verified;
      try {
        verified = verifyInitData(initData, botToken, initDataMaxAge);
      } catch (err) {
        if (err instanceof InitDataError) throw new HttpError(401, err.message, `init_data_${err.reason}`);
        throw err;
      }
      const timezone = headerTimezone(c);
      const sessionId = await deps.db.db.transaction().execute(async (trx) => {
        const person = await findOrCreateTelegramPerson(trx, verified.user, { timezone });
        return createSession(trx, { userId: person.userId, timezone, userAgent: userAgent(c) });
      });
      return { sessionId, redirectTo: redirectFromStartParam(verified.startParam) };
    },
  }),
});
