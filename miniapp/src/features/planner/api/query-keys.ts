import { invalidateOnChange } from '../../../lib/realtime.ts';

/**
 * The planner's query keys in one place, and which realtime tables make them stale
 * (spec planner §4: spaces, projects, tasks, members, properties, property_values).
 * `['planner-data', projectId]` is also what the boards update optimistically.
 */
export const plannerKeys = {
  spaces: ['spaces'] as const,
  projects: ['projects'] as const,
  plannerData: ['planner-data'] as const,
  members: ['members'] as const,
  roles: ['roles'] as const,
  profileSearch: ['profile-search'] as const,
};

invalidateOnChange('spaces', plannerKeys.spaces, plannerKeys.plannerData);
invalidateOnChange('projects', plannerKeys.projects, plannerKeys.plannerData);
invalidateOnChange('tasks', plannerKeys.plannerData);
// A membership decides what one sees: lists, roles and the people pickers all follow it.
invalidateOnChange('members', plannerKeys.members, plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData);
invalidateOnChange('properties', plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData);
invalidateOnChange('property_values', plannerKeys.projects, plannerKeys.plannerData);
