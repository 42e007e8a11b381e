import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invalidateOnChange } from '@app/lib/realtime.ts';

/**
 * The posts' query keys in one place. They carry the session: a draft or an archived post
 * (and a profile's drafts) answers only its author's session, so another session must not
 * read them from the cache.
 */
export const postKeys = {
  all: ['posts'] as const,
  feed: (sessionId: string | null) => ['posts', 'feed', sessionId] as const,
  byProfile: (profileId: number, status: 'draft' | 'published', sessionId: string | null) =>
    ['posts', 'byProfile', profileId, status, sessionId] as const,
  /** One post by the url key (the part of the path before the first hyphen). */
  get: (url: string, lang: string, sessionId: string | null) => ['posts', 'get', url, lang, sessionId] as const,
  tooltip: (id: number, lang: string) => ['tooltips', id, lang] as const,
};

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

// A published post changed (the server tells every stream of those only; a draft's own save
// refreshes what its author sees): its page and its author's list. The feed is not named here:
// it shows a "new posts" pill instead of jumping (hooks/use-new-posts.ts).
invalidateOnChange('posts', (ev) => {
  const url = str(ev.url);
  const profileId = num(ev.profile_id);
  return [...(url ? [['posts', 'get', url]] : []), ...(profileId !== null ? [['posts', 'byProfile', profileId]] : [])];
});

type PostsPage = { posts?: { profile_id: number }[] };
/** Whether a cached answer (a list's pages, or one post) shows a post by `profileId`. */
function showsAuthor(data: unknown, profileId: number): boolean {
  if (!data || typeof data !== 'object') return false;
  const { pages, post } = data as { pages?: PostsPage[]; post?: { profile_id: number } };
  if (post) return post.profile_id === profileId;
  return !!pages?.some((page) => page.posts?.some((p) => p.profile_id === profileId));
}
const cachedWith = (cache: QueryClient, prefix: QueryKey, profileId: number): QueryKey[] =>
  cache
    .getQueriesData({ queryKey: prefix })
    .filter(([, data]) => showsAuthor(data, profileId))
    .map(([key]) => key);

// A person's name or avatar changed (their own edit, or one on another device): every post card
// that shows them as its author, on their profile, in the feed and on a post's page. Any profile's
// change reaches every stream, so the feed and the posts are named only when they hold one of theirs.
invalidateOnChange('profiles', (ev, cache) => {
  const profileId = num(ev.id);
  if (profileId === null || !Number.isInteger(profileId)) return [];
  return [
    ['posts', 'byProfile', profileId],
    ...cachedWith(cache, ['posts', 'feed'], profileId),
    ...cachedWith(cache, ['posts', 'get'], profileId),
  ];
});
