import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { noSession } from '@server/errors.ts';
import type { Caller as HostCaller } from '@server/services/caller.ts';
import { hashSessionId, isLive, isStale, touchIfStale } from '@server/services/sessions.ts';

/** What the planner needs of the caller (`ctx.caller()` gives more): members and assignees are profiles. */
export type Caller = Pick<HostCaller, 'userId' | 'profileId'>;

export { TOUCH_AFTER_MINUTES } from '@server/services/sessions.ts';

/**
 * A CTE `me(user_id, profile_id, stale)` of the live signed-in session, so a list call
 * answers in one round trip (session, permissions and data in one statement).
 */
export function callerCte(sessionId: string) {
  return sql`me as (
    select s.user_id, p.id as profile_id, ${isStale('s')} as stale
    from sessions s left join profiles p on p.user_id = s.user_id
    where s.id_hash = ${hashSessionId(sessionId)} and s.is_auth and s.user_id is not null and ${isLive('s')}
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
  touchIfStale(db, sessionId, row.stale);
  return { userId: row.user_id, profileId: row.profile_id };
}
