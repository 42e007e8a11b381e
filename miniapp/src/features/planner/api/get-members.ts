// Kept for the planner dialogs until their rewrite lands; the calls live in members.ts.
export { useMembers } from './members.ts';
