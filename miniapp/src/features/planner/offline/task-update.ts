import type { CallParsed } from '@shared/contract.ts';
import type { tasksCalls } from '@shared/contracts/planner.ts';
import { baseOf, changedFields, type MergeUpdate } from '@shared/planner/task-merge.ts';
import type { PlannerData } from '../api/planner-data.ts';
import { isTempId } from './changes.ts';

type Task = PlannerData['tasks'][number];
/** The base as the update call reads it. */
type Base = CallParsed<typeof tasksCalls.update>['base'];

/**
 * An update of the fields the person changed, against the task as they saw it, with the
 * version and values it was based on: what they left alone keeps whatever others set
 * meanwhile, and a field both changed is told (shared/planner/task-merge.ts). Empty: nothing changed.
 */
export function taskUpdate<T extends Record<string, unknown>>(task: Task, edited: T): Partial<T> & { base?: Base } {
  const fields = changedFields(task as unknown as MergeUpdate, edited as unknown as MergeUpdate);
  if (fields.length === 0) return {};
  const update = Object.fromEntries(fields.map((f) => [f, edited[f]])) as Partial<T>;
  // A task made on this device and not on the server yet: nobody else can have changed it.
  if (isTempId(task.id)) return update;
  return { ...update, base: baseOf(task, update as MergeUpdate) as Base };
}
