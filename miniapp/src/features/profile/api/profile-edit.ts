import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { jobsCalls, profileEditCall, regionsCall, universitiesCall } from '@app/lib/calls.ts';
import { savedMeta } from '@app/lib/call-mutation.ts';

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

const stale = () => [['profile']] as const;
/** The dialog shows its failure itself ('Failed to update profile' or the server's text). */
export const useProfileEdit = () => useCallMutation(profileEditCall, { invalidates: stale, meta: savedMeta });
export const useCreateResume = () =>
  useCallMutation(jobsCalls.create, { invalidates: () => [['profile'], ['career']], meta: savedMeta });
export const useUpdateResume = () =>
  useCallMutation(jobsCalls.update, { invalidates: () => [['profile'], ['career']], meta: savedMeta });
export const useDeleteResume = () =>
  useCallMutation(jobsCalls.delete, { invalidates: () => [['profile'], ['career']], meta: { errorToast: false } });
