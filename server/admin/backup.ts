import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { connectDb, PGLITE_HOLDER_FILE, readHolder } from '../db/connect.ts';
import { createLogger } from '../logger.ts';

/**
 * `npm run admin -- backup <dir>` and `restore <dir> [--force]` (docs/operations.md, Backups):
 * the database and the uploads into a folder, and back.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump -Fc` of the whole database, taken in the same snapshot
 *   the manifest's row counts are read in, while the servers run. Restored with `pg_restore`
 *   into an empty database, in one transaction: a restore that fails leaves the database as it
 *   was. The client must be at least the server's major version (pg_dump refuses a newer server,
 *   and an older pg_restore cannot read a newer archive).
 * - PGlite (DATA_DIR): PGlite's own `dumpDataDir` (a gzipped tarball of its data folder), loaded
 *   back with `loadDataDir`. PGlite is one process at a time: both refuse while a server holds it.
 *   Restored only by the same PGlite release line and PostgreSQL major it was made by.
 * - Uploads on disk (DATA_DIR/uploads) are copied; in an S3 bucket, its keys are listed (the
 *   bucket is backed up by its provider's tools).
 *
 * `manifest.json`, written last, marks a finished backup: restore refuses a folder without one.
 */

export interface BackupIo {
  out(line: string): void;
  err(line: string): void;
}

const MANIFEST = 'manifest.json';
const PG_FILE = 'database.dump';
const PGLITE_FILE = 'pglite-data.tar.gz';
const UPLOADS = 'uploads';
const S3_LISTING = 'uploads-s3-keys.tsv';

export interface Manifest {
  format: 1;
  kind: 'postgres' | 'pglite';
  created_at: string;
  app_version: string;
  postgres?: { server_version: string; server_version_num: number; pg_dump: string };
  pglite?: { version: string; server_version_num: number };
  database_file: string;
  /** rows per table (schema.table), as of the snapshot the dump was taken in */
  tables: Record<string, number>;
  uploads:
    | { kind: 'disk'; folder: string; files: number; bytes: number }
    | { kind: 's3'; bucket: string; keys: number; listing: string; note: string };
}

/** An operator's mistake or a state we refuse to work in: its message is the whole answer. */
export class BackupRefused extends Error {}

/** A query on the database being backed up or restored, whichever the engine. */
type Query = <T>(text: string) => Promise<T[]>;

export async function backup(dir: string, config: Config, io: BackupIo): Promise<void> {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new BackupRefused(`${target} is not empty: back up into a new or empty folder.`);
  mkdirSync(target, { recursive: true });
  const base = { format: 1 as const, created_at: new Date().toISOString(), app_version: appVersion() };
  let manifest: Manifest;
  if (config.databaseUrl) {
    const { pg_dump, ...rest } = await backupPostgres(config.databaseUrl, target, io);
    manifest = {
      ...base,
      kind: 'postgres',
      postgres: { ...rest.server, pg_dump },
      database_file: PG_FILE,
      tables: rest.tables,
      uploads: await backupUploads(config, target),
    };
  } else {
    const done = await backupPglite(config.dataDir, target);
    manifest = {
      ...base,
      kind: 'pglite',
      pglite: done.pglite,
      database_file: PGLITE_FILE,
      tables: done.tables,
      uploads: await backupUploads(config, target),
    };
  }
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  io.out(
    `Backed up ${manifest.kind} (${Object.keys(manifest.tables).length} tables, ${rows} rows) and ${uploadsSummary(manifest)} to ${target}`,
  );
}

