import type { PlannerData } from '../api/get-planner-data.ts';

export type BoardTask = PlannerData['tasks'][number];
