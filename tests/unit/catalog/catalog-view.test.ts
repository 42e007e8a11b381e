import { describe, expect, it } from 'vitest';
import {
  appendPages,
  groupByType,
  nextTypePage,
  readCatalogParams,
  shownCount,
  writeCatalogParams,
} from '@shared/catalog/catalog-view.ts';
import type { CatalogService } from '@shared/schemas/catalog.ts';

const service = (id: number, typeId: number): CatalogService =>
  ({ id, title: `S${id}`, type: { id: typeId, title: `T${typeId}` }, emails: [] }) as unknown as CatalogService;

describe('catalog page rules', () => {
  it('groups services by type in the types’ order, leaving out types with none, each with its count as its total', () => {
    const groups = groupByType(
      [service(1, 2), service(2, 1), service(3, 2), service(4, 9)],
      [
        { id: 1, title: 'T1', count: 1 },
        { id: 2, title: 'T2', count: 30 },
        { id: 3, title: 'T3', count: 0 },
      ],
    );
    expect(groups.map((g) => [g.type.id, g.services.map((s) => s.id), g.total])).toEqual([
      [1, [2], 1],
      [2, [1, 3], 30],
      [9, [4], 1],
    ]);
  });

  it('appends a type’s later pages to its first, never showing a service twice', () => {
    const first = [service(1, 1), service(2, 1)];
    expect(appendPages(first, []).map((s) => s.id)).toEqual([1, 2]);
    expect(appendPages(first, [[service(3, 1), service(4, 1)], [service(5, 1)]]).map((s) => s.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    // A service moved down between two pages comes once, where it was first seen.
    expect(appendPages(first, [[service(2, 1), service(3, 1)]]).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('asks for the next page while whole pages come back and the total is not reached', () => {
    // 30 services: pages 1 (12), 2 (12), 3 (6).
    expect(nextTypePage(2, 12, 12, 30)).toBe(3);
    expect(nextTypePage(3, 6, 12, 30)).toBeUndefined();
    // 24 services: page 2 ends it although it is whole.
    expect(nextTypePage(2, 12, 12, 24)).toBeUndefined();
    // An empty page (the catalog shrank since the count): nothing more.
    expect(nextTypePage(2, 0, 12, 30)).toBeUndefined();
  });

  it('shows 12 per type and 12 more per Load more', () => {
    expect(shownCount(12, 0, 30)).toBe(12);
    expect(shownCount(12, 1, 30)).toBe(24);
    expect(shownCount(12, 2, 30)).toBe(30);
    expect(shownCount(12, 0, 5)).toBe(5);
  });

  it('keeps search and region in the address, dropping what is empty or malformed', () => {
    expect(writeCatalogParams({ search: ' нотариус ', region: '78' })).toBe(
      'search=%D0%BD%D0%BE%D1%82%D0%B0%D1%80%D0%B8%D1%83%D1%81&region=78',
    );
    expect(readCatalogParams('?search=%D0%BD%D0%BE%D1%82%D0%B0%D1%80%D0%B8%D1%83%D1%81&region=78')).toEqual({
      search: 'нотариус',
      region: '78',
    });
    expect(readCatalogParams('?region=javascript:1')).toEqual({ search: '', region: '' });
    expect(writeCatalogParams({ search: '', region: '' })).toBe('');
  });
});
