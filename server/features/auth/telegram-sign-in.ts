import type { Kysely } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { languageFromTelegram } from '@shared/telegram-language.ts';
import type { Database } from '@server/db/schema.ts';
import { chosenOnSession, endSession, hashSessionId, isLive, replaceSession } from '@server/services/sessions.ts';
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
 * A brand-new person's language is the one they chose before signing in, else Telegram's.
 * Call it inside the caller's transaction.
 */
export async function findOrCreateTelegramPerson(
  trx: Kysely<Database>,
  tg: TelegramUser,
  opts: { timezone?: string; language?: Language } = {},
): Promise<{ userId: number; profile: ProfileSummary }> {
  const userId = await upsertTelegramUser(trx, tg);
  const language = opts.language ?? languageFromTelegram(tg.language_code);
  await ensureUserSettings(trx, userId, { language, chosen: opts.language !== undefined, timezone: opts.timezone });
  const profile = await ensureProfile(trx, userId, tg);
  return { userId, profile };
}

/**
 * The mini-app's sign-in: the person from verified init data and their session, in one
 * transaction. A session the app already holds for this same person (`keep`: the one it sends,
 * then the server's session cookie) stays theirs: a returning person's Mini App keeps the page
 * the server drew for that session and everything cached for it. Otherwise a
 * new signed-in session; the session the app had (`replacing`) ends, not left alive beside it.
 */
export async function signInWithTelegram(
  db: Kysely<Database>,
  tg: TelegramUser,
  opts: {
    timezone?: string;
    userAgent?: string | null;
    network?: string | null;
    replacing?: string;
    /** Sessions this request holds, in order of preference, kept when one is this person's. */
    keep?: readonly (string | undefined)[];
    language?: Language;
  },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const language = opts.language ?? (opts.replacing ? await chosenOnSession(trx, opts.replacing) : undefined);
    const person = await findOrCreateTelegramPerson(trx, tg, { timezone: opts.timezone, language });
    for (const candidate of new Set(opts.keep ?? [])) {
      if (!candidate) continue;
      const session = await trx
        .selectFrom('sessions as s')
        .select(['s.is_auth', 's.user_id'])
        .where('s.id_hash', '=', hashSessionId(candidate))
        .where(isLive('s'))
        .executeTakeFirst();
      if (!session?.is_auth || session.user_id !== person.userId) continue;
      // The app's other session, if it sent one, ends as at any sign-in.
      if (opts.replacing && opts.replacing !== candidate) await endSession(trx, opts.replacing);
      return candidate;
    }
    return replaceSession(trx, opts.replacing, {
      userId: person.userId,
      timezone: opts.timezone,
      userAgent: opts.userAgent,
      network: opts.network,
    });
  });
}
