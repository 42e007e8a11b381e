import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { CATALOG_BLOCKS, SAMPLE_KEY_PREFIX } from '@shared/catalog/constants.ts';
import { issueMessage, type Translate } from '@shared/i18n/validation.ts';
import { type CatalogFile, catalogFileSchema, type CatalogServiceInput } from '@shared/schemas/catalog.ts';
import type { Database } from '@server/db/schema.ts';

/**
 * Writing the catalog: the seed every install gets (new keys only: what operators changed
 * stays) and `npm run admin -- catalog import` (services added or updated by `key`, types by
 * title; in the caller's transaction, so a refused file changes nothing). Export writes the
 * same file shape, hidden services included, so export → import round-trips.
 */

/** A file the catalog refuses: the message names the row and the field. */
export class CatalogFileError extends Error {}

type Issue = z.core.$ZodIssue;

/** "service 4 (key "notary-moscow"), field website: must be a web address…" for the first few issues. */
export function describeFileIssues(input: unknown, issues: readonly Issue[], t: Translate): string {
  const rows = (input as { services?: unknown[] } | null)?.services;
  return issues
    .slice(0, 5)
    .map((issue) => {
      const [top, index, ...field] = issue.path;
      if (top === 'services' && typeof index === 'number') {
        const key = (rows?.[index] as { key?: unknown } | undefined)?.key;
        const name = typeof key === 'string' ? ` (key "${key.slice(0, 80)}")` : '';
        return `service ${index + 1}${name}, field ${field.length ? field.join('.') : '(the row itself)'}: ${issueMessage(issue, t)}`;
      }
      if (top === 'serviceTypes' && typeof index === 'number')
        return `serviceTypes ${index + 1}: ${issueMessage(issue, t)}`;
      return `${issue.path.length ? issue.path.join('.') : 'the file'}: ${issueMessage(issue, t)}`;
    })
    .join('\n');
}

/** Parses a file's JSON with the catalog's schema; a CatalogFileError names what is wrong. */
export function parseCatalogFile(input: unknown, t: Translate): CatalogFile {
  const parsed = catalogFileSchema.safeParse(input);
  if (!parsed.success) throw new CatalogFileError(describeFileIssues(input, parsed.error.issues, t));
  const seen = new Map<string, number>();
  parsed.data.services.forEach((s, i) => {
    const first = seen.get(s.key);
    if (first !== undefined)
      throw new CatalogFileError(`service ${i + 1} (key "${s.key}"), field key: the same key as service ${first + 1}`);
    seen.set(s.key, i);
  });
  return parsed.data;
}

const CHUNK = 500;

export interface CatalogWriteResult {
  inserted: number;
  updated: number;
  types: number;
}

/**
 * Writes a parsed file: `import` adds or updates; `seed` adds what is missing and brings its
 * sample firms no import has touched up to date. Run it in a transaction.
 */
