import { type Kysely, sql } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds.ts';
import type { Database } from '@server/db/schema.ts';
import type { CareerFilter } from '../career/career-list.ts';

type Db = Kysely<Database>;

export type NotificationSwitches = Record<NotificationKind, boolean>;

/** Every kind on, but those the person turned off. */
export async function notificationSwitches(db: Db, userId: number): Promise<NotificationSwitches> {
  const r = await db
    .selectFrom('user_settings')
    .select('notifications_off')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const off = new Set(r?.notifications_off ?? []);
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !off.has(k)])) as NotificationSwitches;
}

/** Turns one kind on or off (a first change creates the settings row). */
export async function setNotificationSwitch(db: Db, userId: number, kind: NotificationKind, on: boolean) {
  const change = on
    ? sql<string[]>`array_remove(user_settings.notifications_off, ${kind}::text)`
    : sql<string[]>`array_append(array_remove(user_settings.notifications_off, ${kind}::text), ${kind}::text)`;
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, notifications_off: on ? [] : [kind] })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ notifications_off: change, updated_at: sql`now()` }))
    .execute();
}

/** What the bot needs: the "turn off" button under a message, and a returning person unblocked. */
export function botNotificationService(db: Db) {
  return {
    /** The button under a notification: false when the Telegram account has no user here. */
    async turnOff(telegramId: number, kind: NotificationKind): Promise<boolean> {
      const u = await db.selectFrom('users').select('id').where('telegram_id', '=', telegramId).executeTakeFirst();
      if (!u) return false;
      await setNotificationSwitch(db, u.id, kind, false);
      return true;
    },
    /** Whoever writes to the bot can be written to again (they had blocked it, or never started it). */
    async welcomeBack(telegramId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ bot_blocked_at: null })
        .where('telegram_id', '=', telegramId)
        .where('bot_blocked_at', 'is not', null)
        .execute();
    },
  };
}
export type BotNotificationService = ReturnType<typeof botNotificationService>;

/** The career filter a job seeker asked to be told about (one per person), or null. */
export async function careerAlert(db: Db, profileId: number): Promise<CareerFilter | null> {
  const r = await db
    .selectFrom('career_alerts')
    .select('filter')
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return (r?.filter as CareerFilter | undefined) ?? null;
}

/** Saves (or replaces) the filter; only vacancies listed from now on are told of. */
export async function saveCareerAlert(db: Db, profileId: number, filter: CareerFilter) {
  const json = JSON.stringify(filter);
  await db
    .insertInto('career_alerts')
    .values({ profile_id: profileId, filter: json, last_job_id: sql<number>`coalesce((select max(id) from jobs), 0)` })
    .onConflict((oc) =>
      oc.column('profile_id').doUpdateSet({
        filter: json,
        last_job_id: sql<number>`coalesce((select max(id) from jobs), 0)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function deleteCareerAlert(db: Db, profileId: number) {
  await db.deleteFrom('career_alerts').where('profile_id', '=', profileId).execute();
}

/**
 * Whether the bot can write to the person: a Telegram account at all, and not blocked (a 403
 * from Telegram set `bot_blocked_at`; writing to the bot, or allowing it to write, clears it).
 */
export async function botReach(db: Db, userId: number): Promise<{ telegram: boolean; botBlocked: boolean }> {
  const u = await db
    .selectFrom('users')
    .select(['telegram_id', 'bot_blocked_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { telegram: Boolean(u?.telegram_id), botBlocked: Boolean(u?.telegram_id && u.bot_blocked_at) };
}

/** The person's Telegram id: null for someone who signed in only on the web (the bot cannot write to them). */
export async function telegramIdOf(db: Kysely<Database>, userId: number): Promise<number | null> {
  const user = await db.selectFrom('users').select('telegram_id').where('id', '=', userId).executeTakeFirst();
  return user?.telegram_id ?? null;
}
