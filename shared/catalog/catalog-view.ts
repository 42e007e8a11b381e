import type { CatalogService, CatalogTypeCount } from '../schemas/catalog.ts';

/** The catalog page's address: `?search=…&region=77` (a search or region can be shared). */
export interface CatalogView {
  search: string;
  region: string;
}

export function readCatalogParams(query: string): CatalogView {
  const params = new URLSearchParams(query);
  const region = params.get('region') ?? '';
  return { search: (params.get('search') ?? '').trim(), region: /^\d{2}$/.test(region) ? region : '' };
}

export function writeCatalogParams(view: CatalogView): string {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search.trim());
  if (view.region) params.set('region', view.region);
  return params.toString();
}

export interface CatalogGroup {
  type: CatalogTypeCount;
  /** the type's first page, from the main answer */
  services: CatalogService[];
  /** how many of the type's services match the search and region (the server's `count`) */
  total: number;
}

/**
 * Services grouped by type, as the catalog page lists them, in the answer's type order; a type with
 * none is left out. Each group's total is its type's `count` (the answer holds only its first page).
 */
export function groupByType(services: readonly CatalogService[], types: readonly CatalogTypeCount[]): CatalogGroup[] {
  const byType = new Map<number, CatalogService[]>();
  for (const s of services) {
    const list = byType.get(s.type.id);
    if (list) list.push(s);
    else byType.set(s.type.id, [s]);
  }
  const groups: CatalogGroup[] = [];
  for (const type of types) {
    const list = byType.get(type.id);
    if (list) groups.push({ type, services: list, total: Math.max(type.count, list.length) });
    byType.delete(type.id);
  }
  // A type the list did not name (a service added between the two reads): at the end.
  for (const list of byType.values())
    groups.push({ type: { ...list[0].type, count: list.length }, services: list, total: list.length });
  return groups;
}

/** How many of a type's services are shown: 12, and 12 more per Load more. */
export const shownCount = (perType: number, clicks: number, total: number) => Math.min(total, perType * (clicks + 1));

/**
 * A type's services as loaded: its first page, then each later page in order; a service seen
 * already (the catalog changed between two pages and one moved down) is not shown twice.
 */
export function appendPages(
  first: readonly CatalogService[],
  pages: readonly (readonly CatalogService[])[],
): CatalogService[] {
  const seen = new Set<number>();
  const out: CatalogService[] = [];
  for (const list of [first, ...pages]) {
    for (const s of list) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
    }
  }
  return out;
}

/**
 * The page after `page` (pages count from 1, `perType` a page), or undefined when it came back
 * short or the pages so far reach the type's total: then there is nothing more to load.
 */
export function nextTypePage(page: number, pageSize: number, perType: number, total: number): number | undefined {
  return pageSize < perType || page * perType >= total ? undefined : page + 1;
}
