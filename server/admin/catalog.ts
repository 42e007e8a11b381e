import { readFileSync, writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { createTranslator } from '@shared/i18n/translator.ts';
import type { CatalogFile } from '@shared/schemas/catalog.ts';
import type { Database } from '../db/schema.ts';
import { ensureRegions } from '../features/regions/regions-service.ts';
import { CatalogFileError, exportCatalog, parseCatalogFile, writeCatalog } from '../features/catalog/catalog-write.ts';

/**
 * `npm run admin -- catalog import <file.json>` and `catalog export [file.json]`:
 * operators manage the service catalog without SQL. Import checks every row with the schema
 * the app uses and writes all or nothing; export writes the same shape (hidden services too).
 */

export interface CatalogIo {
  out(line: string): void;
  err(line: string): void;
}

const en = createTranslator()('en');

/** Reads and checks a file before any database is opened: a CatalogFileError says what is wrong. */
export function readCatalogFile(path: string): CatalogFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new CatalogFileError(`Cannot read ${path}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new CatalogFileError(`${path} is not JSON: ${(e as Error).message}`);
  }
  return parseCatalogFile(json, en);
}

/** Writes a checked file in one transaction: an unknown region code refuses it all. */
export async function importCatalog(
  db: Kysely<Database>,
  file: CatalogFile,
  path: string,
  io: CatalogIo,
): Promise<number> {
  try {
    await ensureRegions(db);
    const r = await db.transaction().execute((trx) => writeCatalog(trx, file, 'import'));
    io.out(
      `Imported ${file.services.length} services from ${path}: ${r.inserted} added, ${r.updated} updated (${r.types} types)`,
    );
    return 0;
  } catch (e) {
    if (!(e instanceof CatalogFileError)) throw e;
    io.err(`Nothing imported. ${e.message}`);
    return 1;
  }
}

export async function exportCatalogTo(db: Kysely<Database>, path: string | undefined, io: CatalogIo): Promise<number> {
  const file = await exportCatalog(db);
  const text = `${JSON.stringify(file, null, 2)}\n`;
  if (path) {
    writeFileSync(path, text);
    io.out(`Exported ${file.services.length} services in ${file.serviceTypes.length} types to ${path}`);
  } else {
    io.out(text.trimEnd());
  }
  return 0;
}
