import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Member, membersActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type AddMemberInput = Omit<z.input<typeof membersActions.add>, 'action' | 'sessionId'>;

export const addMember = (input: AddMemberInput) => callFunction<{ member: Member }>('members', { action: 'add', ...input });

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => Promise.all([plannerKeys.members, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
