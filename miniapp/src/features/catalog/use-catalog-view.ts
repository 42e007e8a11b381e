import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readCatalogParams, writeCatalogParams, type CatalogView } from '../../../../shared/catalog/catalog-view.ts';

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

/** A search field whose text reaches the address after `ms` without typing; a change from outside (reset, a link) shows in it. */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, ms: number) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (text.trim() !== committed) setText(committed);
  }
  const onSettled = useEffectEvent((value: string) => {
    if (value.trim() !== committed) commit(value.trim());
  });
  useEffect(() => {
    const id = setTimeout(() => onSettled(text), ms);
    return () => clearTimeout(id);
  }, [text, ms]);
  return [text, setText] as const;
}
