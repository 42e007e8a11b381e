import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { noSession } from '../../http/errors.ts';
import { AUTH_SESSION_IDLE_DAYS } from '../sessions.ts';

/** The signed-in person behind a planner call: members and assignees are profiles. */
export interface Caller {
  userId: number;
  /** null only for a signed-in user whose profile is not created yet: sees nothing. */
  profileId: number | null;
}

/** sessions.ts refreshes last_seen_at at most this often; the planner's reads do the same. */
export const TOUCH_AFTER_MINUTES = 10;

/**
 * A CTE `me(user_id, profile_id, stale)` of the live signed-in session, so a list call
 * answers in one round trip (session, permissions and data in one statement).
 */
export function callerCte(sessionId: string) {
  return sql`me as (
    select s.user_id, p.id as profile_id,
      s.last_seen_at < now() - make_interval(mins => ${TOUCH_AFTER_MINUTES}::int) as stale
    from sessions s left join profiles p on p.user_id = s.user_id
    where s.session_id = ${sessionId}::uuid and s.is_auth and s.user_id is not null
      and s.last_seen_at > now() - make_interval(days => ${AUTH_SESSION_IDLE_DAYS}::int)
  )`;
}

export interface CallerColumns {
  user_id: number | null;
  profile_id: number | null;
  stale: boolean | null;
}

/** Turns the `me` columns of a one-statement call into a caller, or 401 `No session found`. */
export function callerFrom(db: Kysely<Database>, sessionId: string, row: CallerColumns | undefined): Caller {
  if (!row || row.user_id === null) throw noSession();
  if (row.stale) void touch(db, sessionId);
  return { userId: row.user_id, profileId: row.profile_id };
}

/** The caller of a write: one query; 401 `No session found` for an anonymous or unknown session. */
export async function resolveCaller(db: Kysely<Database>, sessionId: string | undefined): Promise<Caller> {
  if (!sessionId) throw noSession();
  const r = await sql<CallerColumns>`with ${callerCte(sessionId)} select * from me`.execute(db);
  return callerFrom(db, sessionId, r.rows[0]);
}

async function touch(db: Kysely<Database>, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('session_id', '=', sessionId)
    .execute()
    .catch(() => {});
}
