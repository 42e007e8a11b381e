import { useAtomValue } from 'jotai';
import { ROLE } from '../constants.ts';
import { useProjects } from '../api/projects.ts';
import { useSpaces } from '../api/spaces.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../state/selection.ts';

/** Owner and admin manage settings (a project's role already counts the space role). */
export const canManage = (role: { id: number } | null | undefined) =>
  role?.id === ROLE.owner || role?.id === ROLE.admin;

/** The selected space and project as the lists answer them (null while loading or when gone). */
export function useCurrentSelection() {
  const spaceId = useAtomValue(selectedSpaceIdAtom);
  const projectId = useAtomValue(selectedProjectIdAtom);
  const spaces = useSpaces();
  const projects = useProjects(spaceId);
  const space = spaces.data?.find((s) => s.id === spaceId) ?? null;
  const project = projects.data?.find((p) => p.id === projectId) ?? null;
  return { spaceId, projectId, space, project, spaces, projects };
}
