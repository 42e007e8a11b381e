import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onChange } from '../../../lib/realtime.ts';

/**
 * Others' posts arriving while the feed is read (issue 10 item 5): the list does not jump.
 * A post new to this reader (entering the feed, not among those shown) lights a "New posts"
 * pill; a post already shown that changed is refreshed in place. `showNew` keeps the first
 * page only, fetches it again and goes to the top.
 */
export function useNewPosts(feedKey: QueryKey, shownIds: ReadonlySet<number>) {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState<number[]>([]);
  const shown = useRef(shownIds);
  shown.current = shownIds;
  const keyRef = useRef(feedKey);
  keyRef.current = feedKey;

  useEffect(
    () =>
      onChange((ev) => {
        if (ev.table !== 'posts' || typeof ev.id !== 'number') return;
        const id = ev.id;
        if (shown.current.has(id)) {
          void queryClient.invalidateQueries({ queryKey: keyRef.current });
          return;
        }
        if (ev.op !== 'delete' && ev.in_feed === true) setArrived((list) => (list.includes(id) ? list : [...list, id]));
      }),
    [queryClient],
  );

  // One's own post refetched into the list (or fetched by a scroll) is no longer news.
  const fresh = arrived.filter((id) => !shownIds.has(id));

  const showNew = useCallback(async () => {
    setArrived([]);
    const key = keyRef.current;
    queryClient.setQueryData<InfiniteData<unknown, unknown>>(key, (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    await queryClient.invalidateQueries({ queryKey: key });
  }, [queryClient]);

  return { count: fresh.length, showNew };
}