export async function writeCatalog(
  db: Kysely<Database>,
  file: CatalogFile,
  mode: 'seed' | 'import',
): Promise<CatalogWriteResult> {
  const titles = [...new Set([...file.serviceTypes, ...file.services.map((s) => s.type)])];
  if (titles.length) {
    const values = titles.map((title, position) => ({ title, position }));
    const listed = new Set(file.serviceTypes);
    await db
      .insertInto('catalog_service_types')
      .values(values)
      .onConflict((oc) => oc.column('title').doNothing())
      .execute();
    if (mode === 'import') {
      // The file's own order for the types it lists.
      for (const { title, position } of values) {
        if (listed.has(title))
          await db
            .updateTable('catalog_service_types')
            .set({ position })
            .where('title', '=', title)
            .where('position', '!=', position)
            .execute();
      }
    }
  }
  const typeIds = new Map(
    (await db.selectFrom('catalog_service_types').select(['id', 'title']).execute()).map((t) => [t.title, t.id]),
  );
  const regionIds = new Map(
    (await db.selectFrom('regions').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
  );

  const rows = file.services.map((s, i) => {
    let regionId: number | null = null;
    if (s.region !== null) {
      const id = regionIds.get(s.region);
      if (id === undefined)
        throw new CatalogFileError(
          `service ${i + 1} (key "${s.key}"), field region: no region with the code "${s.region}"`,
        );
      regionId = id;
    }
    return toRow(s, typeIds.get(s.type)!, regionId, i);
  });

  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const written = await db
      .insertInto('catalog_services')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((oc) =>
        mode === 'seed'
          ? // The seed's own sample firms follow the seed (so a corrected sample reaches old installs)
            // until an import changes them (it moves updated_at on); every other seeded row is the
            // operators' once written.
            oc
              .column('key')
              .doUpdateSet((eb) => Object.fromEntries(UPDATED_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])))
              .where('catalog_services.key', 'like', `${SAMPLE_KEY_PREFIX}%`)
              .whereRef('catalog_services.updated_at', '=', 'catalog_services.created_at')
          : oc.column('key').doUpdateSet((eb) => ({
              ...Object.fromEntries(UPDATED_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
              updated_at: sql`now()`,
            })),
      )
      // xmax is 0 on a row this statement inserted (PostgreSQL's own bookkeeping).
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    for (const w of written) {
      if (w.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated, types: titles.length };
}

const UPDATED_COLUMNS = [
  'title',
  'about',
  'icon',
  'type_id',
  'region_id',
  'is_hidden',
  'position',
  'website',
  'services',
  'phone',
  'worktime',
  'address',
  'emails',
  ...CATALOG_BLOCKS,
] as const;

function toRow(s: CatalogServiceInput, typeId: number, regionId: number | null, position: number) {
  return {
    key: s.key,
    title: s.title,
    about: s.about,
    icon: s.icon,
    type_id: typeId,
    region_id: regionId,
    is_hidden: s.is_hidden,
    position,
    website: s.website,
    services: s.services,
    phone: s.phone,
    worktime: s.worktime,
    address: s.address,
    emails: s.emails,
    ...Object.fromEntries(CATALOG_BLOCKS.map((b) => [b, s[b] === null ? null : JSON.stringify(s[b])])),
  } as const;
}

/** The whole catalog as an import file: types in their order, services (hidden ones too) in theirs. */
export async function exportCatalog(db: Kysely<Database>): Promise<CatalogFile> {
  const serviceTypes = (
    await db.selectFrom('catalog_service_types').select('title').orderBy('position').orderBy('id').execute()
  ).map((t) => t.title);
  const rows = await db
    .selectFrom('catalog_services as s')
    .innerJoin('catalog_service_types as t', 't.id', 's.type_id')
    .leftJoin('regions as r', 'r.id', 's.region_id')
    // Named, not `s.*`: a named statement's answer must keep its columns when a migration adds one.
    .select([
      's.key',
      's.title',
      's.about',
      's.icon',
      's.is_hidden',
      's.website',
      's.services',
      's.phone',
      's.worktime',
      's.address',
      's.emails',
      ...CATALOG_BLOCKS.map((b) => `s.${b}` as const),
    ])
    .select(['t.title as type_title', 'r.code as region_code'])
    .orderBy('t.position')
    .orderBy('t.id')
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
  const services = rows.map((r) => ({
    key: r.key,
    title: r.title,
    about: r.about,
    icon: r.icon,
    type: r.type_title,
    region: r.region_code,
    is_hidden: r.is_hidden,
    website: r.website,
    services: r.services,
    phone: r.phone,
    worktime: r.worktime,
    address: r.address,
    emails: r.emails,
    ...Object.fromEntries(CATALOG_BLOCKS.map((b) => [b, r[b] ?? null])),
  })) as CatalogServiceInput[];
  return { serviceTypes, services };
}
