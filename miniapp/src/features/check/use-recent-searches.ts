import { useCallback, useState } from 'react';
import { addRecentSearch, RECENT_SEARCHES_LIMIT } from '@shared/check/recent-searches.ts';

const KEY = 'lp.check.recent';

function read(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Recent searches (5, no repeats, newest first), kept on this device between visits. */
export function useRecentSearches() {
  const [list, setList] = useState<string[]>(read);
  const save = (next: string[]) => {
    setList(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      /* private mode: this visit only */
    }
  };
  const add = useCallback((q: string) => save(addRecentSearch(read(), q)), []);
  const clear = useCallback(() => save([]), []);
  return { list, add, clear };
}
