import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { POST_LIMITS } from '@shared/posts/limits.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { queryCaller } from '@app/lib/call-query.ts';
import { postsCalls } from '@app/lib/calls.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { postKeys } from './query-keys.ts';

/** The next page starts right after the last post the reader has (keyset), never at a growing offset. */
export type PageCursor = { after?: number };

/** 10 a page; more pages only when a whole page came back. */
export const nextCursor = (last: { posts: Post[] }): PageCursor | undefined =>
  last.posts.length === POST_LIMITS.feedPageSize ? { after: last.posts[last.posts.length - 1].id } : undefined;

/** The home feed: published, newest first, pinned first. The page shows its own error. */
export const feedQueryOptions = (sessionId: string | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(sessionId),
    queryFn: ({ pageParam, signal, client }) =>
      queryCaller(client)(postsCalls.feed, pageParam.after ? { after: pageParam.after } : { page: 1 }, { signal }),
    initialPageParam: {} as PageCursor,
    getNextPageParam: nextCursor,
    enabled: sessionId !== null,
    meta: { errorToast: false },
  });

export function useFeed() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useInfiniteQuery(feedQueryOptions(sessionId));
}
