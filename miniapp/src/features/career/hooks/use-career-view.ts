import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  isCareerTab,
  readCareerParams,
  writeCareerParams,
  type CareerFilters,
  type CareerView,
} from '@shared/career/career-query.ts';
import type { CareerTab } from '@shared/career/constants.ts';
import { useServerDrawing } from '@app/lib/render-hints.ts';

const TAB_KEY = 'career.tab';

export type CareerChange = { tab?: CareerTab; search?: string; filters?: Partial<CareerFilters> };

function rememberedTab(): CareerTab {
  try {
    const tab = sessionStorage.getItem(TAB_KEY);
    return isCareerTab(tab) ? tab : 'jobs';
  } catch {
    return 'jobs';
  }
}

/**
 * The board an address opens: its tab (else the remembered one, or `fallback`), search and
 * filters. The server cannot read session storage: it draws the first tab, and so does the
 * browser while it hydrates that drawing.
 */
export function careerViewOf(search: string, fallback?: CareerTab): CareerView {
  const read = readCareerParams(search);
  return { tab: read.tab ?? fallback ?? rememberedTab(), search: read.search, filters: read.filters };
}

/**
 * The board's tab, search and filters live in the address (a filtered list can be shared) and
 * the tab in session storage too (coming back opens the tab last chosen). An address without
 * a tab takes the remembered one and is rewritten to name it. Changes replace the history entry:
 * Back leaves the board rather than stepping through every filter tried.
 */
export function useCareerView() {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const drawing = useServerDrawing();
  const view = useMemo(() => careerViewOf(query, drawing ? 'jobs' : undefined), [query, drawing]);
  const { tab } = view;

  /**
   * Applies a change to the address as it is now, not as last rendered: two debounced fields
   * settling one right after the other both land.
   */
  const update = useCallback(
    (change: CareerChange) => {
      const live = readCareerParams(window.location.search);
      const next: CareerView = {
        tab: change.tab ?? live.tab ?? tab,
        search: change.search ?? live.search,
        filters: { ...live.filters, ...change.filters },
      };
      navigate(`${path}?${writeCareerParams(next)}`, { replace: true });
    },
    [navigate, path, tab],
  );

  const named = useMemo(() => readCareerParams(query).tab !== null, [query]);
  useEffect(() => {
    if (!named && !drawing) update({});
  }, [named, update, drawing]);

  useEffect(() => {
    if (drawing) return;
    try {
      sessionStorage.setItem(TAB_KEY, tab);
    } catch {
      // private mode without storage: the address still names the tab
    }
  }, [tab, drawing]);

  return { view, update };
}
