import type { PlannerSelection } from '@shared/planner/opening-selection.ts';
import { callFunction } from '@app/lib/api-client.ts';
import { settingsCalls } from '@app/lib/calls.ts';

/** Where the person's planner opens, as the server keeps it: checked there against what they see. */
export const fetchPlannerSelection = async (): Promise<PlannerSelection | null> =>
  (await callFunction(settingsCalls.getPlannerSelection, {})).selection;

/** Keeps the person's last space and project with their settings, for their other devices. */
export const savePlannerSelection = (selection: PlannerSelection) =>
  callFunction(settingsCalls.savePlannerSelection, { data: selection });
