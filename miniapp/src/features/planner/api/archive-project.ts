import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { projectsActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type ArchiveProjectInput = Omit<z.input<typeof projectsActions.archive>, 'action' | 'sessionId'>;

export const archiveProject = (input: ArchiveProjectInput) => callFunction<unknown>('projects', { action: 'archive', ...input });

export function useArchiveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProject,
    onSuccess: () => Promise.all([plannerKeys.projects, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
