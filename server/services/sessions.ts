import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants.ts';
import type { Database, Session } from '../db/schema.ts';

/** Idle lifetimes: an anonymous browser is forgotten sooner than a signed-in one. */
export const ANON_SESSION_IDLE_DAYS = 30;
export const AUTH_SESSION_IDLE_DAYS = 180;
/** last_seen_at is refreshed at most this often, so reads stay reads. */
export const TOUCH_AFTER_MINUTES = 10;

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

/**
 * The one rule "this session is live", for the sessions row under `alias`: it exists and was
 * seen within its idle lifetime. findSession, the host's caller and the planner's
 * one-statement reads (callerCte) all use it; the stored planner_spaces function in the
 * planner migration takes AUTH_SESSION_IDLE_DAYS as a parameter for the same rule.
 */
export function isLive(alias: string) {
  const seen = sql.ref(`${alias}.last_seen_at`);
  return sql<boolean>`${seen} > now() - make_interval(days => case when ${sql.ref(`${alias}.is_auth`)} then ${AUTH_SESSION_IDLE_DAYS}::int else ${ANON_SESSION_IDLE_DAYS}::int end)`;
}

/** Whether last_seen_at is old enough to be refreshed (see touchIfStale). */
export const isStale = (alias: string) => sql<boolean>`${sql.ref(`${alias}.last_seen_at`)} < now() - make_interval(mins => ${TOUCH_AFTER_MINUTES}::int)`;

/** Refreshes last_seen_at of a session read as stale; never awaited, so reads stay one round trip. */
export function touchIfStale(db: Kysely<Database>, sessionId: string, stale: boolean | null | undefined): void {
  if (!stale) return;
  void db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('session_id', '=', sessionId)
    .execute()
    .catch(() => {});
}

/**
 * The live session with this id, or undefined. One round trip on the hot path:
 * last_seen_at is refreshed by a separate write only when it is stale (every 10 minutes
 * at most), and that write is not awaited.
 */
export async function findSession(db: Kysely<Database>, sessionId: string): Promise<Session | undefined> {
  const result = await sql<Session & { stale: boolean }>`
    select s.*, ${isStale('s')} as stale from sessions s where s.session_id = ${sessionId} and ${isLive('s')}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  const { stale, ...session } = row;
  touchIfStale(db, sessionId, stale);
  return session;
}

/**
 * The language the signed-in person chose, for an error's text: read only when a call
 * fails before its caller was known (a success never pays for it).
 */
export async function findSessionLanguage(db: Kysely<Database>, sessionId: string): Promise<Language | null> {
  const r = await sql<{ language: Language }>`
    select us.language from sessions s join user_settings us on us.user_id = s.user_id
    where s.session_id = ${sessionId} and s.is_auth and ${isLive('s')}`.execute(db);
  return r.rows[0]?.language ?? null;
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
