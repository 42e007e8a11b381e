import { type Kysely, sql } from 'kysely';
import { CATALOG_BLOCKS, catalogSearchWords, isHttpLink } from '../../../shared/catalog/constants.ts';
import type { CatalogAnswer, CatalogBlock, CatalogQuery, CatalogService } from '../../../shared/schemas/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { readRegions } from '../career/regions.ts';

/** A stored block shown only when it is a `{ title, link }` with an http(s) link (whatever reached the table). */
function safeBlock(value: unknown): CatalogBlock | null {
  if (!value || typeof value !== 'object') return null;
  const { title, link } = value as Record<string, unknown>;
  return typeof title === 'string' && title.trim() && typeof link === 'string' && isHttpLink(link) ? { title, link } : null;
}
const safeLink = (value: string | null) => (value && isHttpLink(value) ? value : null);
const safeIcon = (value: string | null) => (value && (isHttpLink(value) || !value.includes(':')) ? value : null);

/**
 * `catalog` (spec community §7): the visible services, in their types' order, then the
 * operators' order; the types that have a visible service; the regions to choose from.
 * `region` (a code) keeps that region's services and those for all of Russia (an unknown
 * or hidden code is a 400); `search` keeps services whose title, about or services hold
 * every word (lower case, ё as е, compared with strpos: nothing typed is a pattern).
 */
export async function readCatalog(db: Kysely<Database>, q: CatalogQuery): Promise<CatalogAnswer> {
  let regionId: number | undefined;
  if (q.region) {
    const region = await db.selectFrom('regions').select('id').where('code', '=', q.region).where('is_hidden', '=', false).executeTakeFirst();
    if (!region) throw new HttpError('region_not_found');
    regionId = region.id;
  }
  let pick = db
    .selectFrom('catalog_services as s')
    .innerJoin('catalog_service_types as t', 't.id', 's.type_id')
    .leftJoin('regions as r', 'r.id', 's.region_id')
    .select([
      's.id', 's.title', 's.about', 's.icon', 's.type_id', 't.title as type_title', 'r.code as region_code', 'r.title as region_title',
      's.website', 's.services', 's.phone', 's.worktime', 's.address', 's.emails', ...CATALOG_BLOCKS.map((b) => `s.${b}` as const),
    ])
    .where('s.is_hidden', '=', false);
  if (regionId !== undefined) pick = pick.where((eb) => eb.or([eb('s.region_id', 'is', null), eb('s.region_id', '=', regionId)]));
  for (const word of catalogSearchWords(q.search ?? '')) pick = pick.where(sql<boolean>`strpos(s.search, ${word}) > 0`);
  const [rows, serviceTypes, regions] = await Promise.all([
    pick.orderBy('t.position').orderBy('t.id').orderBy('s.position').orderBy('s.id').execute(),
    db
      .selectFrom('catalog_service_types as t')
      .select(['t.id', 't.title'])
      .where((eb) => eb.exists(eb.selectFrom('catalog_services as s').select('s.id').whereRef('s.type_id', '=', 't.id').where('s.is_hidden', '=', false)))
      .orderBy('t.position')
      .orderBy('t.id')
      .execute(),
    readRegions(db),
  ]);
  const services: CatalogService[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    about: r.about,
    icon: safeIcon(r.icon),
    type: { id: r.type_id, title: r.type_title },
    region: r.region_code === null || r.region_title === null ? null : { code: r.region_code, title: r.region_title },
    website: safeLink(r.website),
    services: r.services,
    phone: r.phone,
    worktime: r.worktime,
    address: r.address,
    emails: r.emails,
    block_top: safeBlock(r.block_top),
    block1: safeBlock(r.block1),
    block2: safeBlock(r.block2),
    block3: safeBlock(r.block3),
    block4: safeBlock(r.block4),
    block5: safeBlock(r.block5),
    block6: safeBlock(r.block6),
    block7: safeBlock(r.block7),
    block8: safeBlock(r.block8),
    block9: safeBlock(r.block9),
    block10: safeBlock(r.block10),
  }));
  return { services, serviceTypes, regions };
}
