import type { PlannerData } from '../api/planner-data.ts';

type Task = PlannerData['tasks'][number];

// Null and a missing key mean the same in a task's JSON: both "no value".
const normal = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(normal)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined && x !== null)
            .map(([k, x]) => [k, normal(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a ?? null)) === JSON.stringify(normal(b ?? null));

/** The form's fields the person changed, against the task as they saw it. */
export function changedFields<T extends Record<string, unknown>>(task: Task, edited: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [field, value] of Object.entries(edited) as Array<[keyof T & string, T[keyof T & string]]>) {
    if (value === undefined) continue;
    if (!(field in task) || !same((task as unknown as Record<string, unknown>)[field], value)) out[field] = value;
  }
  return out;
}
