import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contract.ts';
import type { plannerDataCall as PlannerDataContract } from '@shared/contracts/planner.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { plannerDataCall } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';
import { plannerKeys } from './query-keys.ts';

export type PlannerData = CallOutput<typeof PlannerDataContract>;

/**
 * Everything a project's views need, under `['planner-data', projectId]`: the boards update
 * this key optimistically. The layout shows a failure in place of the view.
 */
export const getPlannerDataQueryOptions = (projectId: number | null) =>
  callQueryOptions(plannerDataCall, projectId === null ? null : { projectId }, {
    queryKey: [...plannerKeys.plannerData, projectId],
    meta: { errorToast: false },
  });

export function usePlannerData(projectId: number | null) {
  const { isAuth } = useSession();
  return useQuery({ ...getPlannerDataQueryOptions(projectId), enabled: isAuth });
}
