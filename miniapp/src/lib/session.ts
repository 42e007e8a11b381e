import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { CheckSessionAnswer } from '../../../shared/schemas/session.ts';
import { callFunction } from './api-client.ts';
import { invalidateOnChange } from './realtime.ts';
import { sessionIdAtom } from './session-store.ts';

export const sessionQueryKey = (sessionId: string | null) => ['session', sessionId] as const;
// The hub sends a stream only its own session's row changes; the key names it anyway.
invalidateOnChange('sessions', (ev) => [typeof ev.session_id === 'string' ? sessionQueryKey(ev.session_id) : ['session']]);

/** The current session's state; sign-in (a `sessions` change) refreshes it live. */
export function useSession() {
  const sessionId = useAtomValue(sessionIdAtom);
  const q = useQuery({
    queryKey: sessionQueryKey(sessionId),
    queryFn: () => callFunction<CheckSessionAnswer>('check-session', { sessionId }, { withSession: false }),
    enabled: !!sessionId,
  });
  return {
    sessionId,
    isLoading: q.isLoading,
    exists: q.data?.exists ?? false,
    isAuth: q.data?.isAuth ?? false,
    userId: q.data?.userId ?? null,
  };
}
