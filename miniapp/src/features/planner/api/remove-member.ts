import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { membersActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type RemoveMemberInput = Omit<z.input<typeof membersActions.remove>, 'action' | 'sessionId'>;

export const removeMember = (input: RemoveMemberInput) => callFunction<unknown>('members', { action: 'remove', ...input });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => Promise.all([plannerKeys.members, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
