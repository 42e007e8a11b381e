import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Member, membersActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type UpdateMemberRoleInput = Omit<z.input<typeof membersActions.updateRole>, 'action' | 'sessionId'>;

export const updateMemberRole = (input: UpdateMemberRoleInput) => callFunction<{ member: Member }>('members', { action: 'updateRole', ...input });

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: () => Promise.all([plannerKeys.members, plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
