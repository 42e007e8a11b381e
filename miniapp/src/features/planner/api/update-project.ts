import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Project, projectsActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type UpdateProjectInput = Omit<z.input<typeof projectsActions.update>, 'action' | 'sessionId'>;

export const updateProject = (input: UpdateProjectInput) => callFunction<{ project: Project }>('projects', { action: 'update', ...input });

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => Promise.all([plannerKeys.projects, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
