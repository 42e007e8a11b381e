import type { PlannerData } from '../api/planner-data.ts';

export type BoardTask = PlannerData['tasks'][number];
