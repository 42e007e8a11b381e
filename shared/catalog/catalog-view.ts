import type { CatalogService, CatalogServiceType } from '../schemas/catalog.ts';

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
  type: CatalogServiceType;
  services: CatalogService[];
}

/** Services grouped by type (spec community §2 Catalog), in the answer's type order; a type with none is left out. */
export function groupByType(services: readonly CatalogService[], types: readonly CatalogServiceType[]): CatalogGroup[] {
  const byType = new Map<number, CatalogService[]>();
  for (const s of services) {
    const list = byType.get(s.type.id);
    if (list) list.push(s);
    else byType.set(s.type.id, [s]);
  }
  const groups: CatalogGroup[] = [];
  for (const type of types) {
    const list = byType.get(type.id);
    if (list) groups.push({ type, services: list });
    byType.delete(type.id);
  }
  // A type the list did not name (a service added between the two reads): at the end.
  for (const list of byType.values()) groups.push({ type: list[0].type, services: list });
  return groups;
}

/** How many of a type's services are shown: 12, and 12 more per Load more (spec §9). */
export const shownCount = (perType: number, clicks: number, total: number) => Math.min(total, perType * (clicks + 1));
