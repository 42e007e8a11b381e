import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckSessionAnswer } from '../../../../../shared/schemas/session.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { cloudSet } from '../../../lib/telegram/index.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { getSessionId, setSessionId } from '../../../lib/session-store.ts';

/** Ends this session; the server answers a fresh anonymous one to continue with. */
export const signOut = (sessionId: string) => callFunction<{ sessionId: string }>('auth', { action: 'signOut', sessionId });

export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(getSessionId()!),
    onSuccess: ({ sessionId }) => {
      const anonymous: CheckSessionAnswer = { exists: true, isAuth: false, userId: null };
      setSessionId(sessionId);
      queryClient.setQueryData(sessionQueryKey(sessionId), anonymous);
      // Nothing of the signed-out user may linger in the cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      // Inside Telegram start-up prefers CloudStorage: keep it in step (best effort).
      void cloudSet('sessionId', sessionId).catch((err) => console.error('CloudStorage error', err));
      onSignedOut?.();
    },
    onError: (err) => console.error('Sign-out failed', err),
  });
}
