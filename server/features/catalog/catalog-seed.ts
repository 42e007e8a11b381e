import type { Kysely } from 'kysely';
import { catalogFileSchema } from '@shared/schemas/catalog.ts';
import { CATALOG_SEED } from '@server/content/catalog.ts';
import type { Database } from '@server/db/schema.ts';
import { writeCatalog } from './catalog-write.ts';

/** The starting catalog in every install: services whose key is new are added; nothing an operator changed or hid is touched. */
export async function ensureCatalog(db: Kysely<Database>): Promise<void> {
  await writeCatalog(db, catalogFileSchema.parse(CATALOG_SEED), 'seed');
}
