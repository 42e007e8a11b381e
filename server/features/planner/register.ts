import getMembers from './functions/get-members.ts';
import members from './functions/members.ts';
import plannerData from './functions/planner-data.ts';
import profiles from './functions/profiles.ts';
import projects from './functions/projects.ts';
import roles from './functions/roles.ts';
import spaces from './functions/spaces.ts';
import tasks from './functions/tasks.ts';
import { plannerRules } from './realtime-rules.ts';
import type { Feature } from '../feature.ts';

/** The planner (spec planner): spaces, projects, tasks, members; changes reach whoever sees them. */
export const plannerFeature: Feature = {
  name: 'planner',
  functions: [spaces, projects, tasks, plannerData, getMembers, members, roles, profiles],
  realtimeRules: plannerRules,
};
