import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ProfileDto } from '../../../../../shared/schemas/profile.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';
import { profileCall } from '../../../lib/calls.ts';
import { invalidateOnChange } from '../../../lib/realtime.ts';
import { sessionIdAtom } from '../../../lib/session-store.ts';

// An edit anywhere (name, avatar, level) refreshes every profile shown.
invalidateOnChange('profiles', ['profile']);

export const ownProfileQueryKey = (sessionId: string | null) => ['profile', 'own', sessionId] as const;
export const profileByUsernameQueryKey = (username: string) => ['profile', 'username', username.toLowerCase()] as const;

const selectProfile = (a: { profile: ProfileDto }) => a.profile;

/**
 * GET profile: the caller's own (signed in; the auth page fills this key), or anyone's by
 * username. The page shows a failure itself ('Profile not found' for a 404), so no toast.
 */
export const getOwnProfileQueryOptions = (sessionId: string | null) =>
  callQueryOptions(profileCall, sessionId ? {} : null, { queryKey: ownProfileQueryKey(sessionId), sessionId, select: selectProfile, meta: { errorToast: false } });

export const getProfileByUsernameQueryOptions = (username: string) =>
  callQueryOptions(profileCall, { username }, { queryKey: profileByUsernameQueryKey(username), select: selectProfile, meta: { errorToast: false } });

export function useOwnProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery({ ...getOwnProfileQueryOptions(sessionId), enabled });
}

export function useProfileByUsername(username: string) {
  return useQuery(getProfileByUsernameQueryOptions(username));
}
