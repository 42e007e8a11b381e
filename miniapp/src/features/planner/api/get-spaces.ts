// Kept for the planner dialogs until their rewrite lands; the calls live in spaces.ts.
export { useSpaces } from './spaces.ts';
