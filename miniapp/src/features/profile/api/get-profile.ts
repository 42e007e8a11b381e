import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ProfileDto } from '../../../../../shared/schemas/profile.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { invalidateOnChange } from '../../../lib/realtime.ts';
import { sessionIdAtom } from '../../../lib/session-store.ts';

// An edit anywhere (name, avatar, level) refreshes every profile shown.
invalidateOnChange('profiles', ['profile']);

export const ownProfileQueryKey = (sessionId: string | null) => ['profile', 'own', sessionId] as const;
export const profileByUsernameQueryKey = (username: string) => ['profile', 'username', username.toLowerCase()] as const;

/** GET profile: the caller's own (signed in), or anyone's by username. A 404 means no such profile. */
export const getProfile = (input: { sessionId?: string; username?: string }) =>
  callFunction<{ profile: ProfileDto }>('profile', input, { method: 'GET' }).then((a) => a.profile);

export const getOwnProfileQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: ownProfileQueryKey(sessionId),
    queryFn: () => getProfile({ sessionId: sessionId! }),
    enabled: !!sessionId,
  });

export const getProfileByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileByUsernameQueryKey(username),
    queryFn: () => getProfile({ username }),
  });

export function useOwnProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const sessionId = useAtomValue(sessionIdAtom);
  const options = getOwnProfileQueryOptions(sessionId);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}

export function useProfileByUsername(username: string) {
  return useQuery(getProfileByUsernameQueryOptions(username));
}
