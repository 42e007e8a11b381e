import { queryClient } from '@app/lib/query-client.ts';
import { getSessionId } from '@app/lib/session-store.ts';
import { getPlannerDataQueryOptions } from './planner-data.ts';
import { getProjectsQueryOptions } from './projects.ts';
import { getSpacesQueryOptions } from './spaces.ts';

const stored = (key: string): number | null => {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return typeof v === 'number' ? v : null;
  } catch {
    return null;
  }
};

/**
 * Issue 20: opening /planner asks for the remembered selection's data (spaces, the space's
 * projects, the project's tasks) while the app still starts, under the keys the layout reads.
 */
export function prefetchPlannerRoute(): Promise<unknown> {
  const sessionId = getSessionId();
  const spaceId = stored('planner.spaceId');
  const projectId = stored('planner.projectId');
  return Promise.all([
    queryClient.prefetchQuery(getSpacesQueryOptions(sessionId)),
    spaceId === null ? null : queryClient.prefetchQuery(getProjectsQueryOptions(sessionId, spaceId)),
    projectId === null ? null : queryClient.prefetchQuery(getPlannerDataQueryOptions(projectId)),
  ]);
}
