import type { Loader } from '@app/lib/route-loader.ts';
import { SELECTION_KEYS } from '../state/selection.ts';
import { getPlannerDataQueryOptions } from './planner-data.ts';
import { getProjectsQueryOptions } from './projects.ts';
import { getSpacesQueryOptions } from './spaces.ts';

const idOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The planner views' first data (app/route-table.ts): the spaces, and the remembered space's
 * projects and project's tasks, at once rather than one after another as the layout finds
 * them. Signed out the planner asks nothing.
 */
export const plannerLoader: Loader = async (client, _params, s) => {
  if (!s.isAuth || !s.sessionId) return;
  const spaceId = idOrNull(s.remembered(SELECTION_KEYS.space));
  const projectId = idOrNull(s.remembered(SELECTION_KEYS.project));
  await Promise.all([
    client.ensureQueryData({ ...getSpacesQueryOptions(s.sessionId), revalidateIfStale: true }),
    // No space kept: the sidebar lists every project (spaceId null).
    client.ensureQueryData({ ...getProjectsQueryOptions(s.sessionId, spaceId), revalidateIfStale: true }),
    projectId === null
      ? null
      : client.ensureQueryData({ ...getPlannerDataQueryOptions(projectId), revalidateIfStale: true }),
  ]);
};
