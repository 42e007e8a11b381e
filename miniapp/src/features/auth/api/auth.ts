import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DemoPerson } from '@shared/schemas/auth.ts';
import type { ProfileDto } from '@shared/schemas/profile.ts';
import { callFunction } from '@app/lib/api-client.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { authCalls, profileCall } from '@app/lib/calls.ts';
import { sessionQueryKey } from '@app/lib/session.ts';
import { setSessionId } from '@app/lib/session-store.ts';

/** auth initAuth: a fresh one-time sign-in link for this session (voids the previous one), its number and its secret. */
export const initAuth = (sessionId: string) => callFunction(authCalls.initAuth, {}, { sessionId });

/**
 * auth checkAuth with the link's secret: after the bot's confirmation, the new signed-in
 * session (once); the asking session is then ended. No toast: the page asks on every hint.
 */
export const collectSession = (sessionId: string, state: string) =>
  callFunction(authCalls.checkAuth, { state }, { sessionId });

const selectPeople = (a: { people: DemoPerson[] }) => a.people;

/** Answers only in demo mode (404 otherwise): asked only then, no retries, no toast; on failure the demo block stays hidden. */
export const useDemoPeople = (enabled: boolean) =>
  useQuery(
    callQueryOptions(
      authCalls.demoPeople,
      {},
      {
        sessionId: null,
        select: selectPeople,
        retry: false,
        staleTime: Infinity,
        enabled,
        meta: { errorToast: false },
      },
    ),
  );

/**
 * Signs in as a demo person (`mutate({ profileId })`): the server answers a new session and
 * ends this one; the app keeps the new one, its session query says so and the page moves on.
 */
export const useDemoSignIn = () =>
  useCallMutation(authCalls.demoSignIn, {
    onSuccess: ({ sessionId }) => setSessionId(sessionId),
    invalidates: (_args, { sessionId }) => [sessionQueryKey(sessionId)],
    meta: { errorToast: false }, // the demo block shows the failure itself
  });

const selectProfile = (a: { profile: ProfileDto }) => a.profile;

/**
 * Once signed in, the profile is loaded, then the person goes to
 * /profile. It lands in the cache under the profile feature's key for one's own profile
 * (['profile', 'own', sessionId], the whole answer), so /profile opens without a second request.
 */
export function loadOwnProfile(queryClient: QueryClient, sessionId: string) {
  return queryClient
    .fetchQuery(
      callQueryOptions(
        profileCall,
        {},
        { queryKey: ['profile', 'own', sessionId], sessionId, meta: { errorToast: false } },
      ),
    )
    .then(selectProfile);
}
