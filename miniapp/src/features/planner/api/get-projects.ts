import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { plannerKeys } from './query-keys.ts';

export const getProjects = (spaceId: number | null) =>
  callFunction<{ projects: Project[] }>('projects', { action: 'get', spaceId: spaceId ?? undefined }, { method: 'GET' }).then((a) => a.projects);

/** A space's projects, or (spaceId null) every project the caller can see. */
export const getProjectsQueryOptions = (sessionId: string | null, spaceId: number | null) =>
  queryOptions({ queryKey: [...plannerKeys.projectsOf(spaceId), sessionId], queryFn: () => getProjects(spaceId), enabled: !!sessionId });

export function useProjects(spaceId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  const { sessionId, isAuth } = useSession();
  const options = getProjectsQueryOptions(sessionId, spaceId);
  return useQuery({ ...options, enabled: options.enabled && isAuth && enabled });
}
