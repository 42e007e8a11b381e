// Kept for the planner dialogs until their rewrite lands; the calls live in projects.ts.
export { useProjects } from './projects.ts';
