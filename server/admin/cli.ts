import { connectDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { CatalogFile } from '@shared/schemas/catalog.ts';
import { CatalogFileError } from '../features/catalog/catalog-write.ts';
import { exportCatalogTo, importCatalog, readCatalogFile } from './catalog.ts';
import { backup, BackupRefused, restore } from './backup.ts';
import { GRANTS, isGrant, setGrant } from './grants.ts';

/**
 * `npm run admin -- <command>`: what operators do without SQL, on the configured database
 * (DATABASE_URL, else the PGlite data in DATA_DIR — stop the server first: PGlite has one
 * process at a time). Answers for operators in English; exit code 0 on success, 1 on a refusal.
 */

export const USAGE = `Usage: npm run admin -- <command>
  grant <username> <what>    give a person a permission or role
  revoke <username> <what>   take it away
  <what>: ${Object.keys(GRANTS).join(', ')}
  catalog import <file.json> add or update the service catalog from a file (all or nothing)
  catalog export [file.json] write the whole catalog as such a file (to stdout without a name)
  backup <dir>               the database and the uploads into a new or empty folder
  restore <dir> [--force]    a backup back into an empty database (--force: into one that is not;
                             docs/operations.md, Backups)`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

export async function runAdmin(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  io: AdminIo = consoleIo,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'catalog') return runCatalog(rest, env, io);
  if (command === 'backup' || command === 'restore') return runBackup(command, rest, env, io);
  if (command !== 'grant' && command !== 'revoke') {
    io.err(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
    return 1;
  }
  const [username, what] = rest;
  if (!username || !what || rest.length > 2) {
    io.err(USAGE);
    return 1;
  }
  if (!isGrant(what)) {
    io.err(`Unknown permission or role: ${what}. Known: ${Object.keys(GRANTS).join(', ')}`);
    return 1;
  }
  const config = loadConfig(env);
  const db = await connectDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: createLogger('warn'),
  });
  try {
    await migrateToLatest(db.db);
    const r = await setGrant(db.db, username, what, command === 'grant');
    if (!r.found) {
      io.err(`No profile with the username "${username}"`);
      return 1;
    }
    const state = `roles: [${r.roles.join(', ')}], permissions: [${r.permissions.join(', ')}]`;
    if (!r.changed) io.out(`${username} ${command === 'grant' ? 'already has' : 'does not have'} ${what} (${state})`);
    else
      io.out(
        `${command === 'grant' ? 'Granted' : 'Revoked'} ${what} ${command === 'grant' ? 'to' : 'from'} ${username} (${state})`,
      );
    return 0;
  } finally {
    await db.close();
  }
}

async function runCatalog(args: string[], env: Record<string, string | undefined>, io: AdminIo): Promise<number> {
  const [sub, path, ...extra] = args;
  if ((sub !== 'import' && sub !== 'export') || extra.length > 0 || (sub === 'import' && !path)) {
    io.err(USAGE);
    return 1;
  }
  let file: CatalogFile | undefined;
  if (sub === 'import') {
    // A broken file is refused before the database is opened.
    try {
      file = readCatalogFile(path!);
    } catch (e) {
      if (!(e instanceof CatalogFileError)) throw e;
      io.err(`Nothing imported. ${e.message}`);
      return 1;
    }
  }
  const config = loadConfig(env);
  const db = await connectDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger: createLogger('warn'),
  });
  try {
    await migrateToLatest(db.db);
    return file ? await importCatalog(db.db, file, path!, io) : await exportCatalogTo(db.db, path, io);
  } finally {
    await db.close();
  }
}

/** No migration here: a backup is of the database as it is, and the server migrates a restored one when it starts. */
async function runBackup(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
  io: AdminIo,
): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-') || (force && command === 'backup')) {
    io.err(USAGE);
    return 1;
  }
  const config = loadConfig(env);
  try {
    if (command === 'backup') await backup(rest[0]!, config, io);
    else await restore(rest[0]!, config, io, force);
    return 0;
  } catch (e) {
    if (!(e instanceof BackupRefused)) throw e;
    io.err(`Nothing ${command === 'backup' ? 'backed up' : 'restored'}. ${e.message}`);
    return 1;
  }
}

const consoleIo: AdminIo = { out: (l) => console.log(l), err: (l) => console.error(l) };
