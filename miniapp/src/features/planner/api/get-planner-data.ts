// Kept for the planner dialogs until their rewrite lands; the calls live in planner-data.ts.
export { usePlannerData, type PlannerData } from './planner-data.ts';
