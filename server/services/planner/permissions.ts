import { ROLE } from '../../../shared/schemas/planner.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * Who may do what (spec planner §6 and README, "Planner roles and permissions"). Roles are role ids;
 * null means no membership. A project's effective role is the space role when that is
 * owner or admin (they see and manage every project of the space), else the project role.
 */
export type RoleId = number | null;

/** The spec's refusal texts (planner §6) and ours, all answered as 403. */
export const REFUSAL = {
  changeProject: 'Only space owners and admins can change project selection',
  changeSpace: 'Only space owners can change space selection',
  settings: 'Only space owners and admins can change settings',
  archiveSpace: 'Only space owners can archive a space',
  createProject: 'Only space owners and admins can create projects',
  editTasks: 'Viewers cannot change tasks',
  editProject: 'Viewers cannot change this project',
  manageMembers: 'Only space owners and admins can manage members',
  changeRoles: 'Only space owners can change roles',
  grantOwner: 'Only space owners can make someone an owner',
  removeManager: 'Only space owners can remove owners and admins',
  targetSpace: 'You can move a project only to a space you own or administer',
} as const;

export const isManager = (role: RoleId) => role === ROLE.owner || role === ROLE.admin;
export const canEdit = (role: RoleId) => role === ROLE.owner || role === ROLE.admin || role === ROLE.member;

export function effectiveProjectRole(spaceRole: RoleId, projectRole: RoleId): RoleId {
  if (spaceRole === null) return null; // project members are always space members; belt and braces
  return isManager(spaceRole) ? spaceRole : projectRole;
}

export function allow(ok: boolean, message: string): void {
  if (!ok) throw forbidden(message);
}
