import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callFunction } from '@app/lib/api-client.ts';
import { postsCalls } from '@app/lib/calls.ts';
import { onChange } from '@app/lib/realtime.ts';

/** Changes arriving together (a burst of publishing) are looked into once. */
const PEEK_DELAY_MS = 400;

/**
 * Others' posts arriving while the feed is read: the list does not jump.
 * A post already shown that changed is refreshed in place. Any other change of a post in the
 * feed makes the hook look at the feed's first page on the side (the list's cache untouched):
 * posts there that the reader has not got light a "New posts" pill. An edit of an old post
 * further down therefore lights nothing. `showNew` keeps the first page only, fetches it
 * again and goes to the top.
 */
export function useNewPosts(feedKey: QueryKey, shownIds: ReadonlySet<number>) {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState<number[]>([]);
  const shown = useRef(shownIds);
  shown.current = shownIds;
  const keyRef = useRef(feedKey);
  keyRef.current = feedKey;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const peek = async () => {
      controller?.abort();
      controller = new AbortController();
      try {
        const { posts } = await callFunction(postsCalls.feed, { page: 1 }, { signal: controller.signal });
        const fresh = posts.map((p) => p.id).filter((id) => !shown.current.has(id));
        if (fresh.length) setArrived((list) => [...new Set([...list, ...fresh])]);
      } catch {
        // a failed look changes nothing: the next change looks again
      }
    };
    const stop = onChange((ev) => {
      if (ev.table !== 'posts' || typeof ev.id !== 'number') return;
      if (shown.current.has(ev.id)) {
        void queryClient.invalidateQueries({ queryKey: keyRef.current });
        return;
      }
      if (ev.op === 'delete' || ev.in_feed !== true) return;
      clearTimeout(timer);
      timer = setTimeout(() => void peek(), PEEK_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
      controller?.abort();
    };
  }, [queryClient]);

  // A post fetched into the list meanwhile (one's own save, a scroll) is no longer news.
  const fresh = arrived.filter((id) => !shownIds.has(id));

  const showNew = useCallback(async () => {
    setArrived([]);
    const key = keyRef.current;
    queryClient.setQueryData<InfiniteData<unknown, unknown>>(
      key,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    window.scrollTo({ top: 0, behavior: 'smooth' });
    await queryClient.invalidateQueries({ queryKey: key });
  }, [queryClient]);

  return { count: fresh.length, showNew };
}
