import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PlannerData } from '@app/features/planner/api/planner-data.ts';
import { isOwnTaskEcho, plannerKeys } from '@app/features/planner/api/query-keys.ts';
import { CHANGE_KEY } from '@app/features/planner/offline/changes.ts';
import { withColumns } from '@app/features/planner/api/tasks.ts';
import { staleKeysOf } from '@app/lib/realtime.ts';

type Task = PlannerData['tasks'][number];

const AT = '2026-11-26T09:00:00.123Z';
const task = (id: number, column: number | null, position: number, updated_at = AT): Task =>
  ({
    id,
    title: `Задача ${id}`,
    description: null,
    project_id: 7,
    created_at: AT,
    updated_at,
    subtasks: [],
    value_select: column,
    value_select_position: position,
  }) as unknown as Task;

const data = (tasks: Task[]) => ({ tasks }) as unknown as PlannerData;

describe('a kanban move costs one request', () => {
  it("writes the server's answer over the columns it touched and keeps the others", () => {
    const before = data([task(1, 10, 1), task(2, 10, 2), task(3, 20, 1), task(4, 30, 1), task(5, 20, 2)]);
    // Card 1 went to column 20; task 5 was moved away by someone else meanwhile, task 6 came in.
    const after = withColumns(before, [task(3, 20, 1), task(1, 20, 2), task(6, 20, 3), task(2, 10, 1)]);
    const byColumn = (c: number) =>
      after.tasks
        .filter((t) => t.value_select === c)
        .sort((a, b) => a.value_select_position! - b.value_select_position!)
        .map((t) => t.id);
    expect(byColumn(10)).toEqual([2]);
    expect(byColumn(20)).toEqual([3, 1, 6]);
    expect(byColumn(30)).toEqual([4]);
    expect(after.tasks).toHaveLength(5);
  });

  it("recognises the mover's own live event and asks for nothing; another change still refetches", () => {
    const cache = new QueryClient();
    cache.setQueryData(plannerKeys.plannerDataOf(7), data([task(1, 20, 2, AT)]));
    const echo = { table: 'tasks' as const, op: 'update' as const, id: 1, project_id: 7 };

    // The answer is in the cache: the event's updated_at is the one held (PostgreSQL's microseconds).
    expect(staleKeysOf({ ...echo, updated_at: '2026-11-26T09:00:00.123456+00:00' }, cache)).toEqual([]);
    // A later edit of the same task, by anyone: refetch the project.
    expect(staleKeysOf({ ...echo, updated_at: '2026-11-26T09:00:01.5+00:00' }, cache)).toEqual([
      plannerKeys.plannerDataOf(7),
    ]);
    // An event without the column (an older server) and a new task are never taken for an echo.
    expect(staleKeysOf(echo, cache)).toEqual([plannerKeys.plannerDataOf(7)]);
    expect(isOwnTaskEcho({ ...echo, op: 'insert', updated_at: AT }, cache)).toBe(false);
  });

  it('takes an event that overtakes the answer of a move still on its way for the echo', async () => {
    const cache = new QueryClient();
    let answer!: (v: unknown) => void;
    const answered = new Promise((r) => (answer = r));
    const move = cache
      .getMutationCache()
      .build(cache, { mutationKey: [...CHANGE_KEY, 'batch'], mutationFn: () => answered });
    const running = move.execute({
      kind: 'batch',
      key: 'k',
      at: 0,
      projectId: 7,
      args: { updates: [{ id: 1, value_select: 20, value_select_position: 2 }] },
    });
    const event = { table: 'tasks' as const, op: 'update' as const, id: 1, project_id: 7, updated_at: AT };
    expect(isOwnTaskEcho(event, cache)).toBe(true);
    // Another card of the project, or the same card in another project's move, is not.
    expect(isOwnTaskEcho({ ...event, id: 2 }, cache)).toBe(false);
    expect(isOwnTaskEcho({ ...event, project_id: 8 }, cache)).toBe(false);
    answer({ tasks: [] });
    await running;
    expect(isOwnTaskEcho(event, cache)).toBe(false);
  });

  it('leaves a new task alone while this device is creating one in the project: a create sent again may exist already', async () => {
    const cache = new QueryClient();
    let answer!: (v: unknown) => void;
    const answered = new Promise((r) => (answer = r));
    const create = cache
      .getMutationCache()
      .build(cache, { mutationKey: [...CHANGE_KEY, 'create'], mutationFn: () => answered });
    const running = create.execute({
      kind: 'create',
      key: 'k',
      at: 0,
      projectId: 7,
      tempId: -1,
      args: { project_id: 7, title: 'Жалоба' },
    });
    const inserted = { table: 'tasks' as const, op: 'insert' as const, id: 9, project_id: 7, updated_at: AT };
    expect(isOwnTaskEcho(inserted, cache)).toBe(true);
    expect(isOwnTaskEcho({ ...inserted, project_id: 8 }, cache)).toBe(false);
    answer({ task: { id: 9 } });
    await running;
    expect(isOwnTaskEcho(inserted, cache)).toBe(false);
  });
});
