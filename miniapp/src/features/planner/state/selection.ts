import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/*
 * The planner's UI state (docs/architecture.md: jotai for sidebar, filters, current selection).
 * The selection survives a reload, like the sidebar's collapsed state.
 */
/** Where the selection is kept: the planner's loader reads it too (app/route-table.ts). */
export const SELECTION_KEYS = { space: 'planner.spaceId', project: 'planner.projectId' } as const;

export const selectedSpaceIdAtom = atomWithStorage<number | null>(SELECTION_KEYS.space, null, undefined, {
  getOnInit: true,
});
export const selectedProjectIdAtom = atomWithStorage<number | null>(SELECTION_KEYS.project, null, undefined, {
  getOnInit: true,
});

/** Selecting a space clears the project; selecting the same space again deselects it. */
export const selectSpaceAtom = atom(null, (get, set, spaceId: number) => {
  set(selectedSpaceIdAtom, get(selectedSpaceIdAtom) === spaceId ? null : spaceId);
  set(selectedProjectIdAtom, null);
});

export const selectProjectAtom = atom(null, (_get, set, project: { id: number; space_id: number }) => {
  set(selectedSpaceIdAtom, project.space_id);
  set(selectedProjectIdAtom, project.id);
});

export const clearSelectionAtom = atom(null, (_get, set) => {
  set(selectedSpaceIdAtom, null);
  set(selectedProjectIdAtom, null);
});

/** Collapsed on a wide screen (remembered); open as a slide-over on a phone (not remembered). */
export const sidebarCollapsedAtom = atomWithStorage('planner.sidebarCollapsed', false, undefined, { getOnInit: true });
export const sidebarOpenOnPhoneAtom = atom(false);
export const sidebarSearchAtom = atom('');
