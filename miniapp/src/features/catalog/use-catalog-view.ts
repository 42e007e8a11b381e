import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readCatalogParams, writeCatalogParams, type CatalogView } from '@shared/catalog/catalog-view.ts';

/** Search and region live in the address; a change replaces the history entry (Back leaves the page). */
export function useCatalogView() {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const view = useMemo(() => readCatalogParams(query), [query]);
  const update = useCallback(
    (change: Partial<CatalogView>) => {
      const next = { ...readCatalogParams(window.location.search), ...change };
      const qs = writeCatalogParams(next);
      navigate(qs ? `${path}?${qs}` : path, { replace: true });
    },
    [navigate, path],
  );
  return { view, update };
}
