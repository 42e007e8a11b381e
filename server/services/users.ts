import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { usernameCandidates } from '@shared/usernames.ts';
import { dropInvisible } from '@shared/visible-text.ts';
import type { Database } from '../db/schema.ts';

/** The Telegram user as the Bot API and init data describe them. */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

/**
 * Finds the user by Telegram id or creates them; names, username and language are
 * refreshed from Telegram on every sign-in. One statement, so two sign-ins of a new
 * person at the same moment still make one user.
 */
export async function upsertTelegramUser(db: Kysely<Database>, tg: TelegramUser): Promise<number> {
  const values = {
    telegram_id: tg.id,
    first_name: tg.first_name.slice(0, 128),
    last_name: tg.last_name?.slice(0, 128) ?? null,
    username: tg.username?.slice(0, 64) ?? null,
    language_code: tg.language_code?.slice(0, 16) ?? null,
    photo_url: tg.photo_url?.slice(0, 512) ?? null,
  };
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) =>
      oc.column('telegram_id').doUpdateSet({
        first_name: values.first_name,
        last_name: values.last_name,
        username: values.username,
        language_code: values.language_code,
        // The bot never sees a photo URL; keep the one the mini-app reported.
        photo_url: sql`coalesce(excluded.photo_url, users.photo_url)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The profile's name from Telegram's, without the characters the app's own name field refuses
 * (shared/visible-text.ts); a name of nothing else falls back to the username.
 */
export function displayName(tg: Pick<TelegramUser, 'first_name' | 'last_name' | 'username'>): string {
  const name = dropInvisible([tg.first_name, tg.last_name].filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();
  return (name || tg.username || 'Telegram user').slice(0, 100);
}

export interface ProfileSummary {
  id: number;
  name: string;
  username: string;
}

/**
 * The user's profile, created on the first sign-in with the name from Telegram and the
 * first free username of the candidates. `on conflict do nothing` keeps the transaction
 * alive when a candidate was taken a moment ago (or the profile made by a parallel sign-in).
 */
export async function ensureProfile(db: Kysely<Database>, userId: number, tg: TelegramUser): Promise<ProfileSummary> {
  const existing = await db
    .selectFrom('profiles')
    .select(['id', 'name', 'username'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing;
  const candidates = usernameCandidates(tg);
  const taken = new Set(
    (await db.selectFrom('profiles').select('username').where('username', 'in', candidates).execute()).map(
      (r) => r.username,
    ),
  );
  for (const username of candidates.filter((u) => !taken.has(u))) {
    const created = await db
      .insertInto('profiles')
      .values({ user_id: userId, name: displayName(tg), username, avatar: tg.photo_url?.slice(0, 512) ?? null })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'name', 'username'])
      .executeTakeFirst();
    if (created) return created;
    const raced = await db
      .selectFrom('profiles')
      .select(['id', 'name', 'username'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (raced) return raced;
  }
  throw new Error('No free username for a new profile');
}

/**
 * First sign-in: the language (chosen before signing in, else Telegram's) and the browser's
 * timezone become the settings; `chosen` when the person picked that language themselves.
 */
export async function ensureUserSettings(
  db: Kysely<Database>,
  userId: number,
  s: { language: Language; chosen?: boolean; timezone?: string },
) {
  await db
    .insertInto('user_settings')
    .values({
      user_id: userId,
      language: s.language,
      language_chosen: s.chosen ?? false,
      ...(s.timezone ? { timezone: s.timezone } : {}),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
