import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '@server/admin/cli.ts';
import { setGrant } from '@server/admin/grants.ts';
import { connectDb } from '@server/db/connect.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createLogger } from '@server/logger.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('admin: grant and revoke home_feed_post', () => {
  it('puts a person’s published posts on the feed and takes them off again', async () => {
    const a = await t.signIn('Новый автор', 'new_author');
    const created = await t.call('posts', {
      action: 'create',
      sessionId: a.sessionId,
      title: 'Первый пост',
      status: 'published',
    });
    const feedTitles = async () =>
      (
        (await t.call('posts', { action: 'feed', sessionId: a.sessionId }, { method: 'GET' })).body.posts as {
          title: string;
        }[]
      ).map((p) => p.title);
    expect(await feedTitles()).not.toContain('Первый пост');

    expect(await setGrant(t.db.db, 'NEW_AUTHOR', 'home_feed_post', true)).toMatchObject({
      found: true,
      changed: true,
      permissions: ['home_feed_post'],
    });
    expect(await feedTitles()).toContain('Первый пост');
    // Granting twice changes nothing and keeps one entry.
    expect(await setGrant(t.db.db, 'new_author', 'home_feed_post', true)).toMatchObject({
      changed: false,
      permissions: ['home_feed_post'],
    });

    expect(await setGrant(t.db.db, 'new_author', 'home_feed_post', false)).toMatchObject({
      changed: true,
      permissions: [],
    });
    expect(await feedTitles()).not.toContain('Первый пост');
    expect(created.status).toBe(200);
  });

  it('grants roles to the roles list', async () => {
    await t.signIn('Партнёр', 'partner_one');
    expect(await setGrant(t.db.db, 'partner_one', 'partner', true)).toMatchObject({
      changed: true,
      roles: ['partner'],
      permissions: [],
    });
    expect(await setGrant(t.db.db, 'nobody_here', 'partner', true)).toEqual({ found: false });
  });
});

describe('npm run admin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lp-admin-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('grants on the configured database and answers usage errors with exit code 1', async () => {
    const db = await connectDb({ dataDir: dir, logger: createLogger('silent') });
    await migrateToLatest(db.db);
    await db.db.insertInto('profiles').values({ name: 'Оператор', username: 'cli_person' }).execute();
    await db.close();

    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const ok = io();
    expect(await runAdmin(['grant', 'cli_person', 'home_feed_post'], env, ok.io)).toBe(0);
    expect(ok.out[0]).toMatch(/Granted home_feed_post to cli_person/);
    const again = io();
    expect(await runAdmin(['revoke', 'cli_person', 'home_feed_post'], env, again.io)).toBe(0);
    expect(again.out[0]).toMatch(/Revoked/);

    for (const args of [
      [],
      ['grant'],
      ['grant', 'cli_person'],
      ['grant', 'cli_person', 'superuser'],
      ['drop', 'x', 'y'],
      ['grant', 'ghost_user', 'partner'],
    ]) {
      const bad = io();
      expect(await runAdmin(args, env, bad.io), args.join(' ')).toBe(1);
      expect(bad.err.join('\n')).toMatch(/Usage|Unknown|No profile/);
    }
  }, 60_000);
});
