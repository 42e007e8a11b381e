import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CATALOG_LIMITS } from '../../../../../shared/catalog/constants.ts';
import type { CatalogView } from '../../../../../shared/catalog/catalog-view.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';
import { catalogCall } from '../../../lib/calls.ts';

/**
 * GET catalog for the page's search and region (spec community §7, §9): fresh for 5 minutes;
 * the previous answer stays on screen while a new search loads; the page shows a failure in
 * place (§8), so no toast. Public: no session is sent.
 */
export function useCatalog(view: CatalogView) {
  const args = { ...(view.search ? { search: view.search } : {}), ...(view.region ? { region: view.region } : {}) };
  return useQuery({
    ...callQueryOptions(catalogCall, args, { sessionId: null }),
    staleTime: CATALOG_LIMITS.staleMs,
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
