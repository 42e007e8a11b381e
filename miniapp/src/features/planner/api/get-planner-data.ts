import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { plannerDataAnswer } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { plannerKeys } from './query-keys.ts';

export type PlannerData = z.infer<typeof plannerDataAnswer>;

export const getPlannerData = (projectId: number) =>
  callFunction<PlannerData>('planner-data', { projectId }, { method: 'GET' });

/** Everything a project's views need; the boards update this key optimistically. */
export const getPlannerDataQueryOptions = (projectId: number | null) =>
  queryOptions({
    queryKey: [...plannerKeys.plannerData, projectId],
    queryFn: () => getPlannerData(projectId!),
    enabled: projectId !== null,
  });

export function usePlannerData(projectId: number | null) {
  const { isAuth } = useSession();
  const options = getPlannerDataQueryOptions(projectId);
  return useQuery({ ...options, enabled: options.enabled && isAuth });
}
