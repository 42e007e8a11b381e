import { type Kysely, sql } from 'kysely';
import type { Language } from '../../shared/constants.ts';
import { deviceName } from '../../shared/device-name.ts';
import type { SessionInfo } from '../../shared/schemas/session.ts';
import type { Database } from '../db/schema.ts';
import { listUserSessions } from './sessions.ts';

/** Saves the signed-in person's time zone or language (a first change creates their row). */
export async function saveSettings(db: Kysely<Database>, userId: number, change: { timezone?: string; language?: Language }) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: sql`now()` }))
    .execute();
}

/** The person's signed-in sessions, newest first, for Settings. */
export async function describeSessions(db: Kysely<Database>, userId: number, currentSessionId: string): Promise<SessionInfo[]> {
  const rows = await listUserSessions(db, userId);
  // Other sessions' ids are credentials: only a short prefix leaves the server.
  return rows.map((r) => ({
    id: r.session_id.slice(0, 8),
    device: deviceName(r.user_agent),
    userAgent: r.user_agent,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    current: r.session_id === currentSessionId,
  }));
}
