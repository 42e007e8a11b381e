import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { SessionInfo } from '../../../../../shared/schemas/session.ts';
import { ApiError, callFunction } from '../../../lib/api-client.ts';
import { invalidateOnChange } from '../../../lib/realtime.ts';
import { sessionIdAtom } from '../../../lib/session-store.ts';

export const sessionsQueryKey = (sessionId: string | null) => ['sessions', sessionId] as const;
// A sign-in or sign-out on another device changes the list.
invalidateOnChange('sessions', ['sessions']);

/** Spec sections §8: a failure is logged only; the list is then empty. */
export async function getSessions(sessionId: string): Promise<SessionInfo[]> {
  try {
    const answer = await callFunction<{ sessions?: SessionInfo[] }>('settings', { action: 'getSessions', sessionId });
    return answer.sessions ?? [];
  } catch (err) {
    console.error(`Error fetching sessions: ${err instanceof ApiError ? err.status : String(err)}`);
    throw err;
  }
}

export const getSessionsQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: sessionsQueryKey(sessionId),
    queryFn: () => getSessions(sessionId!),
    enabled: !!sessionId,
  });

export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  const sessionId = useAtomValue(sessionIdAtom);
  const options = getSessionsQueryOptions(sessionId);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}
