import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { FullProfile } from '@shared/schemas/profile.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { profileCall } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';

// An edit anywhere (name, avatar, level; the university, the region, the resume; another
// device or the edit dialog) refreshes every profile shown, through realtime.
invalidateOnChange('profiles', ['profile']);
invalidateOnChange('profile_university', ['profile']);
invalidateOnChange('region_selected', ['profile']);
invalidateOnChange('jobs', (ev) => (ev.type === 'resume' ? [['profile']] : []));

export const ownProfileQueryKey = (sessionId: string | null) => ['profile', 'own', sessionId] as const;
export const profileByUsernameQueryKey = (username: string, sessionId: string | null) =>
  ['profile', 'username', username.toLowerCase(), sessionId] as const;

const selectProfile = (a: { profile: FullProfile }) => a.profile;

/**
 * GET profile: the caller's own (signed in; the auth page fills this key), or anyone's by
 * username (with the session, so a signed-in reader gets the contacts). The page shows a
 * failure itself ('Profile not found' for a 404), so no toast.
 */
export const getOwnProfileQueryOptions = (sessionId: string | null) =>
  callQueryOptions(profileCall, sessionId ? {} : null, {
    queryKey: ownProfileQueryKey(sessionId),
    sessionId,
    select: selectProfile,
    meta: { errorToast: false },
  });

export const getProfileByUsernameQueryOptions = (username: string, sessionId: string | null) =>
  callQueryOptions(
    profileCall,
    { username },
    {
      queryKey: profileByUsernameQueryKey(username, sessionId),
      sessionId,
      select: selectProfile,
      meta: { errorToast: false },
    },
  );

export function useOwnProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery({ ...getOwnProfileQueryOptions(sessionId), enabled });
}

export function useProfileByUsername(username: string) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(getProfileByUsernameQueryOptions(username, sessionId));
}
