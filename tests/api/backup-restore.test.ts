import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDb } from '@server/db/connect.ts';
import type { Database } from '@server/db/schema.ts';
import { seedDemo } from '@server/demo/seed.ts';
import { createLogger } from '@server/logger.ts';
import type { Manifest } from '@server/admin/backup.ts';
import { adminQuery, databaseUrlFor } from '../support/pg-admin.ts';

/**
 * `npm run admin -- backup <dir>` and `restore <dir>` as real processes: a database with the demo
 * data (people, a planner, posts, quizzes, the career board) and an uploaded file goes into a
 * folder and back into a fresh database, every table's rows equal (a count and an md5 of its
 * rows). PGlite in the PGlite run; PostgreSQL with TEST_DATABASE_URL.
 */

const logger = createLogger('silent');
const pgUrl = process.env.TEST_DATABASE_URL;
const temp = mkdtempSync(join(tmpdir(), 'lp-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const UPLOAD_KEY = 'posts/covers/2026/backup-test.webp';
const UPLOAD = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a cover');

/** `npm run admin -- …` as its own process, with this environment. */
function admin(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', S3_BUCKET: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

/** Every table's row count and an md5 of its rows in order, computed by the database. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select format('%I.%I', s.nspname, c.relname) as name from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_%'
    order by 1`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: string; d: string }>`
      select count(*)::text as n, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as d
      from ${sql.raw(name)} t`.execute(db);
    out[name] = `${rows[0]!.n} ${rows[0]!.d}`;
  }
  return out;
}

/** The demo's people, planner, posts, quizzes and vacancies, and one uploaded file under DATA_DIR. */
async function populate(db: Kysely<Database>, dataDir: string) {
  await seedDemo(db, logger);
  mkdirSync(join(dataDir, 'uploads', 'posts', 'covers', '2026'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', UPLOAD_KEY), UPLOAD);
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;

// The PostgreSQL run has no PGlite template: PGlite's backups are tested in the PGlite run.
describe.skipIf(Boolean(pgUrl))('backup and restore on PGlite', () => {
  it('round-trips the database and the uploads, refuses while a server holds the data and into a database that is not empty', async () => {
    const source = join(temp, 'pglite-source');
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const db = await connectDb({ dataDir: source, loadDataDir: dump, logger });
    await populate(db.db, source);
    const before = await fingerprint(db.db);

    // The data is held (this process opened it, as a server would): nothing is read.
    const held = await admin(['backup', join(temp, 'held')], { DATA_DIR: source });
    expect(held.code).toBe(1);
    expect(held.err).toContain('stop it first');
    expect(existsSync(join(temp, 'held', 'manifest.json'))).toBe(false);
    await db.close();

    const backupDir = join(temp, 'pglite-backup');
    const made = await admin(['backup', backupDir], { DATA_DIR: source });
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const manifest = manifestOf(backupDir);
    expect(manifest).toMatchObject({ kind: 'pglite', database_file: 'pglite-data.tar.gz' });
    expect(manifest.pglite?.version).toMatch(/^0\.5\./);
    expect(manifest.tables['public.profiles']).toBeGreaterThan(5);
    expect(manifest.uploads).toMatchObject({ kind: 'disk', files: 1 });

    // Into an empty DATA_DIR, and with --force over data that is there (moved aside), at once.
    const target = join(temp, 'pglite-target');
    const occupied = join(temp, 'pglite-occupied');
    mkdirSync(join(occupied, 'pglite'), { recursive: true });
    writeFileSync(join(occupied, 'pglite', 'PG_VERSION'), '18\n');
    const [restored, forced, twice] = await Promise.all([
      admin(['restore', backupDir], { DATA_DIR: target }),
      admin(['restore', backupDir, '--force'], { DATA_DIR: occupied }),
      // A second backup into the same folder would mix two: refused.
      admin(['backup', backupDir], { DATA_DIR: source }),
    ]);
    expect(twice.code).toBe(1);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(readFileSync(join(target, 'uploads', UPLOAD_KEY))).toEqual(UPLOAD);
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    const aside = readdirSync(occupied).filter((f) => f.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(readdirSync(join(occupied, aside[0]!))).toEqual(['PG_VERSION']);

    const again = await admin(['restore', backupDir], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.err).toContain('--force');

    for (const dataDir of [target, occupied]) {
      const back = await connectDb({ dataDir, logger });
      try {
        expect(await fingerprint(back.db), dataDir).toEqual(before);
      } finally {
        await back.close();
      }
    }
    // Eight processes, each starting Node and most of them PGlite: about 20 s on an idle two-core
    // machine, and three times that beside the rest of a busy run.
  }, 180_000);
});

describe.skipIf(!pgUrl)('backup and restore on PostgreSQL', () => {
  const names: string[] = [];
  const freshDatabase = async (template?: string) => {
    const name = `lp_backup_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(pgUrl!, `create database ${name}${template ? ` template ${template}` : ''}`);
    names.push(name);
    return databaseUrlFor(pgUrl!, name);
  };
  afterAll(async () => {
    for (const name of names) await adminQuery(pgUrl!, `drop database if exists ${name} with (force)`);
  });

  it('round-trips the database through pg_dump and pg_restore into a fresh database, and refuses an older client', async () => {
    const sourceUrl = await freshDatabase(inject('pgTemplate'));
    const sourceDir = join(temp, 'pg-source');
    const db = await connectDb({ databaseUrl: sourceUrl, logger, poolSize: 2 });
    let before: Record<string, string>;
    try {
      await populate(db.db, sourceDir);
      before = await fingerprint(db.db);
    } finally {
      await db.close();
    }

    // A pg_dump older than the server is refused before anything is written.
    const oldBin = join(temp, 'old-bin');
    mkdirSync(oldBin);
    writeFileSync(join(oldBin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.3"\n');
    chmodSync(join(oldBin, 'pg_dump'), 0o755);
    const old = await admin(['backup', join(temp, 'pg-old')], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: sourceDir,
      PATH: `${oldBin}:${process.env.PATH}`,
    });
    expect(old.code).toBe(1);
    expect(old.err).toMatch(/pg_dump is 12\.3 but the server is PostgreSQL \d+/);

    const backupDir = join(temp, 'pg-backup');
    const made = await admin(['backup', backupDir], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const manifest = manifestOf(backupDir);
    expect(manifest).toMatchObject({ kind: 'postgres', database_file: 'database.dump' });
    expect(manifest.postgres?.pg_dump).toMatch(/^\d+\.\d+/);
    expect(manifest.uploads).toMatchObject({ kind: 'disk', files: 1 });

    const targetUrl = await freshDatabase();
    const targetDir = join(temp, 'pg-target');
    const restored = await admin(['restore', backupDir], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(readFileSync(join(targetDir, 'uploads', UPLOAD_KEY))).toEqual(UPLOAD);

    const again = await admin(['restore', backupDir], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(again.code).toBe(1);
    expect(again.err).toContain('not empty');
    const forced = await admin(['restore', backupDir, '--force'], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);

    const back = await connectDb({ databaseUrl: targetUrl, logger, poolSize: 2 });
    try {
      expect(await fingerprint(back.db)).toEqual(before);
    } finally {
      await back.close();
    }
  }, 180_000);
});
