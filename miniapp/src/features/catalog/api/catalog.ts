import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CATALOG_LIMITS } from '@shared/catalog/constants.ts';
import { nextTypePage, type CatalogView } from '@shared/catalog/catalog-view.ts';
import { callQueryOptions, queryCaller } from '@app/lib/call-query.ts';
import { catalogCall } from '@app/lib/calls.ts';

const viewArgs = (view: CatalogView) => ({
  ...(view.search ? { search: view.search } : {}),
  ...(view.region ? { region: view.region } : {}),
});

/**
 * GET catalog for the page's search and region: the first 12 of every
 * type and each type's count; fresh for 5 minutes; the previous answer stays on screen while a
 * new search loads; the page shows a failure in place, so no toast. Public: no session is sent.
 */
export const catalogOptions = (view: CatalogView) =>
  callQueryOptions(catalogCall, viewArgs(view), {
    sessionId: null,
    staleTime: CATALOG_LIMITS.staleMs,
    meta: { errorToast: false },
  });

export function useCatalog(view: CatalogView) {
  return useQuery({ ...catalogOptions(view), placeholderData: keepPreviousData });
}

/**
 * One type's later pages for Load more (page 2 on, 12 a page), for the same search and region;
 * asked only once `enabled` (the first click), fresh for 5 minutes like the main answer. The
 * group shows a failure in place.
 */
export function useCatalogTypePages(view: CatalogView, typeId: number, total: number, enabled: boolean) {
  const args = viewArgs(view);
  return useInfiniteQuery({
    queryKey: ['catalog-type', view.search, view.region, typeId],
    queryFn: ({ pageParam, signal, client }) =>
      queryCaller(client)(catalogCall, { ...args, type: typeId, page: pageParam }, { signal, sessionId: null }),
    initialPageParam: 2,
    getNextPageParam: (last, _all, page) => nextTypePage(page, last.services.length, CATALOG_LIMITS.perType, total),
    enabled,
    staleTime: CATALOG_LIMITS.staleMs,
    meta: { errorToast: false },
  });
}
