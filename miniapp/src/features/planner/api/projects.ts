import { useQuery } from '@tanstack/react-query';
import type { Project } from '@shared/schemas/planner.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { projectsCalls } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';
import { archiveMeta, plannerKeys, saveMeta } from './query-keys.ts';

const selectProjects = (a: { projects: Project[] }) => a.projects;

/**
 * A space's projects, or (spaceId null) every project the caller can see. Keyed by space
 * first (`['projects', spaceId, sessionId]`) so a change can name one space's lists.
 */
export const getProjectsQueryOptions = (sessionId: string | null, spaceId: number | null) =>
  callQueryOptions(projectsCalls.get, sessionId ? { spaceId: spaceId ?? undefined } : null, {
    queryKey: [...plannerKeys.projects, spaceId, sessionId],
    select: selectProjects,
    meta: { errorToast: false }, // the sidebar shows it in place of the list
  });

export function useProjects(spaceId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  const { sessionId, isAuth } = useSession();
  return useQuery({ ...getProjectsQueryOptions(sessionId, spaceId), enabled: isAuth && enabled });
}

// A failed save shows in the dialog's banner, a failed archive is only logged.
export const useCreateProject = () =>
  useCallMutation(projectsCalls.create, { invalidates: () => [plannerKeys.projects], meta: saveMeta });

export const useUpdateProject = () =>
  useCallMutation(projectsCalls.update, {
    invalidates: () => [plannerKeys.projects, plannerKeys.plannerData],
    meta: saveMeta,
  });

export const useArchiveProject = () =>
  useCallMutation(projectsCalls.archive, {
    invalidates: () => [plannerKeys.projects, plannerKeys.plannerData],
    meta: archiveMeta,
  });
