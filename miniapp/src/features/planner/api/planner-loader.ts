import type { QueryClient } from '@tanstack/react-query';
import type { Loader } from '@app/lib/route-loader.ts';
import { drawnTask } from '../state/drawn-dialog.ts';
import { SELECTION_KEYS } from '../state/selection.ts';
import { getMembersQueryOptions } from './members.ts';
import { getPlannerDataQueryOptions, type PlannerData } from './planner-data.ts';
import { getProjectsQueryOptions } from './projects.ts';
import { getSpacesQueryOptions } from './spaces.ts';

const idOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The planner views' first data (app/route-table.ts): the spaces, and the remembered space's
 * projects and project's tasks, at once rather than one after another as the layout finds
 * them; with a task's dialog open over the view (state/drawn-dialog.ts), what its form shows.
 * Signed out the planner asks nothing.
 */
export const plannerLoader: Loader = async (client, _params, s) => {
  if (!s.isAuth || !s.sessionId) return;
  const spaceId = idOrNull(s.remembered(SELECTION_KEYS.space));
  const projectId = idOrNull(s.remembered(SELECTION_KEYS.project));
  const [, , data] = await Promise.all([
    client.ensureQueryData({ ...getSpacesQueryOptions(s.sessionId), revalidateIfStale: true }),
    // No space kept: the sidebar lists every project (spaceId null).
    client.ensureQueryData({ ...getProjectsQueryOptions(s.sessionId, spaceId), revalidateIfStale: true }),
    projectId === null
      ? null
      : client.ensureQueryData({ ...getPlannerDataQueryOptions(projectId), revalidateIfStale: true }),
  ]);
  if (data && drawnTask(s.search, data)) await loadTaskForm(client, s.sessionId, data);
};

/** The task form's own lists (dialogs/task-form.tsx): its space's projects, and the project's people when it has them. */
async function loadTaskForm(client: QueryClient, sessionId: string, data: PlannerData): Promise<void> {
  const { projects } = await client.ensureQueryData({
    ...getProjectsQueryOptions(sessionId, data.space.id),
    revalidateIfStale: true,
  });
  const project = projects.find((p) => p.id === data.project.id);
  if (project?.property_people)
    await client.ensureQueryData({
      ...getMembersQueryOptions({ type: 'project', id: project.id }),
      revalidateIfStale: true,
    });
}
