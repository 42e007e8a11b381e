import type { Kysely } from 'kysely';
import type { Language } from '@shared/constants.ts';
import { catalogSearchWords } from '@shared/catalog/constants.ts';
import type { CatalogQuery } from '@shared/schemas/catalog.ts';
import { type KeptReads, type KeptText, keptAnswer } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';
import { readCatalog } from './catalog-read.ts';

/**
 * The `catalog` answer as JSON text, kept while the catalog's version stands (every write to
 * the services, their types or the regions moves it on, by trigger): a request then costs one
 * small query, like /readyz, instead of reading and serialising the page again. The answer is
 * paged per type (12 of each type, or one type's page), so it stays small at any catalog size;
 * tests/bench/catalog-bench.ts. See server/db/answer-cache.ts.
 */
/** What the catalog's answer reads: its services, their types and the regions. */
export const CATALOG_READS: KeptReads = {
  scope: 'catalog',
  reads: ['catalog_services', 'catalog_service_types', 'regions'],
};

export function catalogAnswerText(db: Kysely<Database>, q: CatalogQuery, language: Language): Promise<KeptText> {
  // The answer depends on the words searched (not how they were typed), the region, the type and
  // its page, and the reader's language (the names of types and regions).
  const key = `${language}\n${catalogSearchWords(q.search ?? '').join(' ')}\n${q.region ?? ''}\n${q.type ?? ''}\n${q.page}`;
  return keptAnswer(db, CATALOG_READS, key, async () => JSON.stringify(await readCatalog(db, q, language)));
}
