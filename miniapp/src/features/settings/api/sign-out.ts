import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckSessionAnswer } from '@shared/schemas/session.ts';
import { callFunction } from '@app/lib/api-client.ts';
import { authCalls } from '@app/lib/calls.ts';
import { eraseKeptOnDevice } from '@app/lib/device-store.ts';
import { setSessionId } from '@app/lib/session-store.ts';
import { sessionQueryKey } from '@app/lib/session.ts';
import { keepSessionId } from '@app/lib/telegram/index.ts';

/** Ends this session; the server answers a fresh anonymous one to continue with. */
export const signOut = () => callFunction(authCalls.signOut, {});

export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { errorToast: false }, // a failure is logged, the dialog closes
    onSuccess: ({ sessionId }) => {
      const anonymous: CheckSessionAnswer = { exists: true, isAuth: false, userId: null };
      setSessionId(sessionId);
      queryClient.setQueryData(sessionQueryKey(sessionId), anonymous);
      // Nothing of the signed-out user may linger in the cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      // Nor the planner's changes kept on this device (the person was asked first when any were not sent).
      void eraseKeptOnDevice(queryClient);
      // Inside Telegram the copy in SecureStorage stays in step (best effort).
      void keepSessionId(sessionId);
      onSignedOut?.();
    },
    onError: (err) => console.error('Sign-out failed', err),
  });
}
