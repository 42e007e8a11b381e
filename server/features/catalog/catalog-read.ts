import { type Kysely, sql } from 'kysely';
import {
  CATALOG_BLOCKS,
  CATALOG_LIMITS,
  catalogSearchWords,
  isHttpLink,
  isSampleService,
} from '@shared/catalog/constants.ts';
import type { CatalogAnswer, CatalogBlock, CatalogQuery, CatalogService } from '@shared/schemas/catalog.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import type { Language } from '@shared/constants.ts';
import { readRegions, regionTitle } from '../regions/regions-service.ts';

/** A stored block shown only when it is a `{ title, link }` with an http(s) link (whatever reached the table). */
function safeBlock(value: unknown): CatalogBlock | null {
  if (!value || typeof value !== 'object') return null;
  const { title, link } = value as Record<string, unknown>;
  return typeof title === 'string' && title.trim() && typeof link === 'string' && isHttpLink(link)
    ? { title, link }
    : null;
}
const safeLink = (value: string | null) => (value && isHttpLink(value) ? value : null);
const safeIcon = (value: string | null) => (value && (isHttpLink(value) || !value.includes(':')) ? value : null);

/**
 * `catalog`: visible services, in their types' order, then the
 * operators' order; without `type` the first `CATALOG_LIMITS.perType` of every type (the page
 * shows 12 of each), with `type` that type's `page` (12 a page; an unknown type or a page past
 * the last: none). `serviceTypes`: the types that have a visible service, each with `count`, how
 * many of its services match the search and region (what Load more can reach); `regions`: the
 * regions to choose from. `region` (a code) keeps that region's services and those for all of
 * Russia (an unknown or hidden code is a 400); `search` keeps services whose title, about or
 * services hold every word (lower case, ё as е, compared with strpos: nothing typed is a pattern).
 */
export async function readCatalog(db: Kysely<Database>, q: CatalogQuery, language: Language): Promise<CatalogAnswer> {
  // Practice areas and regions are named in the reader's language.
  const typeTitle = language === 'en' ? sql<string>`coalesce(t.title_en, t.title)` : sql<string>`t.title`;
  let regionId: number | undefined;
  if (q.region) {
    const region = await db
      .selectFrom('regions')
      .select('id')
      .where('code', '=', q.region)
      .where('is_hidden', '=', false)
      .executeTakeFirst();
    if (!region) throw new HttpError('region_not_found');
    regionId = region.id;
  }
  const words = catalogSearchWords(q.search ?? '');
  // The visible services the search and region keep (a query to build on).
  const matching = () => {
    let m = db.selectFrom('catalog_services as s').where('s.is_hidden', '=', false);
    if (regionId !== undefined)
      m = m.where((eb) => eb.or([eb('s.region_id', 'is', null), eb('s.region_id', '=', regionId)]));
    for (const word of words) m = m.where(sql<boolean>`strpos(s.search, ${word}) > 0`);
    return m;
  };
  const perType = CATALOG_LIMITS.perType;
  // A type's page: LIMIT/OFFSET along the (type_id, position, id) index of visible services.
  // Every type's first page: each type's first 12 by row_number over the same order.
  const page =
    q.type !== undefined
      ? matching()
          .select('s.id')
          .where('s.type_id', '=', q.type)
          .orderBy('s.position')
          .orderBy('s.id')
          .limit(perType)
          .offset((q.page - 1) * perType)
      : db
          .selectFrom(
            matching()
              .select([
                's.id',
                sql<number>`row_number() over (partition by s.type_id order by s.position, s.id)`.as('rn'),
              ])
              .as('ranked'),
          )
          .select('ranked.id')
          .where('ranked.rn', '<=', perType);
  const pick = db
    .selectFrom('catalog_services as s')
    .innerJoin('catalog_service_types as t', 't.id', 's.type_id')
    .leftJoin('regions as r', 'r.id', 's.region_id')
    .select([
      's.id',
      's.key',
      's.title',
      's.about',
      's.icon',
      's.type_id',
      typeTitle.as('type_title'),
      'r.code as region_code',
      regionTitle('r', language).as('region_title'),
      's.website',
      's.services',
      's.phone',
      's.worktime',
      's.address',
      's.emails',
      ...CATALOG_BLOCKS.map((b) => `s.${b}` as const),
    ])
    .where('s.id', 'in', page);
  const [rows, types, counts, regions] = await Promise.all([
    pick.orderBy('t.position').orderBy('t.id').orderBy('s.position').orderBy('s.id').execute(),
    db
      .selectFrom('catalog_service_types as t')
      .select(['t.id', typeTitle.as('title')])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('catalog_services as s')
            .select('s.id')
            .whereRef('s.type_id', '=', 't.id')
            .where('s.is_hidden', '=', false),
        ),
      )
      .orderBy('t.position')
      .orderBy('t.id')
      .execute(),
    matching()
      .select(['s.type_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('s.type_id')
      .execute(),
    readRegions(db, language),
  ]);
  const countOf = new Map(counts.map((c) => [c.type_id, Number(c.n)]));
  const serviceTypes = types.map((x) => ({ id: x.id, title: x.title, count: countOf.get(x.id) ?? 0 }));
  const services: CatalogService[] = rows.map((r) => ({
    id: r.id,
    sample: isSampleService(r.key),
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
