import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Database } from '@server/db/schema.ts';

/**
 * The language a visitor was using when they signed in: `chosen` with the switch (the cookie,
 * or kept on their anonymous session), else the one the page showed them, which the app sends as
 * Accept-Language (for a first visit the browser's own language).
 */
export interface VisitorLanguage {
  chosen?: Language;
  shown?: Language;
}

/**
 * Signing in keeps the language the person was using: the page does not turn into another
 * language at the moment they sign in. The account's language stays only when it is the person's
 * own choice (they picked it with the switch): a saved preference follows them to a new device.
 * A language that was only what they were first seen in (Telegram's, an earlier browser's, the
 * default) gives way, and a language chosen just before signing in becomes the account's own.
 */
export async function keepVisitorLanguage(
  db: Kysely<Database>,
  userId: number,
  visitor: VisitorLanguage,
  chosenOnSession?: Language,
): Promise<void> {
  const chosen = chosenOnSession ?? visitor.chosen;
  const language = chosen ?? visitor.shown;
  if (!language) return;
  const change = { language, language_chosen: chosen !== undefined };
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...change })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ ...change, updated_at: sql`now()` })
        .where('user_settings.language_chosen', '=', false)
        // No write (and no live event for the person's other screens) when nothing changes.
        .where((eb) =>
          eb.or([
            eb('user_settings.language', '!=', language),
            eb('user_settings.language_chosen', '!=', change.language_chosen),
          ]),
        ),
    )
    .execute();
}
