import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { postUrlKey } from '@shared/posts/post-url.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { postsCalls } from '@app/lib/calls.ts';
import { isLanguage } from '@app/lib/i18n.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { postKeys } from './query-keys.ts';

/** 3 retries, exponential delay capped at 30 s. */
export const POST_RETRIES = 3;
export const postRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
/** A refusal (not found, a bad address) will not change on asking again; a lost connection or a 5xx may. */
export const shouldRetryPost = (failures: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429) && failures < POST_RETRIES;

const selectPost = (a: { post: Post }) => a.post;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The post an address names (`/post/{url}` or `/post/{url}-{slug}`, undecoded as the router gives it), or null. */
export const postKeyOf = (param: string) => postUrlKey(decode(param).trim());

/** The query of one post by its url key, in the reader's language: the page's, and the server's first screen's prefetch. */
export function postQueryOptions(url: string | null, language: string, sessionId: string | null) {
  const lang = isLanguage(language) ? language : undefined;
  return callQueryOptions(postsCalls.get, url ? { url, lang } : null, {
    queryKey: postKeys.get(url ?? '', lang ?? '', sessionId),
    select: selectPost,
    retry: shouldRetryPost,
    retryDelay: postRetryDelay,
    // The route's loader already asked (and retried what may pass on retry): the page mounting
    // after its answer shows that error and does not ask again by itself (Try Again does).
    retryOnMount: false,
    meta: { errorToast: false },
  });
}

/** One post by its url key, in the reader's language (the system posts have both). The page shows its own error. */
export function usePost(url: string | null, language: string) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(postQueryOptions(url, language, sessionId));
}

/**
 * The post as a list already on this device shows it for this session (the home feed, an
 * author's posts): title, cover, author, lead and what it carries, without its whole text.
 */
export function listedPost(client: QueryClient, url: string, sessionId: string | null): Post | undefined {
  for (const [key, data] of client.getQueriesData<{ pages?: { posts?: Post[] }[] }>({ queryKey: postKeys.all })) {
    // The posts' keys end with the session (query-keys.ts): another session's list may hold drafts.
    if (key.at(-1) !== sessionId) continue;
    for (const page of data?.pages ?? []) {
      const post = page.posts?.find((p) => p.url === url);
      if (post) return post;
    }
  }
  return undefined;
}

/**
 * The post page's post: a post tapped in a list shows at once as the list has it, its whole
 * text following when the server answers (`isPlaceholderData` meanwhile). Not for `useFullPost`,
 * whose card waits for the text it asked for.
 */
export function usePostPage(url: string, language: string) {
  const client = useQueryClient();
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery({
    ...postQueryOptions(url, language, sessionId),
    placeholderData: () => {
      const post = listedPost(client, url, sessionId);
      return post ? { post } : undefined;
    },
  });
}

/**
 * A post with its whole text: lists answer without it (`content: null`, `content_length` > 0),
 * so the text is fetched (and cached for the post page) when `wanted`: the card's "Show more",
 * the editor of a post opened from a list.
 */
export function useFullPost(
  post: Post,
  wanted: boolean,
  language: string,
): { post: Post; loading: boolean; failed: boolean } {
  const missing = post.content === null && post.content_length > 0;
  const q = usePost(wanted && missing ? post.url : null, language);
  if (!missing) return { post, loading: false, failed: false };
  return { post: q.data ?? post, loading: wanted && q.isPending, failed: q.isError };
}