export async function restore(dir: string, config: Config, io: BackupIo, force: boolean): Promise<void> {
  const source = resolve(dir);
  const manifest = readManifest(source);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind)
    throw new BackupRefused(
      `This backup is of ${manifest.kind}, but the configuration names ${kind} (${config.databaseUrl ? 'DATABASE_URL is set' : 'no DATABASE_URL: PGlite in DATA_DIR'}).`,
    );
  const uploadsDir = resolve(config.dataDir, 'uploads');
  const uploadsThere = manifest.uploads.kind === 'disk' && config.storage.kind === 'disk' && nonEmpty(uploadsDir);
  let restored: Record<string, number>;
  if (config.databaseUrl) {
    restored = await restorePostgres(config.databaseUrl, source, manifest, force, uploadsThere, io);
  } else {
    restored = await restorePglite(config.dataDir, source, manifest, force, uploadsThere, io);
  }
  const differ = Object.entries(manifest.tables).filter(([t, n]) => restored[t] !== n);
  if (differ.length)
    throw new Error(
      `The restored database does not hold the backup's rows: ${differ
        .slice(0, 10)
        .map(([t, n]) => `${t} ${restored[t] ?? 'missing'} (backup: ${n})`)
        .join(', ')}`,
    );
  io.out(`Restored ${Object.keys(manifest.tables).length} tables; every table has the backup's rows.`);
  if (manifest.uploads.kind === 'disk') {
    if (config.storage.kind === 's3') {
      io.out(
        `The backup's uploads are files (${join(source, UPLOADS)}) but this install keeps them in S3: copy them into the bucket under the same keys.`,
      );
    } else if (existsSync(join(source, UPLOADS))) {
      if (uploadsThere) {
        const aside = `${uploadsDir}.before-restore-${stamp()}`;
        renameSync(uploadsDir, aside);
        io.out(`The uploads that were there are kept in ${aside}.`);
      }
      cpSync(join(source, UPLOADS), uploadsDir, { recursive: true });
      io.out(`Restored ${manifest.uploads.files} uploaded files to ${uploadsDir}.`);
    }
  } else {
    io.out(
      `Uploads are in the S3 bucket ${manifest.uploads.bucket}, not in the backup: ${manifest.uploads.keys} keys are listed in ${join(source, manifest.uploads.listing)}.`,
    );
  }
  io.out('Start the server: it applies any newer migrations to the restored database.');
}

function readManifest(source: string): Manifest {
  const path = join(source, MANIFEST);
  if (!existsSync(path))
    throw new BackupRefused(`${source} has no ${MANIFEST}: not a backup, or one that did not finish.`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (manifest.format !== 1 || !existsSync(join(source, manifest.database_file)))
    throw new BackupRefused(`${path} is not a backup this version reads, or its database file is missing.`);
  return manifest;
}

// ---- PostgreSQL ----

async function backupPostgres(url: string, target: string, io: BackupIo) {
  const client = await pgClient(url);
  try {
    const server = await postgresVersion(client);
    const pg_dump = await clientVersion('pg_dump', server.server_version_num, io);
    // The counts and the dump read one snapshot: the manifest says exactly what the dump holds.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0]!.s;
    const tables = await countRows(pgQuery(client));
    await run('pg_dump', ['-Fc', `--snapshot=${snapshot}`, '-f', join(target, PG_FILE), ...connectionArgs(url)], url);
    await client.query('commit');
    return { server, pg_dump, tables };
  } finally {
    await client.end().catch(() => {});
  }
}

async function restorePostgres(
  url: string,
  source: string,
  manifest: Manifest,
  force: boolean,
  uploadsThere: boolean,
  io: BackupIo,
): Promise<Record<string, number>> {
  const client = await pgClient(url);
  try {
    const server = await postgresVersion(client);
    const made = manifest.postgres!;
    if (Math.floor(server.server_version_num / 10000) < Math.floor(made.server_version_num / 10000))
      throw new BackupRefused(
        `The backup is of PostgreSQL ${made.server_version}; this server is ${server.server_version}. Restore into a server of that major version or newer.`,
      );
    const restoreMajor = await clientVersion('pg_restore', server.server_version_num, io);
    if (majorOf(restoreMajor) < majorOf(made.pg_dump))
      throw new BackupRefused(
        `The backup was made by pg_dump ${made.pg_dump}; pg_restore ${restoreMajor} cannot read it. Use pg_restore ${majorOf(made.pg_dump)} or newer.`,
      );
    const objects = Number(
      (
        await client.query<{ n: string }>(
          `select count(*)::text as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
           where c.relkind in ('r', 'p', 'v', 'm', 'S') and s.nspname not in ('pg_catalog', 'information_schema')
             and s.nspname not like 'pg\\_toast%' and s.nspname not like 'pg\\_temp%'`,
        )
      ).rows[0]!.n,
    );
    if ((objects > 0 || uploadsThere) && !force)
      throw new BackupRefused(
        `The target is not empty (${objects > 0 ? `the database has ${objects} tables, views or sequences` : 'the uploads folder has files'}). Restore into a new, empty database (createdb) or add --force: it drops every object the backup holds before making it again (what the backup does not hold stays), and moves the uploads folder aside.`,
      );
    // Objects and grants go to the role restoring: a managed server's roles differ from the one backed up.
    const clean = objects > 0 ? ['--clean', '--if-exists'] : [];
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...clean,
        ...connectionArgs(url),
        join(source, manifest.database_file),
      ],
      url,
    );
    return await countRows(pgQuery(client));
  } finally {
    await client.end().catch(() => {});
  }
}

