import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Space } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSessionId } from '../../../lib/session-store.ts';
import { useSession } from '../../../lib/session.ts';
import { plannerKeys } from './query-keys.ts';

export const getSpaces = () =>
  callFunction<{ spaces: Space[] }>('spaces', { action: 'get' }, { method: 'GET' }).then((a) => a.spaces);

export const getSpacesQueryOptions = (sessionId: string | null) =>
  queryOptions({ queryKey: [...plannerKeys.spaces, sessionId], queryFn: getSpaces, enabled: !!sessionId });

/** The caller's spaces; signed out the list is empty (spec planner §6) without a call. */
export function useSpaces() {
  const { sessionId, isAuth } = useSession();
  const options = getSpacesQueryOptions(sessionId);
  return useQuery({ ...options, enabled: options.enabled && isAuth });
}

/** Start-up's prefetch for a signed-in user. */
export const prefetchSpaces = () => queryClient.prefetchQuery(getSpacesQueryOptions(getSessionId()));
