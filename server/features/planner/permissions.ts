import { ROLE } from '@shared/schemas/planner.ts';
import type { ErrorCode } from '@shared/errors.ts';
import { HttpError } from '@server/errors.ts';

/**
 * Who may do what in the planner (docs/planner-api.md, "Roles and permissions"). Roles are role ids;
 * null means no membership. A project's effective role is the space role when that is
 * owner or admin (they see and manage every project of the space), else the project role.
 */
export type RoleId = number | null;

/** The refusals, the earlier system's and ours, all answered as 403; texts in shared/locales/{ru,en}/errors.json. */
export const REFUSAL = {
  changeProject: 'cannot_change_project_selection',
  changeSpace: 'cannot_change_space_selection',
  settings: 'cannot_change_settings',
  archiveSpace: 'cannot_archive_space',
  createProject: 'cannot_create_projects',
  editTasks: 'cannot_change_tasks',
  editProject: 'cannot_change_project',
  manageMembers: 'cannot_manage_members',
  changeRoles: 'cannot_change_roles',
  grantOwner: 'cannot_grant_owner',
  removeManager: 'cannot_remove_managers',
  targetSpace: 'cannot_move_to_space',
} as const satisfies Record<string, ErrorCode>;

export const isManager = (role: RoleId) => role === ROLE.owner || role === ROLE.admin;
export const canEdit = (role: RoleId) => role === ROLE.owner || role === ROLE.admin || role === ROLE.member;

export function effectiveProjectRole(spaceRole: RoleId, projectRole: RoleId): RoleId {
  if (spaceRole === null) return null; // project members are always space members; belt and braces
  return isManager(spaceRole) ? spaceRole : projectRole;
}

export function allow(ok: boolean, refusal: (typeof REFUSAL)[keyof typeof REFUSAL]): void {
  if (!ok) throw new HttpError(refusal);
}