async function pgClient(url: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url, application_name: 'legal-platform-backup' });
  await client.connect();
  return client;
}

const pgQuery =
  (client: Awaited<ReturnType<typeof pgClient>>): Query =>
  async <T>(text: string) =>
    (await client.query(text)).rows as T[];

async function postgresVersion(client: Awaited<ReturnType<typeof pgClient>>) {
  const row = (
    await client.query<{ v: string; n: string }>(
      "select current_setting('server_version') as v, current_setting('server_version_num') as n",
    )
  ).rows[0]!;
  return { server_version: row.v, server_version_num: Number(row.n) };
}

const majorOf = (version: string) => Number.parseInt(version, 10);

/** The client tool's version ("15.20"), refused when older than the server's major version. */
async function clientVersion(tool: 'pg_dump' | 'pg_restore', serverNum: number, io: BackupIo): Promise<string> {
  let text: string;
  try {
    text = await run(tool, ['--version']);
  } catch {
    throw new BackupRefused(
      `${tool} was not found: install the PostgreSQL client tools (of the server's major version or newer) and put them on PATH.`,
    );
  }
  const version = /\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/.exec(text)?.[1];
  if (!version) throw new BackupRefused(`Cannot read ${tool}'s version from: ${text.trim()}`);
  const server = Math.floor(serverNum / 10000);
  if (majorOf(version) < server)
    throw new BackupRefused(
      `${tool} is ${version} but the server is PostgreSQL ${server}: use ${tool} ${server} or newer (on Debian, postgresql-client-${server}; put its bin folder first on PATH).`,
    );
  if (majorOf(version) > server) io.out(`(${tool} ${version} with a PostgreSQL ${server} server: fine.)`);
  return version;
}

/**
 * The connection as the tools take it: the address without its password, which travels in the
 * environment (PGPASSWORD), where other users' `ps` cannot read it.
 */
function connectionArgs(url: string): string[] {
  const u = new URL(url);
  u.password = '';
  return ['--dbname', u.toString()];
}

function run(cmd: string, args: string[], url?: string): Promise<string> {
  const password = url ? decodeURIComponent(new URL(url).password) : '';
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(out) : reject(new Error(`${cmd} failed (exit ${code}): ${err.trim().slice(-2000)}`)),
    );
  });
}

// ---- PGlite ----

