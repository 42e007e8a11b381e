import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '@migrations/index.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

describe('migration 202611241100_session_hashes', () => {
  it('hashes the sessions that exist: they keep working after the upgrade, and no plain id is left', async () => {
    const db = t.db.db as never;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('202611231000_planner_cache_triggers');
    expect(down.error).toBeUndefined();
    const user = await t.db.db
      .insertInto('users')
      .values({ first_name: 'Before', username: 'before_upgrade' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('profiles')
      .values({ user_id: user.id, name: 'Before Upgrade', username: 'before_upgrade' })
      .execute();
    const signedIn = crypto.randomUUID();
    const anonymous = crypto.randomUUID();
    await sql`insert into sessions (session_id, is_auth, user_id) values (${signedIn}::uuid, true, ${user.id}), (${anonymous}::uuid, false, null)`.execute(
      t.db.db,
    );
    await sql`insert into sign_in_tokens (session_id, token_hash, expires_at) values (${anonymous}::uuid, 'old-token-hash', now() + interval '5 minutes')`.execute(
      t.db.db,
    );

    expect(await migrateToLatest(t.db.db as never)).toContain('202611241100_session_hashes');

    expect((await t.call('check-session', { sessionId: signedIn })).body).toMatchObject({
      exists: true,
      isAuth: true,
      userId: user.id,
    });
    expect((await t.call('check-session', { sessionId: anonymous })).body).toMatchObject({
      exists: true,
      isAuth: false,
    });
    expect((await t.call('profile', { sessionId: signedIn }, { method: 'GET' })).body.profile).toMatchObject({
      username: 'before_upgrade',
    });
    const rows = await t.db.db.selectFrom('sessions').selectAll().execute();
    for (const row of rows) for (const v of Object.values(row)) expect([signedIn, anonymous]).not.toContain(String(v));
    // A link issued before the upgrade (no number to match) can no longer be confirmed.
    const token = await t.db.db
      .selectFrom('sign_in_tokens')
      .selectAll()
      .where('token_hash', '=', 'old-token-hash')
      .executeTakeFirstOrThrow();
    expect(token.voided_at).not.toBeNull();
    expect(token.session_ref).toBe(rows.find((r) => !r.is_auth)?.id);
  });
});
