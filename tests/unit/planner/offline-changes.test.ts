import { describe, expect, it } from 'vitest';
import type { PlannerData } from '@app/features/planner/api/planner-data.ts';
import { applyChanges, newTempId, type PlannerChange, taskIdsOf } from '@app/features/planner/offline/changes.ts';
import { shouldRetry } from '@app/features/planner/offline/queue.ts';
import { ApiError } from '@app/lib/api-client.ts';

type Task = PlannerData['tasks'][number];

const AT = '2026-11-29T09:00:00.000Z';
const task = (id: number, title: string, column: number | null = null, position = 1): Task =>
  ({
    id,
    title,
    description: null,
    project_id: 7,
    created_at: AT,
    updated_at: AT,
    version: 1,
    subtasks: [],
    value_date: null,
    value_period: null,
    value_select: column,
    value_select_position: position,
    value_multiselect: [],
    value_people: null,
    value_checkbox: null,
    value_number: null,
    deadline: null,
    propertyValues: [],
  }) as Task;

const data = (tasks: Task[]) => ({ project: { id: 7 }, tasks }) as unknown as PlannerData;
let n = 0;
const change = (c: { kind: PlannerChange['kind']; projectId?: number; [k: string]: any }): PlannerChange =>
  ({ key: `k${++n}`, at: Date.parse(AT) + n, projectId: 7, ...c }) as PlannerChange;

describe('the planner as the person left it: the server’s data with the changes not answered yet', () => {
  it('is the data itself when nothing waits, or only other projects’ changes do', () => {
    const d = data([task(1, 'Иск')]);
    expect(applyChanges(d, [])).toBe(d);
    expect(applyChanges(d, [change({ kind: 'archive', projectId: 8, args: { id: 1 } })])).toBe(d);
  });

  it('applies a create, a rename of what was created, a done mark and an archive, in order', () => {
    const d = data([task(1, 'Отзыв на иск', 10, 1), task(2, 'Ходатайство', 10, 2)]);
    const made = newTempId();
    const changes = [
      change({ kind: 'create', tempId: made, args: { project_id: 7, title: 'Апелляционная жалоба' } }),
      change({ kind: 'update', args: { id: made, title: 'Апелляционная жалоба (срок 29.12)' } }),
      change({ kind: 'update', args: { id: 1, value_select: 30 } }),
      change({ kind: 'archive', args: { id: 2 } }),
    ];
    const shown = applyChanges(d, changes);
    expect(shown.tasks.map((t) => [t.id, t.title, t.value_select])).toEqual([
      [1, 'Отзыв на иск', 30],
      [made, 'Апелляционная жалоба (срок 29.12)', null],
    ]);
    expect(made).toBeLessThan(0);
    expect(taskIdsOf(changes[1])).toEqual([made]);
  });

  it('finds a task made offline under the server’s id once its create is answered, never twice', () => {
    const made = newTempId();
    const answered = data([task(1, 'Отзыв'), task(55, 'Жалоба')]);
    const changes = [
      change({ kind: 'create', tempId: made, args: { project_id: 7, title: 'Жалоба' } }),
      change({ kind: 'update', args: { id: made, description: 'Приложить квитанцию' } }),
    ];
    const shown = applyChanges(answered, changes, (id) => (id === made ? 55 : id));
    expect(shown.tasks).toHaveLength(2);
    expect(shown.tasks.find((t) => t.id === 55)?.description).toBe('Приложить квитанцию');
  });

  it('moves a card on the board and drops a task moved to another project from this one', () => {
    const d = data([task(1, 'А', 10, 1), task(2, 'Б', 10, 2)]);
    const shown = applyChanges(d, [
      change({ kind: 'batch', args: { updates: [{ id: 2, value_select: 20, value_select_position: 1 }] } }),
      change({ kind: 'update', args: { id: 1, project_id: 9 } }),
    ]);
    expect(shown.tasks.map((t) => [t.id, t.value_select, t.value_select_position])).toEqual([[2, 20, 1]]);
  });

  it('gives each new task its own id, even within one millisecond', () => {
    const ids = [newTempId(1000), newTempId(1000), newTempId(1000)];
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id < 0)).toBe(true);
  });
});

describe('which failures a kept change tries again', () => {
  it('waits out no connection, a busy or failing server and its own first try still running; a refusal is final', () => {
    expect(shouldRetry(50, new ApiError('', 0, 'network'))).toBe(true);
    expect(shouldRetry(1, new ApiError('', 429))).toBe(true);
    expect(shouldRetry(1, new ApiError('', 409, 'idempotency_key_in_flight'))).toBe(true);
    expect(shouldRetry(1, new ApiError('Доска изменилась', 409, 'board_changed'))).toBe(false);
    expect(shouldRetry(1, new ApiError('', 503))).toBe(true);
    expect(shouldRetry(5, new ApiError('', 503))).toBe(false);
    expect(shouldRetry(0, new ApiError('Задача не найдена', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('', 422, 'idempotency_key_reused'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
