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
