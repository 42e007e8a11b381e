import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { membersActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type LeaveInput = Omit<z.input<typeof membersActions.leave>, 'action' | 'sessionId'>;

export const leave = (input: LeaveInput) => callFunction<unknown>('members', { action: 'leave', ...input });

export function useLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leave,
    onSuccess: () => Promise.all([plannerKeys.members, plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
