import type { DueDateSource } from '../../../../../shared/planner/due-date.ts';
import type { PlannerData } from '../api/get-planner-data.ts';

export type BoardTask = PlannerData['tasks'][number];

/**
 * The tasks as the shared date rules take them. shared/planner/types.ts declares a property
 * value's `property.options` required, the API schema optional; the rules never read it.
 */
export const asRuleTask = <T extends BoardTask>(task: T) => task as T & DueDateSource;
export const asRuleTasks = <T extends BoardTask>(tasks: readonly T[]) => tasks as readonly (T & DueDateSource)[];
