import { sql } from 'kysely';
import { deviceName } from '../../shared/device-name.ts';
import { DEFAULT_LANGUAGE, DEFAULT_TIMEZONE } from '../../shared/schemas/common.ts';
import { settingsActions as input } from '../../shared/schemas/session.ts';
import type { AppDeps } from '../deps.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { noSession } from '../http/errors.ts';
import { findSessionWithSettings, listUserSessions } from '../services/sessions.ts';

export default defineFunction({
  name: 'settings',
  actions: {
    getUserSettings: action({
      method: 'POST',
      input: input.getUserSettings,
      async handler({ sessionId }, { deps }) {
        // One query: session and settings together. An anonymous session gets the
        // defaults, with the timezone its browser reported.
        const row = await findSessionWithSettings(deps.db.db, sessionId);
        if (!row) throw noSession();
        return {
          timezone: row.timezone ?? row.session_timezone ?? DEFAULT_TIMEZONE,
          language: row.language ?? DEFAULT_LANGUAGE,
        };
      },
    }),
    updateTimezone: action({
      method: 'POST',
      input: input.updateTimezone,
      async handler({ sessionId, data }, ctx) {
        const userId = await ctx.userId(sessionId);
        await upsertSettings(ctx.deps, userId, { timezone: data.timezone });
        return { timezone: data.timezone };
      },
    }),
    updateLanguage: action({
      method: 'POST',
      input: input.updateLanguage,
      async handler({ sessionId, data }, ctx) {
        const userId = await ctx.userId(sessionId);
        await upsertSettings(ctx.deps, userId, { language: data.language });
        return { language: data.language };
      },
    }),
    getSessions: action({
      method: 'POST',
      input: input.getSessions,
      async handler({ sessionId }, ctx) {
        const userId = await ctx.userId(sessionId);
        const rows = await listUserSessions(ctx.deps.db.db, userId);
        return {
          // Other sessions' ids are credentials: only a short prefix leaves the server.
          sessions: rows.map((r) => ({
            id: r.session_id.slice(0, 8),
            device: deviceName(r.user_agent),
            userAgent: r.user_agent,
            createdAt: r.created_at.toISOString(),
            lastSeenAt: r.last_seen_at.toISOString(),
            current: r.session_id === sessionId,
          })),
        };
      },
    }),
  },
});

async function upsertSettings(
  deps: AppDeps,
  userId: number,
  change: { timezone?: string; language?: 'ru' | 'en' },
) {
  await deps.db.db
    .insertInto('user_settings')
    .values({ user_id: userId, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: sql`now()` }))
    .execute();
}
