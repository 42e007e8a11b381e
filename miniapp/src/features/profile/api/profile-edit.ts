import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { jobsCalls, profileEditCall, regionsCall, universitiesCall } from '@app/lib/calls.ts';
import { savedMeta } from '@app/lib/call-mutation.ts';
import { staleKeysOf } from '@app/lib/realtime.ts';

/** Universities and regions change only with a release: kept for the session. */
export const useUniversities = (wanted: boolean) =>
  useQuery(
    callQueryOptions(universitiesCall, wanted ? {} : null, {
      queryKey: ['universities'],
      staleTime: Infinity,
      select: (a) => a.universities,
    }),
  );
export const useRegions = (wanted: boolean) =>
  useQuery(
    callQueryOptions(regionsCall, wanted ? {} : null, {
      queryKey: ['regions'],
      staleTime: Infinity,
      select: (a) => a.regions,
    }),
  );

/**
 * The dialog shows its failure itself ('Failed to update profile' or the server's text). A saved
 * name or avatar shows at once wherever the person is shown: the profiles, and the keys the
 * features name for a change of this profile's row (their posts' cards, the boards), as the live
 * channel names them for a change made elsewhere.
 */
export function useProfileEdit() {
  const client = useQueryClient();
  return useCallMutation(profileEditCall, {
    invalidates: ({ profileId }) => [
      ['profile'],
      ...staleKeysOf({ table: 'profiles', op: 'update', id: Number(profileId) }, client),
    ],
    meta: savedMeta,
  });
}
export const useCreateResume = () =>
  useCallMutation(jobsCalls.create, { invalidates: () => [['profile'], ['career']], meta: savedMeta });
export const useUpdateResume = () =>
  useCallMutation(jobsCalls.update, { invalidates: () => [['profile'], ['career']], meta: savedMeta });
export const useDeleteResume = () =>
  useCallMutation(jobsCalls.delete, { invalidates: () => [['profile'], ['career']], meta: { errorToast: false } });
