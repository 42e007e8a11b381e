import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { plannerDialogAtom, type EntityType } from '../state/dialogs.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../state/selection.ts';

const TYPES: readonly EntityType[] = ['task', 'project', 'space'];
const isType = (v: string | null): v is EntityType => (TYPES as readonly (string | null)[]).includes(v);

/**
 * `/planner?create=task|project|space` (the app's create menu): opens the
 * matching create dialog in the selected space and project, then drops the parameter so a
 * reload or Back does not open it again.
 */
export function useCreateDeepLink(signedIn: boolean): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const openDialog = useSetAtom(plannerDialogAtom);
  const spaceId = useAtomValue(selectedSpaceIdAtom);
  const projectId = useAtomValue(selectedProjectIdAtom);
  const type = new URLSearchParams(search).get('create');

  useEffect(() => {
    if (!signedIn || !isType(type)) return;
    openDialog({ kind: 'entity', type, mode: 'create', spaceId, projectId: type === 'task' ? projectId : undefined });
    const rest = new URLSearchParams(search);
    rest.delete('create');
    const query = rest.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [signedIn, type, search, location, navigate, openDialog, spaceId, projectId]);
}
