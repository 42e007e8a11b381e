import type { QueryClient } from '@tanstack/react-query';
import type { ProfileDto } from '../../../../../shared/schemas/profile.ts';
import { callFunction } from '../../../lib/api-client.ts';

/**
 * Spec sections §2 Auth: once signed in, the profile is loaded, then the person goes to
 * /profile. It lands in the cache under the profile feature's key for one's own profile
 * (['profile', 'own', sessionId]), so /profile opens without a second request.
 */
export function loadOwnProfile(queryClient: QueryClient, sessionId: string) {
  return queryClient.fetchQuery({
    queryKey: ['profile', 'own', sessionId],
    queryFn: () => callFunction<{ profile: ProfileDto }>('profile', { sessionId }, { method: 'GET' }).then((a) => a.profile),
  });
}
