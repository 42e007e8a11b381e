import { useQuery } from '@tanstack/react-query';
import type { Space } from '@shared/schemas/planner.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { spacesCalls } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';
import { archiveMeta, plannerKeys, saveMeta } from './query-keys.ts';

const selectSpaces = (a: { spaces: Space[] }) => a.spaces;

/** The caller's spaces; the sidebar shows a failure in place of the list. */
export const getSpacesQueryOptions = (sessionId: string | null) =>
  callQueryOptions(spacesCalls.get, sessionId ? {} : null, {
    queryKey: [...plannerKeys.spaces, sessionId],
    select: selectSpaces,
  });

/** Signed out the list is empty without a call. */
export function useSpaces() {
  const { sessionId, isAuth } = useSession();
  return useQuery({ ...getSpacesQueryOptions(sessionId), enabled: isAuth });
}

// A failed save shows in the dialog's banner, a failed archive is only logged.
export const useCreateSpace = () =>
  useCallMutation(spacesCalls.create, { invalidates: () => [plannerKeys.spaces], meta: saveMeta });

export const useUpdateSpace = () =>
  useCallMutation(spacesCalls.update, {
    invalidates: () => [plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData],
    meta: saveMeta,
  });

export const useArchiveSpace = () =>
  useCallMutation(spacesCalls.archive, {
    invalidates: () => [plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData],
    meta: archiveMeta,
  });
