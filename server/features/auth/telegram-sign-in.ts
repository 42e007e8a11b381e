import type { Kysely } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { languageFromTelegram } from '@shared/telegram-language.ts';
import type { Database } from '@server/db/schema.ts';
import { chosenOnSession, replaceSession } from '@server/services/sessions.ts';
import {
  ensureProfile,
  ensureUserSettings,
  type ProfileSummary,
  type TelegramUser,
  upsertTelegramUser,
} from '@server/services/users.ts';

/**
 * What the bot's Confirm and the mini-app's tma-auth share: the user by Telegram id
 * (created or refreshed), their settings and, on the first sign-in, their profile.
 * A brand-new person's language is the one they chose before signing in, else Telegram's
 * (issue 33 §15). Call it inside the caller's transaction.
 */
export async function findOrCreateTelegramPerson(
  trx: Kysely<Database>,
  tg: TelegramUser,
  opts: { timezone?: string; language?: Language } = {},
): Promise<{ userId: number; profile: ProfileSummary }> {
  const userId = await upsertTelegramUser(trx, tg);
  const language = opts.language ?? languageFromTelegram(tg.language_code);
  await ensureUserSettings(trx, userId, { language, timezone: opts.timezone });
  const profile = await ensureProfile(trx, userId, tg);
  return { userId, profile };
}

/**
 * The mini-app's sign-in: the person from verified init data and a new signed-in session,
 * in one transaction; the session the app had (`replacing`) ends, not left alive beside it.
 */
export async function signInWithTelegram(
  db: Kysely<Database>,
  tg: TelegramUser,
  opts: {
    timezone?: string;
    userAgent?: string | null;
    network?: string | null;
    replacing?: string;
    language?: Language;
  },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const language = opts.language ?? (opts.replacing ? await chosenOnSession(trx, opts.replacing) : undefined);
    const person = await findOrCreateTelegramPerson(trx, tg, { timezone: opts.timezone, language });
    return replaceSession(trx, opts.replacing, {
      userId: person.userId,
      timezone: opts.timezone,
      userAgent: opts.userAgent,
      network: opts.network,
    });
  });
}
