import { describe, expect, it } from 'vitest';
import { groupByType, readCatalogParams, shownCount, writeCatalogParams } from '../../../shared/catalog/catalog-view.ts';
import type { CatalogService } from '../../../shared/schemas/catalog.ts';

const service = (id: number, typeId: number): CatalogService =>
  ({ id, title: `S${id}`, type: { id: typeId, title: `T${typeId}` }, emails: [] }) as unknown as CatalogService;

describe('catalog page rules', () => {
  it('groups services by type in the types’ order, leaving out types with none', () => {
    const groups = groupByType([service(1, 2), service(2, 1), service(3, 2), service(4, 9)], [
      { id: 1, title: 'T1' }, { id: 2, title: 'T2' }, { id: 3, title: 'T3' },
    ]);
    expect(groups.map((g) => [g.type.id, g.services.map((s) => s.id)])).toEqual([[1, [2]], [2, [1, 3]], [9, [4]]]);
  });

  it('shows 12 per type and 12 more per Load more', () => {
    expect(shownCount(12, 0, 30)).toBe(12);
    expect(shownCount(12, 1, 30)).toBe(24);
    expect(shownCount(12, 2, 30)).toBe(30);
    expect(shownCount(12, 0, 5)).toBe(5);
  });

  it('keeps search and region in the address, dropping what is empty or malformed', () => {
    expect(writeCatalogParams({ search: ' нотариус ', region: '78' })).toBe('search=%D0%BD%D0%BE%D1%82%D0%B0%D1%80%D0%B8%D1%83%D1%81&region=78');
    expect(readCatalogParams('?search=%D0%BD%D0%BE%D1%82%D0%B0%D1%80%D0%B8%D1%83%D1%81&region=78')).toEqual({ search: 'нотариус', region: '78' });
    expect(readCatalogParams('?region=javascript:1')).toEqual({ search: '', region: '' });
    expect(writeCatalogParams({ search: '', region: '' })).toBe('');
  });
});
