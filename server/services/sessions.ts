import { type Kysely, sql } from 'kysely';
import type { Database, Session } from '../db/schema.ts';

/** Idle lifetimes: an anonymous browser is forgotten sooner than a signed-in one. */
export const ANON_SESSION_IDLE_DAYS = 30;
export const AUTH_SESSION_IDLE_DAYS = 180;
/** last_seen_at is refreshed at most this often, so reads stay reads. */
const TOUCH_AFTER_MINUTES = 10;

export interface NewSession {
  timezone?: string;
  userAgent?: string | null;
  userId?: number;
}

export async function createSession(db: Kysely<Database>, s: NewSession): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      is_auth: s.userId !== undefined,
      user_id: s.userId ?? null,
      data: JSON.stringify(s.timezone ? { timezone: s.timezone } : {}),
      user_agent: s.userAgent?.slice(0, 512) ?? null,
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

const alive = sql<boolean>`last_seen_at > now() - make_interval(days => case when is_auth then ${AUTH_SESSION_IDLE_DAYS}::int else ${ANON_SESSION_IDLE_DAYS}::int end)`;

/**
 * The live session with this id, or undefined. One round trip on the hot path:
 * last_seen_at is refreshed by a separate write only when it is stale (every 10 minutes
 * at most), and that write is not awaited.
 */
export async function findSession(db: Kysely<Database>, sessionId: string): Promise<Session | undefined> {
  const result = await sql<Session & { stale: boolean }>`
    select *, last_seen_at < now() - make_interval(mins => ${TOUCH_AFTER_MINUTES}::int) as stale
    from sessions where session_id = ${sessionId} and ${alive}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  if (row.stale) void touchSession(db, sessionId).catch(() => {});
  const { stale: _stale, ...session } = row;
  return session;
}

async function touchSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('session_id', '=', sessionId).execute();
}

/** The signed-in user's settings joined to the session in one query (hot path). */
export async function findSessionWithSettings(db: Kysely<Database>, sessionId: string) {
  const result = await sql<{
    session_id: string;
    is_auth: boolean;
    user_id: number | null;
    session_timezone: string | null;
    timezone: string | null;
    language: 'ru' | 'en' | null;
  }>`
    select s.session_id, s.is_auth, s.user_id, s.data ->> 'timezone' as session_timezone, us.timezone, us.language
    from sessions s left join user_settings us on us.user_id = s.user_id and s.is_auth
    where s.session_id = ${sessionId} and ${alive}`.execute(db);
  return result.rows[0];
}

export async function endSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const r = await db.deleteFrom('sessions').where('session_id', '=', sessionId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function listUserSessions(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['session_id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('is_auth', '=', true)
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
}

/** Marks a session signed in as this user (sign-in confirmed by the bot or demo). */
export async function authenticateSession(db: Kysely<Database>, sessionId: string, userId: number): Promise<boolean> {
  const r = await db
    .updateTable('sessions')
    .set({ is_auth: true, user_id: userId, last_seen_at: sql`now()` })
    .where('session_id', '=', sessionId)
    .where('is_auth', '=', false)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
