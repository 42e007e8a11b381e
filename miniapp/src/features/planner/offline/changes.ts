import type { CallParsed } from '@shared/contract.ts';
import type { tasksCalls as TasksContract } from '@shared/contracts/planner.ts';
import type { PlannerData } from '../api/planner-data.ts';
import { applyBatch, type BatchUpdate } from '../api/tasks.ts';
import { applyTaskChanges } from '../calendar/reschedule.ts';
import { computeDeadline } from '@shared/deadlines/rules.ts';

type Task = PlannerData['tasks'][number];
// As parsed, ids are numbers; the call's own input type accepts them.
type CreateArgs = Omit<CallParsed<typeof TasksContract.create>, 'action' | 'sessionId'>;
type UpdateArgs = Omit<CallParsed<typeof TasksContract.update>, 'action' | 'sessionId'>;

/**
 * One change of the planner as the person made it, kept until the server has it: the
 * variables of a queued mutation, so plain data (it is saved on the device and sent after a
 * reload). `key` is its idempotency key: a change whose answer was lost is sent again under
 * the same key and the server answers it once. `at` orders and dates it for the person.
 */
export type PlannerChange = { key: string; at: number; projectId: number } & (
  | {
      kind: 'create';
      /** The id the task has on this device until the server gives it one (negative). */
      tempId: number;
      args: CreateArgs;
    }
  | { kind: 'update'; args: UpdateArgs }
  | { kind: 'archive'; args: { id: number } }
  | { kind: 'batch'; args: { updates: BatchUpdate[] } }
);

export type ChangeKind = PlannerChange['kind'];

/** The mutation key every planner change starts with (offline/queue.ts). */
export const CHANGE_KEY = ['planner-change'] as const;

/** A task made on this device and not yet answered by the server has a negative id. */
export const isTempId = (id: number) => id < 0;

let lastTempId = 0;
/** A new negative id, unique on this device (a millisecond clock, bumped within one millisecond). */
export function newTempId(now = Date.now()): number {
  lastTempId = Math.min(-now, lastTempId - 1);
  return lastTempId;
}

/** The tasks a change is about (temporary ids included). */
export function taskIdsOf(change: PlannerChange): number[] {
  switch (change.kind) {
    case 'create':
      return [change.tempId];
    case 'update':
    case 'archive':
      return [change.args.id];
    case 'batch':
      return change.args.updates.map((u) => u.id);
  }
}

/** The task a create will add, as the views show it until the server answers. */
function draftTask(change: Extract<PlannerChange, { kind: 'create' }>, tasks: readonly Task[]): Task {
  const a = change.args;
  const at = new Date(change.at).toISOString();
  const select = a.value_select ?? null;
  const inColumn = tasks.filter((t) => (t.value_select ?? null) === select).length;
  return {
    id: change.tempId,
    title: a.title,
    description: a.description ?? null,
    project_id: a.project_id,
    created_at: at,
    updated_at: at,
    subtasks: (a.subtasks ?? []).map((s) => ({ ...s, date: s.date ?? null })),
    // A rule's day is counted here as the server will count it, from the same shared rules.
    value_date: a.deadline ? computeDeadline(a.deadline).due : (a.value_date ?? null),
    deadline: a.deadline ?? null,
    value_period: a.value_period ?? null,
    value_select: select,
    value_select_position: a.value_select_position ?? inColumn,
    value_multiselect: a.value_multiselect ?? [],
    value_people: a.value_people ?? null,
    value_checkbox: a.value_checkbox ?? null,
    value_number: a.value_number ?? null,
    propertyValues: [],
    // Not on the server yet: any version the server answers is newer.
    version: 0,
  };
}

/** A task with an update's fields, as the server will store them. */
export function updatedTask(task: Task, args: Omit<UpdateArgs, 'id'>): Task {
  const { value_date, value_period, value_people, ...rest } = args as Partial<Task> & UpdateArgs;
  const next: Record<string, unknown> = { ...task };
  for (const [field, value] of Object.entries(rest)) {
    if (value === undefined || field === 'base' || field === 'id') continue;
    next[field] = field === 'value_multiselect' ? (value ?? []) : value;
  }
  const dated: Parameters<typeof applyTaskChanges>[1] = {};
  if (value_date !== undefined) dated.value_date = value_date;
  // A date set by hand drops the rule; a rule sets the date to the day it counts.
  if (value_date !== undefined && args.deadline === undefined) next.deadline = null;
  if (args.deadline) dated.value_date = computeDeadline(args.deadline).due;
  if (value_period !== undefined) dated.value_period = value_period;
  if (value_people !== undefined) dated.value_people = value_people;
  return applyTaskChanges(next as Task, dated);
}

/**
 * A project's data with the changes not yet answered applied, in the order they were made:
 * what the person sees is what they did, connected or not. `realId` turns a temporary id into
 * the server's once the create is answered. Nothing pending: the data itself, unchanged.
 */
export function applyChanges(
  data: PlannerData,
  changes: readonly PlannerChange[],
  realId: (id: number) => number = (id) => id,
): PlannerData {
  const mine = changes.filter((c) => c.projectId === data.project.id);
  if (mine.length === 0) return data;
  let tasks = data.tasks;
  for (const change of mine) {
    switch (change.kind) {
      case 'create': {
        const id = realId(change.tempId);
        // Answered already: the server's task is in the data.
        if (!tasks.some((t) => t.id === id)) tasks = [...tasks, draftTask(change, tasks)];
        break;
      }
      case 'update': {
        const id = realId(change.args.id);
        const { id: _id, ...fields } = change.args;
        const movedAway = fields.project_id !== undefined && fields.project_id !== data.project.id;
        tasks = movedAway
          ? tasks.filter((t) => t.id !== id)
          : tasks.map((t) => (t.id === id ? updatedTask(t, fields) : t));
        break;
      }
      case 'archive': {
        const id = realId(change.args.id);
        tasks = tasks.filter((t) => t.id !== id);
        break;
      }
      case 'batch': {
        const updates = change.args.updates.map((u) => ({ ...u, id: realId(u.id) }));
        tasks = applyBatch({ ...data, tasks }, updates).tasks;
        break;
      }
    }
  }
  return { ...data, tasks };
}
