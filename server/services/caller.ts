import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { Database } from '../db/schema.ts';
import { hashSessionId, isLive, isStale, sessionColumns, type SessionRow, touchIfStale } from './sessions.ts';

/** The signed-in person behind a call (`ctx.caller()`). */
export interface Caller {
  userId: number;
  /** null only for a signed-in user whose profile is not created yet */
  profileId: number | null;
  /** from the profile row ([] without a profile) */
  roles: string[];
  permissions: string[];
  /** the language they chose in Settings; null: none saved (the request's Accept-Language decides) */
  language: Language | null;
  /** the time zone they chose in Settings; null: none saved */
  timezone: string | null;
  sessionId: string;
}

/** A live session (`ctx.session()`), with the signed-in person behind it or null when anonymous. */
export type LiveSession = SessionRow & { caller: Caller | null };

type Row = SessionRow & {
  stale: boolean;
  profile_id: number | null;
  roles: string[] | null;
  permissions: string[] | null;
  language: Language | null;
  user_timezone: string | null;
};

/**
 * The live session, its person (profile roles and permissions) and their settings in one
 * query: the host runs it at most once per call, whether the handler asks for the session
 * or the caller.
 */
export async function findLiveSession(db: Kysely<Database>, sessionId: string): Promise<LiveSession | undefined> {
  const r = await sql<Row>`
    select ${sessionColumns('s')}, ${isStale('s')} as stale, p.id as profile_id, p.roles, p.permissions, us.language, us.timezone as user_timezone
    from sessions s
    left join profiles p on s.is_auth and p.user_id = s.user_id
    left join user_settings us on s.is_auth and us.user_id = s.user_id
    where s.id_hash = ${hashSessionId(sessionId)} and ${isLive('s')}`.execute(db);
  const row = r.rows[0];
  if (!row) return undefined;
  const { stale, profile_id, roles, permissions, language, user_timezone, ...session } = row;
  touchIfStale(db, sessionId, stale);
  const caller: Caller | null =
    session.is_auth && session.user_id !== null
      ? {
          userId: session.user_id,
          profileId: profile_id,
          roles: roles ?? [],
          permissions: permissions ?? [],
          language,
          timezone: user_timezone,
          sessionId,
        }
      : null;
  return { ...session, caller };
}
