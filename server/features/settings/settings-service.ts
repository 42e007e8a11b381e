import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { deviceName } from '@shared/device-name.ts';
import type { SessionInfo } from '@shared/schemas/session.ts';
import type { Database } from '@server/db/schema.ts';
import { endOtherUserSessions, endUserSession, hashSessionId, listUserSessions } from '@server/services/sessions.ts';

/** Saves the signed-in person's time zone, language or planner selection (a first change creates their row). */
export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  change: {
    timezone?: string;
    language?: Language;
    language_chosen?: boolean;
    planner_space_id?: number;
    planner_project_id?: number | null;
  },
) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: sql`now()` }))
    .execute();
}

/** The person's signed-in sessions, newest first, for Settings. */
export async function describeSessions(
  db: Kysely<Database>,
  userId: number,
  currentSessionId: string,
): Promise<SessionInfo[]> {
  const rows = await listUserSessions(db, userId);
  const current = hashSessionId(currentSessionId);
  // Session ids are credentials: a row is named by its opaque id, which signs nobody in.
  return rows.map((r) => ({
    id: r.id,
    device: deviceName(r.user_agent),
    userAgent: r.user_agent,
    network: r.network,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    current: r.id_hash === current,
  }));
}

/** Ends one of the person's sessions by its opaque id; false when it is not theirs. */
export const revokeSession = (db: Kysely<Database>, userId: number, id: string) => endUserSession(db, userId, id);

/** "Sign out of all other sessions": every session of the person but this one; how many ended. */
export const signOutOthers = (db: Kysely<Database>, userId: number, currentSessionId: string) =>
  endOtherUserSessions(db, userId, currentSessionId);
