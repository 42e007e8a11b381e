import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangeEventOf } from '@shared/realtime.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';
import { CHANGE_KEY, type PlannerChange, taskIdsOf } from '../offline/changes.ts';
import type { PlannerData } from './planner-data.ts';

/**
 * The planner's query keys in one place, and which of them each realtime change makes
 * stale (of its tables: spaces, projects, tasks, members, properties, property_values).
 * Keys put the object's id right after the prefix so one change can name them precisely;
 * `['planner-data', projectId]` is also what the boards update optimistically.
 */
export const plannerKeys = {
  spaces: ['spaces'] as const,
  projects: ['projects'] as const,
  /** a space's projects; null: every project the caller sees */
  projectsOf: (spaceId: number | null) => ['projects', spaceId] as const,
  plannerData: ['planner-data'] as const,
  plannerDataOf: (projectId: number) => ['planner-data', projectId] as const,
  members: ['members'] as const,
  membersOf: (type: 'space' | 'project', id: number) => ['members', type, id] as const,
  roles: ['roles'] as const,
};

/**
 * A failed save is shown in the dialog's own banner, and a failed archive is only logged,
 * so neither also toasts. A save is felt inside Telegram.
 */
export const saveMeta = { errorToast: false, haptic: 'success' } as const;
export const archiveMeta = { errorToast: false } as const;

const idOf = (v: unknown) => (typeof v === 'number' ? v : null);

/** The project lists showing a space's projects: that space's and the all-spaces one. */
function projectLists(spaceId: unknown): QueryKey[] {
  const id = idOf(spaceId);
  return id === null ? [plannerKeys.projects] : [plannerKeys.projectsOf(id), plannerKeys.projectsOf(null)];
}

function plannerDataOf(projectId: unknown): QueryKey[] {
  const id = idOf(projectId);
  return [id === null ? plannerKeys.plannerData : plannerKeys.plannerDataOf(id)];
}

function membersOf(type: 'space' | 'project', id: unknown): QueryKey[] {
  const n = idOf(id);
  return [n === null ? plannerKeys.members : plannerKeys.membersOf(type, n)];
}

// Each project's data carries its space (title, slots, the caller's role), and the event
// names no project: every planner-data query goes stale (only the open one refetches).
invalidateOnChange('spaces', (ev) => [plannerKeys.spaces, ...projectLists(ev.id), plannerKeys.plannerData]);
// The event names the project's (new) space; a move also touches the old space's row.
invalidateOnChange('projects', (ev) => [...projectLists(ev.space_id), ...plannerDataOf(ev.id)]);

/**
 * This app's own write coming back over the stream, which a move's answer already made good: a change of the task is
 * still on its way (the event can overtake the answer), or the cache already holds the task as
 * of this change (the answer was put there; the event carries the row's `updated_at`). Either
 * way a refetch would bring nothing new.
 */
export function isOwnTaskEcho(ev: ChangeEventOf<'tasks'>, cache: QueryClient): boolean {
  const projectId = idOf(ev.project_id);
  const id = idOf(ev.id);
  if (projectId === null || id === null) return false;
  const pending = cache.getMutationCache().findAll({ mutationKey: CHANGE_KEY, status: 'pending' });
  // A task this device is creating in the project: a create sent again after its answer was lost
  // already exists on the server, and a refetch now would show it beside the one the view draws
  // until the answer comes (the project is fetched again once its changes are answered).
  if (ev.op === 'insert')
    return pending.some((m) => {
      const change = m.state.variables as PlannerChange | undefined;
      return change?.kind === 'create' && change.projectId === projectId;
    });
  if (ev.op !== 'update') return false;
  if (
    pending.some((m) => {
      const change = m.state.variables as PlannerChange | undefined;
      return change?.projectId === projectId && taskIdsOf(change).includes(id);
    })
  )
    return true;
  if (typeof ev.updated_at !== 'string') return false;
  const held = cache.getQueryData<PlannerData>(plannerKeys.plannerDataOf(projectId))?.tasks.find((t) => t.id === id);
  return held !== undefined && Date.parse(held.updated_at) === Date.parse(ev.updated_at);
}

// A task moved to another project: the old project's row is touched and reported too.
invalidateOnChange('tasks', (ev, cache) => (isOwnTaskEcho(ev, cache) ? [] : plannerDataOf(ev.project_id)));
// A membership decides what one sees: lists, roles and the people pickers all follow it.
invalidateOnChange('members', (ev) =>
  ev.object_type === 'space'
    ? // a space role is part of every project's data of the space, which the event does not list
      [...membersOf('space', ev.space_id), plannerKeys.spaces, ...projectLists(ev.space_id), plannerKeys.plannerData]
    : [
        ...(ev.object_type === 'project' ? membersOf('project', ev.project_id) : []),
        ...projectLists(ev.space_id),
        ...plannerDataOf(ev.project_id),
      ],
);
invalidateOnChange('properties', (ev) =>
  idOf(ev.space_id) !== null
    ? // a space's slots shape each of its projects' values; the event names no project
      [plannerKeys.spaces, ...projectLists(ev.space_id), plannerKeys.plannerData]
    : // a project's slot names no space, and project lists are kept per space
      [plannerKeys.projects, ...plannerDataOf(ev.project_id)],
);
invalidateOnChange('property_values', (ev) => [...projectLists(ev.space_id), ...plannerDataOf(ev.project_id)]);
// A person's name or avatar changed: the boards that show them (assignees, team columns). Any
// profile's change reaches every stream, so only a project's data that holds them goes stale.
invalidateOnChange('profiles', (ev, cache) => {
  const id = idOf(ev.id);
  if (id === null) return [];
  return cache
    .getQueriesData<PlannerData>({ queryKey: plannerKeys.plannerData })
    .filter(([, data]) => !!data?.profiles?.[String(id)])
    .map(([key]) => key);
});
