import { type Kysely, sql } from 'kysely';
import { catalogSearchWords } from '../../../shared/catalog/constants.ts';
import type { CatalogQuery } from '../../../shared/schemas/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { readCatalog } from './catalog-read.ts';

/**
 * The catalog's serialised answers, kept while `catalog_state.version` stands (every write to
 * the services, their types or the regions moves it on, by trigger). A request then costs one
 * small query, like /readyz, instead of reading and serialising every service (2,000 services:
 * ~45 ms and 2 MB; tests/bench/catalog-bench.ts). Each server process keeps its own, per
 * database; the version makes every process see a write at once. At most 64 answers and 32 MB.
 */
const MAX_ENTRIES = 64;
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  version: string;
  body: string;
}

class AnswerCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, version: string): string | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.version !== version) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, entry: Entry): void {
    this.drop(key);
    if (entry.body.length > MAX_BYTES) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.body.length;
    this.entries.delete(key);
  }
}

const caches = new WeakMap<Kysely<Database>, AnswerCache>();

/** The `catalog` answer as JSON text: from the cache when nothing changed since it was made. */
export async function catalogAnswerText(db: Kysely<Database>, q: CatalogQuery): Promise<string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache()));
  // Read before the answer: a write meanwhile leaves this entry on the older version, so it is made again.
  const { version } = await db.selectFrom('catalog_state').select(sql<string>`version::text`.as('version')).executeTakeFirstOrThrow();
  const key = `${catalogSearchWords(q.search ?? '').join(' ')}\n${q.region ?? ''}`;
  const hit = cache.get(key, version);
  if (hit !== undefined) return hit;
  const body = JSON.stringify(await readCatalog(db, q));
  cache.set(key, { version, body });
  return body;
}
