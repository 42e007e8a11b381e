// Kept for the planner dialogs until their rewrite lands; the calls live in tasks.ts.
export { useUpdateTask } from './tasks.ts';
