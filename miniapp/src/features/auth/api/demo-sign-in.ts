import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/api-client.ts';

export const demoSignIn = (sessionId: string, profileId: number) =>
  callFunction<{ sessionId: string }>('auth', { action: 'demoSignIn', sessionId, profileId });

/** Signs this session in as a demo person; the session query then says so and the page moves on. */
export function useDemoSignIn(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => demoSignIn(sessionId!, profileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', sessionId] }),
  });
}
