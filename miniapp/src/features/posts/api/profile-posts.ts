import { infiniteQueryOptions, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RouteSession } from '@app/lib/route-loader.ts';
import { useAtomValue } from 'jotai';
import type { ProfileDto } from '@shared/schemas/profile.ts';
import { callQueryOptions, queryCaller } from '@app/lib/call-query.ts';
import { postsCalls, profileCall } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { nextCursor, type PageCursor } from './feed.ts';
import { postKeys } from './query-keys.ts';

const selectProfile = (a: { profile: ProfileDto }) => a.profile;

/**
 * The signed-in person's own profile (its id names their posts). The same key and answer as
 * the profile page's, so whichever opens first fills the other.
 */
export function useOwnProfileId(enabled: boolean): number | null {
  return useOwnProfile(enabled).data?.id ?? null;
}

/** Whether the signed-in person is an admin: only admins pin posts on the home feed. */
export function useIsAdmin(enabled: boolean): boolean {
  return useOwnProfile(enabled).data?.roles?.includes('admin') ?? false;
}

/**
 * Whether the signed-in author's published posts reach the home feed, as the server says it
 * (their own profile's answer); undefined until known. Others' reach only their profile.
 */
export function usePostsOnHomeFeed(enabled: boolean): boolean | undefined {
  return useOwnProfile(enabled).data?.postsOnHomeFeed;
}

/** The query of the signed-in person's own profile: the hooks', and the server's first screen's prefetch. */
export const ownProfileQueryOptions = (sessionId: string | null) =>
  callQueryOptions(profileCall, sessionId ? {} : null, {
    queryKey: ['profile', 'own', sessionId],
    sessionId,
    select: selectProfile,
    meta: { errorToast: false },
  });

/** For a loader: the signed-in reader's own profile (which posts are theirs), nothing for a visitor. */
export const ensureOwnProfile = (client: QueryClient, s: RouteSession) =>
  s.isAuth ? client.ensureQueryData({ ...ownProfileQueryOptions(s.sessionId), revalidateIfStale: true }) : null;

function useOwnProfile(enabled: boolean) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery({ ...ownProfileQueryOptions(sessionId), enabled });
}

/** Whether the signed-in reader wrote `post` (by the owner's profile id, found through the session). */
export function useIsOwnPost(post: { profile_id: number }): boolean {
  const session = useSession();
  const ownId = useOwnProfileId(session.isAuth);
  return ownId !== null && ownId === post.profile_id;
}

/** A profile's posts of one status, its author's pins first, then newest first (drafts only ever come back to their author). */
export function useProfilePosts(profileId: number | null, status: 'draft' | 'published') {
  return useInfiniteQuery(profilePostsOptions(profileId, status, useAtomValue(sessionIdAtom)));
}

/** A profile's posts of one status: the list's query, and the profile's Posts tab's loader's. */
export function profilePostsOptions(profileId: number | null, status: 'draft' | 'published', sessionId: string | null) {
  return infiniteQueryOptions({
    queryKey: postKeys.byProfile(profileId ?? 0, status, sessionId),
    queryFn: ({ pageParam, signal, client }) =>
      queryCaller(client)(
        postsCalls.byProfile,
        { profileId: profileId!, status, ...(pageParam.after ? { after: pageParam.after } : { page: 1 }) },
        { signal },
      ),
    initialPageParam: {} as PageCursor,
    getNextPageParam: nextCursor,
    enabled: profileId !== null && sessionId !== null,
    meta: { errorToast: false },
  });
}
