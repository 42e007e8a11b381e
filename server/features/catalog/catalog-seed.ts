import { type Kysely, sql } from 'kysely';
import { catalogFileSchema } from '@shared/schemas/catalog.ts';
import { CATALOG_SEED, SERVICE_TYPE_NAMES_EN } from '@server/content/catalog.ts';
import type { Database } from '@server/db/schema.ts';
import { writeCatalog } from './catalog-write.ts';

/** The starting catalog in every install: services whose key is new are added; nothing an operator changed or hid is touched. */
export async function ensureCatalog(db: Kysely<Database>): Promise<void> {
  await writeCatalog(db, catalogFileSchema.parse(CATALOG_SEED), 'seed');
  // The practice areas' English names, by their Russian title: an install seeded before they existed gets them too.
  const names = [...SERVICE_TYPE_NAMES_EN].map(([title, name]) => sql`(${title}, ${name})`);
  await sql`update catalog_service_types t set title_en = n.name from (values ${sql.join(names)}) as n(title, name)
    where t.title = n.title and t.title_en is distinct from n.name`.execute(db);
}
