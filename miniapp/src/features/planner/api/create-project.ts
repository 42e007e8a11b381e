import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { projectsActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type CreateProjectInput = Omit<z.input<typeof projectsActions.create>, 'action' | 'sessionId'>;

export const createProject = (input: CreateProjectInput) => callFunction<{ project: { id: number } }>('projects', { action: 'create', ...input });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => Promise.all([plannerKeys.projects].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
