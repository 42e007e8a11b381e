import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CallOutput } from '@shared/contract.ts';
import type { plannerDataCall as PlannerDataContract } from '@shared/contracts/planner.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { plannerDataCall } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';
import { applyChanges } from '../offline/changes.ts';
import { realId } from '../offline/queue.ts';
import { usePendingChanges } from '../offline/use-changes.ts';
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
    // Kept as long as the saved copy (lib/query-persist.ts): the projects opened this week open offline.
    gcTime: PLANNER_KEPT_MS,
  });

const PLANNER_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** A project's data as the person left it: the server's, with their changes not answered yet on top. */
export function usePlannerData(projectId: number | null) {
  const { isAuth } = useSession();
  const query = useQuery({ ...getPlannerDataQueryOptions(projectId), enabled: isAuth });
  const pending = usePendingChanges();
  const data = useMemo(
    () => (query.data && pending.length > 0 ? applyChanges(query.data, pending, realId) : query.data),
    [query.data, pending],
  );
  return data === query.data ? query : ({ ...query, data } as typeof query);
}