async function backupPglite(dataDir: string, target: string) {
  refuseWhileHeld(dataDir);
  if (!nonEmpty(join(dataDir, 'pglite')))
    throw new BackupRefused(`There is no PGlite database in ${resolve(dataDir, 'pglite')} to back up.`);
  const { db, pglite } = await openPglite(dataDir);
  try {
    const tables = await countRows(pgliteQuery(pglite));
    const pgliteInfo = { version: pgliteVersion(), server_version_num: await pgliteServerNum(pglite) };
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(join(target, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    return { tables, pglite: pgliteInfo };
  } finally {
    await db.close();
  }
}

async function restorePglite(
  dataDir: string,
  source: string,
  manifest: Manifest,
  force: boolean,
  uploadsThere: boolean,
  io: BackupIo,
): Promise<Record<string, number>> {
  refuseWhileHeld(dataDir);
  const made = manifest.pglite!;
  const installed = pgliteVersion();
  if (releaseLine(installed) !== releaseLine(made.version))
    throw new BackupRefused(
      `The backup was made by PGlite ${made.version}; this install has PGlite ${installed}. Restore it with PGlite ${releaseLine(made.version)}.x (the release that made it), or move the data to PostgreSQL.`,
    );
  const folder = resolve(dataDir, 'pglite');
  const there = nonEmpty(folder);
  if ((there || uploadsThere) && !force)
    throw new BackupRefused(
      `The target is not empty (${there ? folder : resolve(dataDir, 'uploads')} has data). Restore into an empty DATA_DIR or add --force: it moves the database folder and the uploads folder aside (kept, with .before-restore-… names) and restores in their place.`,
    );
  if (there) {
    const aside = `${folder}.before-restore-${stamp()}`;
    renameSync(folder, aside);
    io.out(`The database that was there is kept in ${aside}: delete it once the restore is checked.`);
  }
  const blob = new Blob([readFileSync(join(source, manifest.database_file))]);
  const { db, pglite } = await openPglite(dataDir, blob);
  try {
    const serverNum = await pgliteServerNum(pglite);
    if (Math.floor(serverNum / 10000) !== Math.floor(made.server_version_num / 10000))
      throw new BackupRefused(
        `The backup holds PostgreSQL ${Math.floor(made.server_version_num / 10000)} data; this PGlite runs ${Math.floor(serverNum / 10000)}.`,
      );
    return await countRows(pgliteQuery(pglite));
  } finally {
    await db.close();
  }
}

/** PGlite is one process at a time: a server holding the data must be stopped first. */
function refuseWhileHeld(dataDir: string): void {
  const file = resolve(dataDir, PGLITE_HOLDER_FILE);
  const pid = readHolder(file);
  if (pid === undefined || pid === process.pid || !alive(pid)) return;
  throw new BackupRefused(
    `A server (process ${pid}) has the PGlite database in ${resolve(dataDir)} open: stop it first (PGlite allows one process at a time). If no server runs, delete ${file}.`,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const db = await connectDb({ dataDir, loadDataDir, logger: createLogger('warn') });
  if (db.queueTarget.kind !== 'pglite') throw new Error('expected PGlite');
  return { db, pglite: db.queueTarget.pglite };
}

const pgliteQuery =
  (pglite: PGlite): Query =>
  async <T>(text: string) =>
    (await pglite.query<T>(text)).rows;

async function pgliteServerNum(pglite: PGlite): Promise<number> {
  const rows = await pgliteQuery(pglite)<{ n: string }>("select current_setting('server_version_num') as n");
  return Number(rows[0]!.n);
}

/** The installed PGlite's version, from its package (which exports no version). */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A release line whose data folders are alike: 0.5 for 0.5.16 (before 1.0 the minor is the major), else the major. */
const releaseLine = (version: string) => {
  const [major, minor] = version.split('.');
  return major === '0' ? `0.${minor}` : major!;
};

// ---- both engines ----

/** Rows of every table (partitions counted in their parent), by `schema.table`. */
async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    `select format('%I.%I', s.nspname, c.relname) as name from pg_class c join pg_namespace s on s.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_%'
     order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: string }>(`select count(*)::text as n from ${name}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

async function backupUploads(config: Config, target: string): Promise<Manifest['uploads']> {
  if (config.storage.kind === 's3') {
    const keys = await listBucket(config.storage);
    writeFileSync(
      join(target, S3_LISTING),
      `key\tbytes\tlast_modified\tetag\n${keys.map((k) => `${k.key}\t${k.size}\t${k.modified}\t${k.etag}`).join('\n')}\n`,
    );
    return {
      kind: 's3',
      bucket: config.storage.bucket,
      keys: keys.length,
      listing: S3_LISTING,
      note: "The bucket's objects are not copied: back the bucket up with its provider's tools (versioning, replication).",
    };
  }
  const root = resolve(config.dataDir, 'uploads');
  let files = 0;
  let bytes = 0;
  if (existsSync(root))
    // A write under way (a .tmp file, renamed when whole) is not an upload yet.
    cpSync(root, join(target, UPLOADS), {
      recursive: true,
      filter: (from) => {
        if (from.endsWith('.tmp')) return false;
        const st = statSync(from);
        if (st.isFile()) {
          files++;
          bytes += st.size;
        }
        return true;
      },
    });
  return { kind: 'disk', folder: UPLOADS, files, bytes };
}

async function listBucket(storage: Extract<Config['storage'], { kind: 's3' }>) {
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.endpoint !== undefined,
    credentials: storage.credentials,
  });
  const keys: { key: string; size: number; modified: string; etag: string }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: storage.bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? [])
      if (o.Key)
        keys.push({
          key: o.Key,
          size: o.Size ?? 0,
          modified: o.LastModified?.toISOString() ?? '',
          etag: o.ETag ?? '',
        });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys;
}

const uploadsSummary = (m: Manifest) =>
  m.uploads.kind === 'disk'
    ? `${m.uploads.files} uploaded files`
    : `the list of ${m.uploads.keys} keys of the S3 bucket ${m.uploads.bucket}`;

function nonEmpty(path: string): boolean {
  return existsSync(path) && readdirSync(path).length > 0;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function appVersion(): string {
  const pkg = fileURLToPath(new URL('../../package.json', import.meta.url));
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}
