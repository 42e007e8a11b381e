import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { type tasksActions } from '@shared/schemas/planner.ts';
import { isStale, mergeConflicts, type TaskConflict, unchangedFields } from '@shared/planner/task-merge.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { lockProjects, profileOf, projectAccess, taskAccess } from './access.ts';
import type { Caller } from './planner-caller.ts';
import { placeCards, type Column } from './kanban-columns.ts';
import { deadlineAfterDate, requireDateSlot, ruleDay } from './deadline-rule.ts';
import { allow, canEdit, isManager, REFUSAL } from './permissions.ts';
import { readTasks } from './answer-sql.ts';
import { normalizeSubtasks } from './subtasks.ts';
import { ASSIGNABLE, checkTaskValues } from './values.ts';

type Db = Kysely<Database>;
type Input<K extends keyof typeof tasksActions> = z.output<(typeof tasksActions)[K]>;

export async function oneTask(db: Db, profileId: number, id: number, archived = false) {
  const { json } = await readTasks(db, { profileId }, { taskIds: [id], archived });
  return JSON.parse(json)[0];
}

/** Editors (owner, admin, member; not viewers) add tasks; a new card goes to the end of its column. */
export async function createTask(db: Db, caller: Caller, input: Input<'create'>) {
  const me = profileOf(caller);
  const id = await db.transaction().execute(async (trx) => {
    const project = await projectAccess(trx, me, input.project_id, { lock: true });
    allow(canEdit(project.role), REFUSAL.editTasks);
    // A rule sets the date to the day it computes (the schema refuses a date sent beside it).
    const rule = input.deadline ?? null;
    if (rule) await requireDateSlot(trx, project.id);
    const values = await checkTaskValues(trx, project, rule ? { ...input, value_date: ruleDay(rule) } : input);
    const task = await trx
      .insertInto('tasks')
      .values({
        project_id: project.id,
        title: input.title,
        description: input.description ?? null,
        subtasks: JSON.stringify(normalizeSubtasks(input.subtasks)),
        ...values,
        deadline: rule ? JSON.stringify(rule) : null,
        created_by: me,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Created in this transaction: its updated_at is already now and its version the first.
    await placeCards(trx, project.id, [
      { id: task.id, select: values.value_select ?? null, position: input.value_select_position ?? null, bump: false },
    ]);
    return task.id;
  });
  return oneTask(db, me, id);
}

/**
 * Editors change a task. Moving it to another project needs the space role owner or
 * admin; its select and multiselect values belonged to the old
 * project's options and are cleared, an assignee who cannot be one there too.
 *
 * An update made on an older version of the task (`base`, sent by the app when it replays
 * changes made offline) is merged field by field (shared/planner/task-merge.ts): the person's
 * changes are written, the fields they sent unchanged keep what others wrote meanwhile, and
 * the answer's `conflicts` name the fields where the person's value replaced someone else's.
 */
export async function updateTask(db: Db, caller: Caller, request: Input<'update'>) {
  const me = profileOf(caller);
  let input = request;
  let conflicts: TaskConflict[] = [];
  await db.transaction().execute(async (trx) => {
    let task = await taskAccess(trx, me, input.id);
    allow(canEdit(task.role), REFUSAL.editTasks);
    if (input.base) {
      // The values compared must be the ones this update overwrites: the task's row is held from
      // here. Its projects are locked first, in the order every writer of a board takes them, so
      // a kanban move in the same project cannot deadlock with this update.
      await lockProjects(trx, [task.project_id, ...(input.project_id !== undefined ? [input.project_id] : [])]);
      task = await taskAccess(trx, me, input.id, { lock: true });
      if (isStale(task, input.base)) {
        const current = await oneTask(trx, me, task.id);
        conflicts = mergeConflicts(current, input, input.base);
        const kept = unchangedFields(input, input.base);
        if (kept.length) input = { ...input, ...Object.fromEntries(kept.map((f) => [f, undefined])) };
      }
    }
    const moving = input.project_id !== undefined && input.project_id !== task.project_id;
    let target = { id: task.project_id, space_id: task.space_id };
    if (moving) {
      allow(isManager(task.spaceRole), REFUSAL.changeProject);
      const to = await projectAccess(trx, me, input.project_id!);
      allow(canEdit(to.role), REFUSAL.editTasks);
      target = to;
    }
    // A new rule recomputes the date; a date written by hand drops the rule unless it is the
    // rule's own day; `deadline: null` drops the rule and leaves the date as it is.
    const rule = input.deadline;
    if (rule) await requireDateSlot(trx, target.id);
    const values = await checkTaskValues(trx, target, rule ? { ...input, value_date: ruleDay(rule) } : input);
    const deadline =
      rule !== undefined
        ? { deadline: rule ? JSON.stringify(rule) : null }
        : input.value_date !== undefined
          ? { deadline: deadlineAfterDate(values.value_date_day) }
          : {};
    if (moving) {
      if (input.value_select === undefined) values.value_select = null;
      if (input.value_multiselect === undefined) values.value_multiselect = [];
      if (input.value_people === undefined && task.value_people !== null) {
        const ok = await sql<{
          ok: boolean;
        }>`select ${ASSIGNABLE(target.id, task.value_people)} as ok`.execute(trx);
        if (!ok.rows[0].ok) values.value_people = null;
      }
    }
    const newSelect: Column = values.value_select !== undefined ? values.value_select : task.value_select;
    const position = input.value_select_position ?? null;
    const reposition = moving || newSelect !== task.value_select || position !== null;
    if (reposition) await lockProjects(trx, [task.project_id, target.id]);

    const { value_select: _select, ...columns } = values;
    await trx
      .updateTable('tasks')
      .set({
        ...columns,
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.subtasks !== undefined && { subtasks: JSON.stringify(normalizeSubtasks(input.subtasks)) }),
        ...(moving && { project_id: target.id }),
        ...deadline,
        updated_at: sql`now()`,
        version: sql`version + 1`,
      })
      .where('id', '=', task.id)
      .execute();
    if (moving) {
      await placeCards(trx, task.project_id, [], [task.value_select]);
      // The task's event names its new project; this one tells the old project's viewers.
      await trx
        .updateTable('projects')
        .set({ updated_at: sql`now()` })
        .where('id', '=', task.project_id)
        .execute();
    }
    // The update above moved its updated_at and version already.
    if (reposition) await placeCards(trx, target.id, [{ id: task.id, select: newSelect, position, bump: false }]);
  });
  return { task: await oneTask(db, me, input.id), conflicts };
}

export async function archiveTask(db: Db, caller: Caller, id: number) {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const task = await taskAccess(trx, me, id);
    allow(canEdit(task.role), REFUSAL.editTasks);
    await lockProjects(trx, [task.project_id]);
    await trx
      .updateTable('tasks')
      .set({ archived_at: sql`now()`, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    await placeCards(trx, task.project_id, [], [task.value_select]); // close the gap
  });
  return oneTask(db, me, id, true);
}

/**
 * Kanban moves in one transaction: every task in one project the
 * caller may edit; the project's row is locked so concurrent batches serialize; each
 * moved card lands at its index, and every affected column ends dense and unique.
 * Answers the tasks of the affected columns.
 */
export async function updateBatch(db: Db, caller: Caller, input: Input<'updateBatch'>) {
  const me = profileOf(caller);
  const ids = input.updates.map((u) => u.id);
  if (new Set(ids).size !== ids.length) throw new HttpError('duplicate_task');

  const { projectId, columns } = await db.transaction().execute(async (trx) => {
    const first = await tasksOf(trx, ids);
    const projects = new Set(first.map((t) => t.project_id));
    if (projects.size > 1) {
      // "Several projects" only when the caller sees every one of them: a task of a project
      // they cannot see answers as an unknown id (404), so the choice of error leaks nothing.
      for (const id of projects) {
        await projectAccess(trx, me, id).catch((err) => {
          throw err?.status === 404 ? new HttpError('task_not_found') : err;
        });
      }
      throw new HttpError('several_projects');
    }
    const [projectId] = projects;
    const project = await projectAccess(trx, me, projectId, { lock: true }).catch((err) => {
      throw err?.status === 404 ? new HttpError('task_not_found') : err;
    });
    allow(canEdit(project.role), REFUSAL.editTasks);
    // Read again under the lock: a concurrent call may have moved or archived one.
    const current = new Map((await tasksOf(trx, ids)).map((t) => [t.id, t]));
    if ([...current.values()].some((t) => t.project_id !== projectId)) throw new HttpError('board_changed');

    const wanted = input.updates.map((u) => u.value_select).filter((v): v is number => v !== undefined && v !== null);
    if (wanted.length) {
      const ok = await sql<{
        id: number;
      }>`select o.id from property_options o join properties pr on pr.id = o.property_id
        where pr.project_id = ${projectId}::int and pr.property_type_id = 3 and o.id = any(${wanted}::int[])`.execute(
        trx,
      );
      const known = new Set(ok.rows.map((r) => r.id));
      if (!wanted.every((w) => known.has(w))) throw new HttpError('unknown_option');
    }
    // The spec sends value_select only for the moved card; the others are renumbered. A
    // batch without one (a reorder from an older client) takes its first card as the moved one.
    const carries = input.updates.some((u) => u.value_select !== undefined);
    const moves = input.updates.map((u, i) => ({
      id: u.id,
      select: u.value_select !== undefined ? u.value_select : current.get(u.id)!.value_select,
      position: u.value_select_position,
      bump: carries ? u.value_select !== undefined : i === 0,
    }));
    return { projectId, columns: await placeCards(trx, projectId, moves) };
  });
  const { json } = await readTasks(db, { profileId: me }, { projectId, columns });
  return json;
}

/** Live tasks by id, all of them or 404. */
async function tasksOf(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('tasks')
    .select(['id', 'project_id', 'value_select'])
    .where('id', 'in', ids)
    .where('archived_at', 'is', null)
    .execute();
  if (rows.length !== ids.length) throw new HttpError('task_not_found');
  return rows;
}

/** Whom a task is assigned to (its people value), to tell a new assignee. */
export const assigneeOf = async (db: Kysely<Database>, id: number): Promise<number | null> =>
  (await db.selectFrom('tasks').select('value_people').where('id', '=', id).executeTakeFirst())?.value_people ?? null;
