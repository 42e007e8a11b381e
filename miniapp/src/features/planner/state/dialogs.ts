import { atom } from 'jotai';

export type EntityType = 'space' | 'project' | 'task';

/** Which planner dialog is open: the create/edit dialog or the settings dialog. */
export type PlannerDialog =
  | { kind: 'entity'; type: EntityType; mode: 'create'; spaceId?: number | null; projectId?: number | null }
  | { kind: 'entity'; type: EntityType; mode: 'edit'; id: number }
  | { kind: 'settings'; type: 'space' | 'project'; id: number };

export const plannerDialogAtom = atom<PlannerDialog | null>(null);
